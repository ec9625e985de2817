import { useFacets } from '../api/facets';
import type { SearchFilters } from '../search-params';
import { useSearchDicts } from '../use-search-dicts';
import { FilterPanel } from './filter-panel';
import '@/styles/features/search.css';

/** The search page's filter panel with its own counts and dictionaries, for pages that filter mines too. */
export function SearchFilterPanel({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}) {
  const facets = useFacets(filters);
  const dicts = useSearchDicts();
  return <FilterPanel filters={filters} facets={facets.data} dicts={dicts} onChange={onChange} />;
}
