import { DICT_TYPES } from '@coal/contracts';
import { type DictEntry, useDict } from '@/lib/dict';

export type DictMap = Map<string, DictEntry>;

/** The dictionaries behind the search page's filters, tags and columns (cached for the session). */
export function useSearchDicts() {
  return {
    productionStatus: useDict(DICT_TYPES.productionStatus).data,
    scale: useDict(DICT_TYPES.productionScale).data,
    mergerType: useDict(DICT_TYPES.mergerType).data,
    complexity: useDict(DICT_TYPES.complexity).data,
    gasGrade: useDict(DICT_TYPES.gasGrade).data,
    hydroType: useDict(DICT_TYPES.hydroType).data,
    coalRank: useDict(DICT_TYPES.coalRank).data,
  } satisfies Record<string, DictMap | undefined>;
}

export type SearchDicts = ReturnType<typeof useSearchDicts>;
