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

/** A tooltip line's coloured dot, for series whose bars each take their own colour (ECharts' dot is the series'). */
export function colourDot(colour: string): string {
  return `<span style="display:inline-block;margin-right:4px;border-radius:50%;width:10px;height:10px;background-color:${escapeChartText(colour)}"></span>`;
}

/**
 * Label formatters are not HTML but rich-text templates: `{a|…}` and `{b}` in a name would be read as
 * styles or placeholders. Braces become their full-width look-alikes, which read the same.
 */
export function plainChartLabel(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\{/g, '｛').replace(/\}/g, '｝');
}

/** What ECharts hands an axis-triggered tooltip formatter for each series at the pointed category. */
export interface AxisTooltipParam {
  /** ECharts' own coloured dot (markup built from the series colour, not from data). */
  marker?: unknown;
  seriesName?: string;
  name?: string;
  axisValueLabel?: string;
  value?: unknown;
}

/**
 * An axis tooltip formatter: the category, then one line per series (its dot, name and value), every
 * data value escaped. Values go through `formatValue`; a missing value shows as a dash.
 */
export function axisTooltip(formatValue: (value: number) => string = String) {
  return (params: AxisTooltipParam | AxisTooltipParam[]): string => {
    const list = Array.isArray(params) ? params : [params];
    const head = list[0]?.axisValueLabel ?? list[0]?.name;
    const lines = list.map((p) => {
      const raw: unknown = Array.isArray(p.value) ? (p.value as unknown[]).at(-1) : p.value;
      const value = typeof raw === 'number' && Number.isFinite(raw) ? formatValue(raw) : '-';
      const marker = typeof p.marker === 'string' ? p.marker : '';
      return `${marker}${escapeChartText(p.seriesName)}: ${escapeChartText(value)}`;
    });
    return [escapeChartText(head), ...lines].filter((line) => line !== '').join('<br/>');
  };
}
