import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useSearchT } from '../search-i18n';

interface CapacityFilterProps {
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}

/** A capacity range in 10⁴ t/a, applied with its button or Enter. */
export function CapacityFilter({ min, max, onChange }: CapacityFilterProps) {
  const { t } = useSearchT();
  // Local drafts follow the URL when it changes (back button, clear all).
  const [draft, setDraft] = useState({ min, max, from: `${min}-${max}` });
  const current = draft.from === `${min}-${max}` ? draft : { min, max, from: `${min}-${max}` };
  const apply = () => onChange(current.min ?? undefined, current.max ?? undefined);
  const set = (patch: Partial<typeof current>) => setDraft({ ...current, ...patch });
  return (
    <Space.Compact className="capacity-filter">
      <InputNumber
        min={0}
        max={100000}
        value={current.min}
        placeholder="0"
        aria-label={t('search.filter.capacityMin')}
        onChange={(v) => set({ min: v ?? undefined })}
        onPressEnter={apply}
      />
      <span className="capacity-filter__dash" aria-hidden>
        –
      </span>
      <InputNumber
        min={0}
        max={100000}
        value={current.max}
        placeholder="∞"
        aria-label={t('search.filter.capacityMax')}
        onChange={(v) => set({ max: v ?? undefined })}
        onPressEnter={apply}
      />
      <Button onClick={apply}>{t('search.filter.capacityApply')}</Button>
    </Space.Compact>
  );
}
