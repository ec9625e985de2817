import { describe, expect, it } from 'vitest';
import { escapedForm, expectInertHtml, MARKER, XSS_LIST } from '../../../test/chart-xss';
import { axisTooltip, chartTooltipLines, escapeChartText, plainChartLabel } from './chart-text';

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

describe('axis tooltip', () => {
  it('shows every hostile category and series name as text, keeping the series dots', () => {
    const format = axisTooltip((v) => v.toFixed(1));
    for (const name of XSS_LIST) {
      const html = format([
        { marker: MARKER, seriesName: name, axisValueLabel: name, value: 12 },
        { marker: MARKER, seriesName: '产量', axisValueLabel: name, value: null },
      ]);
      expectInertHtml(html);
      expect(html).toContain(escapedForm(name));
      expect(html).toContain(`${MARKER}${escapedForm(name)}: 12.0`);
      expect(html).toContain(`${MARKER}产量: -`);
    }
  });
});
