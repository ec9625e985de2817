import { expect } from 'vitest';

/** Hostile names and labels a chart formatter must show as text: markup, scripts, template syntax. */
export const XSS_LIST: readonly string[] = [
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  "'><iframe src=javascript:alert(1)></iframe>",
  '<a href="javascript:alert(1)">点击</a>',
  '<style>*{display:none}</style>',
  '<b onmouseover=alert(1)>粗体</b>',
  '&lt;svg onload=alert(1)&gt;',
  '{a|x}{b}{c}',
  '</div><div style="position:fixed;inset:0">',
  '<br/><input autofocus onfocus=alert(1)>',
];

/** The series dot ECharts hands a formatter: markup of its own, which the formatter may pass on. */
export const MARKER = '<span class="chart-marker-test"></span>';

/**
 * Asserts a formatter's HTML carries no markup but line breaks and ECharts' series dots: whatever data
 * it was given can only show as text.
 */
export function expectInertHtml(html: string) {
  const rest = html.split(MARKER).join('').split('<br/>').join('');
  expect(rest, html).not.toMatch(/[<>"']/);
}

/** Asserts a label (a canvas rich-text template) holds no template braces that would restyle it. */
export function expectPlainLabel(label: string) {
  expect(label).not.toMatch(/[{}]/);
}

/** The escaped form a hostile value must appear as in tooltip HTML. */
export function escapedForm(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
