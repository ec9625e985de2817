import type { ColumnDef } from '@coal/contracts';
import { Input, InputNumber, Select } from 'antd';
import type { DictEntry, DictMap } from '@/lib/dict';
import { useMineEditT } from '../mine-edit-i18n';

/** The input a column's type asks for: a select of its dictionary (disabled items not offered), a number with its unit, a list of names. */
export function MineFieldInput({
  column,
  dict,
  id,
  value,
  onChange,
}: {
  column: ColumnDef;
  dict: DictMap | undefined;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}) {
  const { t } = useMineEditT();
  if (column.type === 'dict') {
    const options = [...(dict ?? new Map<string, DictEntry>())].map(([code, entry]) => ({
      value: code,
      label: entry.label,
      // A disabled item labels what is stored, but is no new choice.
      disabled: entry.disabled === true && code !== value,
    }));
    return (
      <Select
        id={id}
        value={value ?? undefined}
        onChange={(v) => onChange?.(v ?? null)}
        options={options}
        allowClear={!column.required}
        placeholder={t('mineEdit.none')}
      />
    );
  }
  if (column.type === 'number' || column.type === 'integer')
    return (
      <InputNumber
        id={id}
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange?.(v ?? null)}
        min={column.min}
        max={column.max}
        precision={column.type === 'integer' ? 0 : undefined}
        suffix={column.unit}
        style={{ width: '100%' }}
      />
    );
  if (column.type === 'list')
    return (
      <Select
        id={id}
        mode="tags"
        value={Array.isArray(value) ? (value as string[]) : []}
        onChange={(v) => onChange?.(v)}
        open={false}
        placeholder={t('mineEdit.listHint')}
      />
    );
  return (
    <Input
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange?.(e.target.value)}
      maxLength={column.maxLength}
      placeholder={column.type === 'date' ? 'YYYY-MM-DD' : undefined}
    />
  );
}
