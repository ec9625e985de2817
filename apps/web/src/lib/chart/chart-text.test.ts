import { describe, expect, it } from 'vitest';
import { chartTooltipLines, escapeChartText, plainChartLabel } from './chart-text';

describe('chart text', () => {
  it('escapes markup in data values', () => {
    expect(escapeChartText('"><svg onload=alert(1)>')).toBe('&quot;&gt;&lt;svg onload=alert(1)&gt;');
    expect(escapeChartText("a & b's")).toBe('a &amp; b&#39;s');
    expect(escapeChartText(null)).toBe('');
    expect(escapeChartText(12.5)).toBe('12.5');
  });

  it('joins tooltip lines, escaping each and dropping empty ones', () => {
    expect(chartTooltipLines('<b>甲</b>', '', undefined, '乙')).toBe('&lt;b&gt;甲&lt;/b&gt;<br/>乙');
  });

  it('keeps rich-text template syntax out of labels', () => {
    expect(plainChartLabel('{a|x}{b}')).toBe('｛a|x｝｛b｝');
  });
});
