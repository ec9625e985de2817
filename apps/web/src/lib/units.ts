import type { ColumnDef } from '@coal/contracts';

const EN_UNITS: Record<string, string> = {
  '万吨/年': '×10⁴ t/a',
  万吨: '×10⁴ t',
  万元: '×10⁴ CNY',
  '元/吨': 'CNY/t',
  '万m³/a': '×10⁴ m³/a',
  年: 'a',
  个: '',
  人: '',
  层: '',
  台: '',
  分: '',
};

/** A unit in the current language; Chinese count words vanish in English. */
export function unitText(unit: string | undefined, zh: boolean): string {
  if (!unit) return '';
  return zh ? unit : (EN_UNITS[unit] ?? unit);
}

/** A header with its unit in brackets: "平均厚度（m）" / "Mean thickness (m)". */
export function columnTitle(col: Pick<ColumnDef, 'zh' | 'en' | 'unit'>, zh: boolean): string {
  const title = zh ? col.zh : col.en;
  const unit = unitText(col.unit, zh);
  if (!unit) return title;
  return zh ? `${title}（${unit}）` : `${title} (${unit})`;
}
