import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from './envelope';
import { pageNumber } from './ids';
import { mineFilterQuery } from './mine/api';
import { mineSummary, riskScoreSet } from './mine/summary';
import {
  FACETS,
  MINE_EXTRA_SORT_COLUMNS,
  MINE_LIST_MAX_PAGE_SIZE,
  MINE_SORT_COLUMNS,
  NAME_SEARCH_PAGE_SIZE,
} from './search-options';

export const nameSearchQuery = z.object({
  mineName: z.string().trim().min(1).max(100),
  pageNum: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(50).default(NAME_SEARCH_PAGE_SIZE),
});

export const nameSearchRow = mineSummary
  .pick({
    mineId: true,
    mineName: true,
    mineCode: true,
    prefecture: true,
    county: true,
    productionStatus: true,
    capacity: true,
  })
  .extend({
    /** How the name matched: exact, prefix, contains, pinyin or fuzzy. */
    match: z.enum(['exact', 'prefix', 'contains', 'pinyin', 'fuzzy']),
    /**
     * Where the text was found: the mine's name, a former name, or only the county (or prefecture) a name
     * starts with (金沙县清池镇阳波煤矿 for "jinsha"). Name matches come first.
     */
    matchField: z.enum(['name', 'alias', 'county']),
    /** The former name that matched, for an alias match. */
    matchedName: z.string().optional(),
  });
export type NameSearchRow = z.infer<typeof nameSearchRow>;
export const nameSearchResponse = listEnvelopeOf(nameSearchRow);

export const mineListQuery = mineFilterQuery.extend({
  pageNum: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(MINE_LIST_MAX_PAGE_SIZE).default(20),
  orderByColumn: z.enum([...MINE_SORT_COLUMNS, ...MINE_EXTRA_SORT_COLUMNS]).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type MineListQuery = z.infer<typeof mineListQuery>;

/** A search result: the list row with the risk model's current score and band (null while unscored). */
export const mineSearchRow = mineSummary;
export type MineSearchRow = z.infer<typeof mineSearchRow>;
export const mineListResponse = listEnvelopeOf(mineSearchRow).extend({ riskSet: riskScoreSet });

export const facetCounts = z.record(
  z.enum(FACETS),
  z.array(z.object({ value: z.string(), count: z.number().int() })),
);
export type FacetCounts = z.infer<typeof facetCounts>;
export const facetCountsResponse = envelopeOf(facetCounts);
