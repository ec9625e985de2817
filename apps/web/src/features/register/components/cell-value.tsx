import type { RegisterField, RegisterRow, RiskBand } from '@coal/contracts';
import { Link } from 'react-router';
import { RiskBandTag } from '@/components/risk-band-tag';
import { StatusTag } from '@/components/status-tag';
import type { DictMap } from '@/lib/dict';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { useRegisterT } from '../register-i18n';

const PLACES = new Set(['prefecture', 'county']);

/** One register cell, shown as the field's kind reads: a dictionary label, a band, a place, a number. */
export function CellValue({
  field,
  row,
  dict,
  place,
}: {
  field: RegisterField;
  row: RegisterRow;
  dict: DictMap | undefined;
  place: (name: string) => string;
}) {
  const { t, language } = useRegisterT();
  const value = row[readKey(field.key)];
  if (field.key === 'name') return <Link to={mineHref(row.mineId)}>{row.mineName}</Link>;
  if (value === null || value === undefined || (Array.isArray(value) && !value.length))
    return <>{t('register.none')}</>;
  if (field.kind === 'band')
    return <RiskBandTag band={value as RiskBand} label={t('register.band', { band: String(value) })} />;
  if (field.kind === 'dict') {
    const entry = dict?.get(String(value));
    if (field.key === 'productionStatus' && entry)
      return <StatusTag tone={entry.tone}>{entry.label}</StatusTag>;
    return <>{entry?.label ?? String(value)}</>;
  }
  if (typeof value === 'number') return <>{formatNumber(value, language)}</>;
  if (Array.isArray(value)) return <>{value.join('、')}</>;
  return <>{PLACES.has(field.key) ? place(String(value)) : String(value)}</>;
}

/** Register fields are the mine sheet's keys; the row names a few of them as every list does. */
const ROW_KEYS: Partial<Record<string, keyof RegisterRow>> = { code: 'mineCode', name: 'mineName' };
export const readKey = (key: string): keyof RegisterRow => ROW_KEYS[key] ?? (key as keyof RegisterRow);
