/**
 * ECharts renders tooltip formatters' strings as HTML: every data value (a mine, company or person's
 * name, an article title) that reaches one goes through here, so a name like `"><svg onload=…>` stays text.
 */
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeChartText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** Tooltip lines: each value escaped, empty ones dropped, joined by line breaks. */
export function chartTooltipLines(...values: (string | number | null | undefined)[]): string {
  return values
    .map(escapeChartText)
    .filter((line) => line !== '')
    .join('<br/>');
}

/**
 * Label formatters are not HTML but rich-text templates: `{a|…}` and `{b}` in a name would be read as
 * styles or placeholders. Braces become their full-width look-alikes, which read the same.
 */
export function plainChartLabel(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\{/g, '｛').replace(/\}/g, '｝');
}
