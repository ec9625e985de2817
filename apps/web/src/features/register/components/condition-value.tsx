import type { RegisterCondition, RegisterField } from '@coal/contracts';
import { RISK_BANDS } from '@coal/contracts';
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { DictMap } from '@/lib/dict';
import { usePlaceName } from '@/lib/place-name';
import { useRegisterT } from '../register-i18n';

interface ConditionValueProps {
  field: RegisterField;
  condition: RegisterCondition;
  dict: DictMap | undefined;
  /** Prefectures and counties known to the console, for their "one of" lists. */
  places: { prefecture: string[]; county: string[] };
  onChange: (values: string[]) => void;
}

/** The value input of one condition, by the field's kind and the operator. */
export function ConditionValue({ field, condition, dict, places, onChange }: ConditionValueProps) {
  const { t } = useRegisterT();
  const place = usePlaceName();
  const { op, values } = condition;
  const label = t('register.value');
  if (op === 'range' && field.kind === 'time') {
    const [from = '', to = ''] = values;
    return (
      <DatePicker.RangePicker
        aria-label={label}
        allowEmpty={[true, true]}
        placeholder={[t('register.from'), t('register.to')]}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(days) =>
          onChange([days?.[0]?.format('YYYY-MM-DD') ?? '', days?.[1]?.format('YYYY-MM-DD') ?? ''])
        }
      />
    );
  }
  if (op === 'range') {
    const [min = '', max = ''] = values;
    const number = (text: string) => (text === '' ? null : Number(text));
    return (
      <Space.Compact>
        <InputNumber
          aria-label={`${label} ${t('register.min')}`}
          placeholder={t('register.min')}
          value={number(min)}
          onChange={(v) => onChange([v === null ? '' : String(v), max])}
        />
        <InputNumber
          aria-label={`${label} ${t('register.max')}`}
          placeholder={t('register.max')}
          value={number(max)}
          onChange={(v) => onChange([min, v === null ? '' : String(v)])}
        />
      </Space.Compact>
    );
  }
  const options = optionsOf(field, dict, places, place, t);
  if (options) {
    return (
      <Select
        aria-label={label}
        mode={op === 'in' ? 'multiple' : undefined}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('register.choose')}
        className="register-query__value"
        options={options}
        value={op === 'in' ? values : values[0]}
        onChange={(v: string | string[] | undefined) =>
          onChange(v === undefined ? [] : Array.isArray(v) ? v : [v])
        }
      />
    );
  }
  if (field.kind === 'number') {
    return (
      <InputNumber
        aria-label={label}
        value={values[0] ? Number(values[0]) : null}
        onChange={(v) => onChange(v === null ? [] : [String(v)])}
      />
    );
  }
  return (
    <Input
      aria-label={label}
      placeholder={t('register.text')}
      className="register-query__value"
      value={values[0] ?? ''}
      maxLength={200}
      onChange={(e) => onChange([e.target.value])}
    />
  );
}

/** The choices of a coded, band or place field; free text elsewhere. */
function optionsOf(
  field: RegisterField,
  dict: DictMap | undefined,
  places: { prefecture: string[]; county: string[] },
  place: (name: string) => string,
  t: ReturnType<typeof useRegisterT>['t'],
): { value: string; label: string }[] | undefined {
  if (field.kind === 'dict')
    return dict ? [...dict].map(([value, entry]) => ({ value, label: entry.label })) : [];
  if (field.kind === 'band')
    return RISK_BANDS.map((band) => ({ value: band, label: t('register.band', { band }) }));
  if (field.key === 'prefecture' || field.key === 'county')
    return places[field.key].map((name) => ({ value: name, label: place(name) }));
  return undefined;
}
