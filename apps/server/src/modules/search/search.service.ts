import {
  FACETS,
  type FacetCounts,
  type MineFilter,
  type MineListQuery,
  type MineListRow,
} from '@coal/contracts';
import { type MineRepository, toMineListRow } from '../mine';

export interface SearchServiceDeps {
  mines: Pick<MineRepository, 'list' | 'facetCounts'>;
}

/** The search page's list and its per-option counts. */
export function createSearchService({ mines }: SearchServiceDeps) {
  return {
    async list(query: MineListQuery): Promise<{ rows: MineListRow[]; total: number }> {
      const { rows, total } = await mines.list(query);
      return { rows: rows.map(toMineListRow), total };
    },

    async facets(filter: MineFilter): Promise<FacetCounts> {
      const counts = await Promise.all(FACETS.map((facet) => mines.facetCounts(filter, facet)));
      return Object.fromEntries(FACETS.map((facet, i) => [facet, counts[i]!])) as FacetCounts;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
