import { facetCountsResponse, type MineFilter, type MineListQuery, mineListResponse } from '@coal/contracts';
import { t, type Locale } from '../../lib/i18n';
import { type CachedJson, JsonCache } from '../../lib/json-cache';
import { filterKey, type MineSnapshots, toMineListRow } from '../mine';
import { MineListIndex, type MineRiskReader } from './mine-list-index';

export interface SearchServiceDeps {
  snapshots: MineSnapshots;
  /** Adds the band filter and the score sort when given. */
  risk?: MineRiskReader | undefined;
}

/** A page of 20 rows is about 10 KB: a few thousand filter and page combinations fit. */
const LIST_CACHE_BYTES = 32 * 1024 * 1024;
const FACET_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The search page's list and its per-option counts, from the mines held in memory. Both are read far more
 * often than mines change, so each answer is kept serialized until the mines or their risk scores change.
 */
export function createSearchService({ snapshots, risk }: SearchServiceDeps) {
  let index: MineListIndex | undefined;
  const lists = new JsonCache(LIST_CACHE_BYTES, 'search.lists');
  const facets = new JsonCache(FACET_CACHE_BYTES, 'search.facets');
  let dataVersion = '';

  /** The index over the current snapshot, and the version of the data its answers come from. */
  async function current(): Promise<{ index: MineListIndex; version: string }> {
    const snapshot = await snapshots.current();
    if (index?.snapshot !== snapshot) index = new MineListIndex(snapshot, risk);
    const version = `${snapshot.version}.${risk?.version() ?? 0}`;
    if (version !== dataVersion) {
      // Answers made from older mines or scores are never read again: free their memory at once.
      lists.clear();
      facets.clear();
      dataVersion = version;
    }
    return { index, version };
  }

  return {
    /** The list's response body for a query, with its ETag. */
    async listJson(query: MineListQuery, locale: Locale): Promise<CachedJson> {
      const { index, version } = await current();
      return lists.through(`${version}|${locale}|${filterKey(query)}`, async () => {
        const { rows, total } = index.list(query);
        const page = rows.map((row) => {
          const score = risk?.scoreOf(row.id) ?? null;
          return {
            ...toMineListRow(row),
            riskScore: score === null ? null : Math.round(score * 100) / 100,
            riskBand: risk?.bandOf(row.id) ?? null,
          };
        });
        // Shaped by the response schema once, when made: a cached answer is sent as it is.
        return JSON.stringify(
          mineListResponse.encode({
            code: 200,
            msg: t(locale, 'ok'),
            rows: page,
            total,
            riskSet: risk?.scoreSet() ?? null,
          }),
        );
      });
    },

    /** The facet counts' response body for a filter, with its ETag. */
    async facetsJson(filter: MineFilter, locale: Locale): Promise<CachedJson> {
      const { index, version } = await current();
      return facets.through(`${version}|${locale}|${filterKey(filter)}`, async () =>
        JSON.stringify(
          facetCountsResponse.encode({ code: 200, msg: t(locale, 'ok'), data: index.facets(filter) }),
        ),
      );
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
