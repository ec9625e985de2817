import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../test/fixtures/xss-payloads';
import { htmlToText, sanitizeArticleHtml, textToHtml } from './sanitize';

const DANGER =
  /<script|<svg|<iframe|<object|<embed|<style|<link|<meta|<base|<form|<input|javascript:|vbscript:|data:|\son\w+\s*=|style=|expression\(/i;

describe('article HTML sanitiser', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitizeArticleHtml(`<p>前文</p>${payload}<p>后文</p>`);
    expect(clean).not.toMatch(DANGER);
    expect(clean).toContain('<p>前文</p>');
  });

  it('keeps the allowed structure and forces safe links', () => {
    const clean = sanitizeArticleHtml(
      '<h2>标题</h2><ul><li>一</li></ul><table><tr><td colspan="2">表</td></tr></table>' +
        '<img src="https://x.example/a.png" alt="图" onload="x()"><a href="https://x.example/n" rel="opener">原文</a>',
    );
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('<li>一</li>');
    expect(clean).toContain('<td colspan="2">表</td>');
    expect(clean).toContain('<img src="https://x.example/a.png" alt="图" />');
    expect(clean).toContain('<a href="https://x.example/n" rel="noopener nofollow" target="_blank">原文</a>');
  });

  it('turns HTML into lines of text and text into paragraphs', () => {
    expect(htmlToText('<p>第一段&amp;</p><p>第二<br>行</p><script>x</script>')).toBe('第一段&\n第二\n行');
    expect(textToHtml('一 <b>\n\n二')).toBe('<p>一 &lt;b&gt;</p><p>二</p>');
  });
});
