import { type FacetCounts, RISK_BANDS } from '@coal/contracts';
import { useSearchT } from '../search-i18n';
import { countsOf, optionsOf } from '../filter-options';
import { LIST_FILTERS, type ListFilter, type SearchFilters } from '../search-params';
import type { SearchDicts } from '../use-search-dicts';
import { CapacityFilter } from './capacity-filter';
import { FacetRow } from './facet-row';
import { RegionFilter } from './region-filter';
import { TextFilter } from './text-filter';

interface FilterPanelProps {
  filters: SearchFilters;
  facets: FacetCounts | undefined;
  dicts: SearchDicts;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/** Filters with their own controls above the rows of coded options. */
const OWN_CONTROLS = ['prefecture', 'county', 'riskBand'] as const;
type CodedFilter = Exclude<ListFilter, (typeof OWN_CONTROLS)[number]>;
const CODED = LIST_FILTERS.filter(
  (key): key is CodedFilter => !(OWN_CONTROLS as readonly string[]).includes(key),
);

/** Every filter of the search page, each option with its count under the other filters. */
export function FilterPanel({ filters, facets, dicts, onChange }: FilterPanelProps) {
  const { t } = useSearchT();
  const label = (key: CodedFilter) => t(`search.filter.${key}`);
  const optionLabel = (key: CodedFilter) =>
    key === 'scale'
      ? (value: string) => t('search.filter.scaleValue', { value })
      : (value: string, entry: { label: string } | undefined) => entry?.label ?? value;

  const bandCounts = countsOf(facets, 'riskBand');
  const bands = RISK_BANDS.map((band) => ({
    value: band,
    label: t(`search.band.${band}`),
    count: bandCounts ? (bandCounts.get(band) ?? 0) : undefined,
  }));

  return (
    <div className="filter-panel">
      <div className="filter-row filter-row--inputs">
        <div className="filter-field">
          <span className="filter-row__label">{t('search.filter.region')}</span>
          <RegionFilter
            prefecture={filters.prefecture}
            county={filters.county}
            prefectureCounts={countsOf(facets, 'prefecture')}
            countyCounts={countsOf(facets, 'county')}
            onChange={(prefecture, county) => onChange({ prefecture, county })}
          />
        </div>
        <div className="filter-field">
          <span className="filter-row__label">{t('search.filter.capacity')}</span>
          <CapacityFilter
            min={filters.capacityMin}
            max={filters.capacityMax}
            onChange={(capacityMin, capacityMax) => onChange({ capacityMin, capacityMax })}
          />
        </div>
        <div className="filter-field">
          <span className="filter-row__label">{t('search.filter.company')}</span>
          <TextFilter
            value={filters.company}
            label={t('search.filter.company')}
            placeholder={t('search.filter.companyPlaceholder')}
            onSubmit={(company) => onChange({ company })}
          />
        </div>
      </div>
      <FacetRow
        label={t('search.filter.riskBand')}
        options={bands}
        selected={filters.riskBand}
        onChange={(riskBand) => onChange({ riskBand })}
      />
      {CODED.map((key) => (
        <FacetRow
          key={key}
          label={label(key)}
          options={optionsOf(dicts[key], countsOf(facets, key), optionLabel(key))}
          selected={filters[key]}
          onChange={(values) => onChange({ [key]: values })}
        />
      ))}
    </div>
  );
}
