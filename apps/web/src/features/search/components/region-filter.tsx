import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useRegions } from '../api/regions';
import { useSearchT } from '../search-i18n';
import { usePlaceName } from '@/lib/place-name';

interface RegionOption {
  value: string;
  /** The place name alone, for the closed box. */
  name: string;
  label: string;
  children?: RegionOption[];
}

interface RegionFilterProps {
  prefecture: string[];
  county: string[];
  prefectureCounts: Map<string, number> | undefined;
  countyCounts: Map<string, number> | undefined;
  onChange: (prefecture: string[], county: string[]) => void;
  id?: string;
}

const ALL = '';

/** The address tree (SPEC.md §3): 全部, then the 9 prefectures, then their counties, with counts. */
export function RegionFilter({
  prefecture,
  county,
  prefectureCounts,
  countyCounts,
  onChange,
  id,
}: RegionFilterProps) {
  const { t } = useSearchT();
  const regions = useRegions();
  const place = usePlaceName();
  const withCount = (label: string, counts: Map<string, number> | undefined) => {
    const count = counts?.get(label);
    return counts ? t('search.optionCount', { label: place(label), count: count ?? 0 }) : place(label);
  };
  const options = useMemo<RegionOption[]>(
    () => [
      { value: ALL, name: t('search.all'), label: t('search.all') },
      ...(regions.data ?? []).map((p) => ({
        value: p.value,
        name: place(p.label),
        label: withCount(p.label, prefectureCounts),
        children: p.children.map((c) => ({
          value: c.value,
          name: place(c.label),
          label: withCount(c.label, countyCounts),
        })),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- withCount only reads t and the counts listed
    [regions.data, prefectureCounts, countyCounts, t, place],
  );

  const selectedCounty = county[0];
  const owner = selectedCounty
    ? regions.data?.find((p) => p.children.some((c) => c.value === selectedCounty))?.value
    : undefined;
  const value = selectedCounty
    ? [owner ?? prefecture[0] ?? ALL, selectedCounty]
    : prefecture[0]
      ? [prefecture[0]]
      : [ALL];

  return (
    <Cascader
      id={id}
      className="region-filter"
      options={options}
      value={value}
      changeOnSelect
      allowClear={false}
      loading={regions.isPending}
      placeholder={t('search.filter.regionPlaceholder')}
      // Before the tree loads the options are unknown (null): the raw values are the names.
      displayRender={(labels, selected) =>
        labels
          .map((label, i) => (selected?.[i] as RegionOption | null | undefined)?.name ?? String(label))
          .join(' / ')
      }
      onChange={(next) => {
        const [p, c] = next ?? [];
        if (!p) onChange([], []);
        else onChange([p], c ? [c] : []);
      }}
      aria-label={t('search.filter.region')}
    />
  );
}
