import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import {
  REGISTER_FIELD_BY_KEY,
  REGISTER_FIELDS,
  REGISTER_MAX_CONDITIONS,
  type RegisterCondition,
} from '@coal/contracts';
import { Button, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useFeedback } from '@/components/feedback';
import { useDicts } from '@/lib/dict';
import { useRegions } from '@/lib/mine/regions';
import { fieldLabel } from '../column-model';
import { useRegisterT } from '../register-i18n';
import { ConditionValue } from './condition-value';

const DICT_TYPES = [...new Set(REGISTER_FIELDS.flatMap((f) => (f.dict ? [f.dict] : [])))];

/** A condition is complete when its operator has what it needs: one value, any values, or one end of a range. */
export const isComplete = ({ op, values }: RegisterCondition) =>
  op === 'range' ? values.slice(0, 2).some((v) => v !== '') : values.some((v) => v.trim() !== '');

/**
 * The advanced query: one row per condition (field, operator, value), all of them applied together. The
 * rows are a draft until 查询 writes them to the URL; the caller mounts it afresh when the URL's conditions
 * change (back, a link, a saved query), so the draft always starts from what is applied.
 */
export function AdvancedQuery({
  conditions,
  onApply,
}: {
  conditions: RegisterCondition[];
  onApply: (conditions: RegisterCondition[]) => void;
}) {
  const { t, zh } = useRegisterT();
  const { message } = useFeedback();
  const [draft, setDraft] = useState(conditions);
  const dicts = useDicts(DICT_TYPES);
  const regions = useRegions();
  const places = useMemo(
    () => ({
      prefecture: (regions.data ?? []).map((r) => r.value),
      county: (regions.data ?? []).flatMap((r) => r.children.map((c) => c.value)),
    }),
    [regions.data],
  );
  const fieldOptions = REGISTER_FIELDS.map((f) => ({ value: f.key, label: fieldLabel(f, zh) }));

  const patch = (index: number, next: Partial<RegisterCondition>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...next } : row)));
  const add = () => setDraft((rows) => [...rows, { field: 'name', op: 'contains', values: [] }]);
  const apply = () => {
    if (!draft.every(isComplete)) {
      void message.warning(t('register.incomplete'));
      return;
    }
    onApply(draft);
  };

  return (
    <section className="register-query" aria-label={t('register.query')}>
      {draft.map((condition, index) => {
        const field = REGISTER_FIELD_BY_KEY.get(condition.field)!;
        return (
          <Space key={index} wrap className="register-query__row" data-testid="register-condition">
            <Select
              aria-label={t('register.field')}
              className="register-query__field"
              showSearch={{ optionFilterProp: 'label' }}
              options={fieldOptions}
              value={condition.field}
              onChange={(key: string) => {
                const next = REGISTER_FIELD_BY_KEY.get(key)!;
                patch(index, { field: key, op: next.operators[0]!, values: [] });
              }}
            />
            <Select
              aria-label={t('register.operator')}
              className="register-query__op"
              options={field.operators.map((op) => ({ value: op, label: t(`register.op.${op}`) }))}
              value={condition.op}
              onChange={(op: RegisterCondition['op']) => patch(index, { op, values: [] })}
            />
            <ConditionValue
              field={field}
              condition={condition}
              dict={field.dict && dicts.get(field.dict)}
              places={places}
              onChange={(values) => patch(index, { values })}
            />
            <Button
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('register.removeCondition')}
              title={t('register.removeCondition')}
              onClick={() => setDraft((rows) => rows.filter((_, i) => i !== index))}
            />
          </Space>
        );
      })}
      <Space wrap>
        <Button icon={<PlusOutlined />} disabled={draft.length >= REGISTER_MAX_CONDITIONS} onClick={add}>
          {t('register.addCondition')}
        </Button>
        <Button type="primary" onClick={apply}>
          {t('register.apply')}
        </Button>
        {(draft.length > 0 || conditions.length > 0) && (
          <Button
            onClick={() => {
              setDraft([]);
              onApply([]);
            }}
          >
            {t('register.clear')}
          </Button>
        )}
      </Space>
    </section>
  );
}
