import { MapPage, type MineFilterKit } from '@/features/map';
import {
  activeFilterCount,
  parseSearchParams,
  SearchFilterPanel,
  type SearchFilters,
  searchHref,
  toFilterQuery,
} from '@/features/search/filters';

// The map filters mines exactly as the search page does: its panel, URL keys and API query.
const searchFilters: MineFilterKit<SearchFilters> = {
  fromParams: (params) => parseSearchParams(params).filters,
  searchHref,
  toQuery: toFilterQuery,
  activeCount: activeFilterCount,
  narrow: (filters, { prefecture, productionStatus }) => ({
    ...filters,
    ...(prefecture ? { prefecture: [prefecture], county: [] } : {}),
    ...(productionStatus ? { productionStatus } : {}),
  }),
  Panel: SearchFilterPanel,
};

export function MapRoute() {
  return <MapPage kit={searchFilters} />;
}
