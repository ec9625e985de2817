import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { usePlaceName } from '@/lib/place-name';
import { type SearchKey, useSearchT } from '../search-i18n';
import { clearedFilters, LIST_FILTERS, type ListFilter, NO_AREA, type SearchFilters } from '../search-params';
import { useDict } from '@/lib/dict';
import { DICT_TYPES } from '@coal/contracts';
import type { SearchDicts } from '../use-search-dicts';

interface ActiveFiltersProps {
  filters: SearchFilters;
  dicts: SearchDicts;
  onChange: (patch: Partial<SearchFilters>) => void;
}

interface Chip {
  key: string;
  label: string;
  clear: Partial<SearchFilters>;
}

type CodedFilter = Exclude<ListFilter, 'prefecture' | 'county' | 'riskBand'>;

const TITLE: Record<CodedFilter, SearchKey> = {
  productionStatus: 'search.filter.productionStatus',
  scale: 'search.filter.scale',
  mergerType: 'search.filter.mergerType',
  complexity: 'search.filter.complexity',
  gasGrade: 'search.filter.gasGrade',
  hydroType: 'search.filter.hydroType',
  coalRank: 'search.filter.coalRank',
};

/** The filters in force, each removable, and one action to clear them all. */
export function ActiveFilters({ filters, dicts, onChange }: ActiveFiltersProps) {
  const { t } = useSearchT();
  const place = usePlaceName();
  const productionTypes = useDict(DICT_TYPES.productionType).data;
  const chip = (title: string, value: string) => t('search.chip', { title, value });
  const chips: Chip[] = [];
  if (filters.mineName)
    chips.push({
      key: 'mineName',
      label: chip(t('search.keyword'), filters.mineName),
      clear: { mineName: undefined },
    });
  const places = [...filters.prefecture, ...filters.county];
  if (places.length)
    chips.push({
      key: 'region',
      label: chip(t('search.filter.region'), places.map(place).join(' / ')),
      clear: { prefecture: [], county: [] },
    });
  if (filters.riskBand.length)
    chips.push({
      key: 'riskBand',
      label: chip(
        t('search.filter.riskBand'),
        filters.riskBand.map((band) => t('search.bandShort', { band })).join(t('search.listSeparator')),
      ),
      clear: { riskBand: [] },
    });
  for (const key of LIST_FILTERS) {
    if (key === 'prefecture' || key === 'county' || key === 'riskBand' || !filters[key].length) continue;
    const names = filters[key].map((v) =>
      key === 'scale' ? t('search.filter.scaleValue', { value: v }) : (dicts[key]?.get(v)?.label ?? v),
    );
    chips.push({
      key,
      label: chip(t(TITLE[key]), names.join(t('search.listSeparator'))),
      clear: { [key]: [] },
    });
  }
  if (filters.productionType?.length)
    chips.push({
      key: 'productionType',
      label: chip(
        t('search.filter.productionType'),
        filters.productionType
          .map((v) => productionTypes?.get(v)?.label ?? v)
          .join(t('search.listSeparator')),
      ),
      clear: { productionType: undefined },
    });
  if (filters.scaleClass?.length)
    chips.push({
      key: 'scaleClass',
      label: chip(
        t('search.filter.scaleClass'),
        filters.scaleClass
          .map((v) => t(`search.scaleClass.${v}` as SearchKey))
          .join(t('search.listSeparator')),
      ),
      clear: { scaleClass: undefined },
    });
  if (filters.ownerGroup?.length)
    chips.push({
      key: 'ownerGroup',
      label: chip(t('search.filter.ownerGroup'), filters.ownerGroup.join(t('search.listSeparator'))),
      clear: { ownerGroup: undefined },
    });
  if (filters.productionYear?.length)
    chips.push({
      key: 'productionYear',
      label: chip(t('search.filter.productionYear'), filters.productionYear.join(t('search.listSeparator'))),
      clear: { productionYear: undefined },
    });
  if (filters.capacityMin !== undefined || filters.capacityMax !== undefined)
    chips.push({
      key: 'capacity',
      label: chip(t('search.filter.capacity'), `${filters.capacityMin ?? 0}–${filters.capacityMax ?? '∞'}`),
      clear: { capacityMin: undefined, capacityMax: undefined },
    });
  if (filters.company)
    chips.push({
      key: 'company',
      label: chip(t('search.filter.company'), filters.company),
      clear: { company: undefined },
    });
  if (filters.radiusKm !== undefined) {
    const centre =
      filters.areaLabel ??
      (filters.nearMine !== undefined
        ? `#${filters.nearMine}`
        : `${filters.lat ?? ''}, ${filters.lng ?? ''}`);
    chips.push({
      key: 'area',
      label: chip(
        t('search.filter.area'),
        t('search.filter.areaValue', { centre, radius: filters.radiusKm }),
      ),
      clear: NO_AREA,
    });
  }
  if (!chips.length) return null;

  return (
    <div className="active-filters" role="group" aria-label={t('search.active')}>
      {chips.map((chip) => (
        <span key={chip.key} className="active-filters__chip">
          {chip.label}
          <button
            type="button"
            className="active-filters__remove"
            aria-label={t('search.removeFilter', { label: chip.label })}
            onClick={() => onChange(chip.clear)}
          >
            <CloseOutlined aria-hidden />
          </button>
        </span>
      ))}
      <Button type="link" size="small" onClick={() => onChange(clearedFilters())}>
        {t('search.clearAll')}
      </Button>
    </div>
  );
}
