import type { FacetCounts, MineFilter, MineListQuery, MineSearchRow } from '@coal/contracts';
import { type MineSnapshots, toMineListRow } from '../mine';
import { MineListIndex, type MineRiskReader } from './mine-list-index';

export interface SearchServiceDeps {
  snapshots: MineSnapshots;
  /** Adds the band filter and the score sort when given. */
  risk?: MineRiskReader | undefined;
}

/** The search page's list and its per-option counts, from the mines held in memory. */
export function createSearchService({ snapshots, risk }: SearchServiceDeps) {
  let index: MineListIndex | undefined;

  async function current(): Promise<MineListIndex> {
    const snapshot = await snapshots.current();
    if (index?.snapshot !== snapshot) index = new MineListIndex(snapshot, risk);
    return index;
  }

  return {
    async list(query: MineListQuery): Promise<{ rows: MineSearchRow[]; total: number }> {
      const { rows, total } = (await current()).list(query);
      return {
        rows: rows.map((row) => {
          const score = risk?.scoreOf(row.id) ?? null;
          return {
            ...toMineListRow(row),
            riskScore: score === null ? null : Math.round(score * 100) / 100,
            riskBand: risk?.bandOf(row.id) ?? null,
          };
        }),
        total,
      };
    },

    async facets(filter: MineFilter): Promise<FacetCounts> {
      return (await current()).facets(filter);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
