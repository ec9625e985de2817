import { NAME_SEARCH_PAGE_SIZE } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/client';

export const nameSearchKeys = {
  all: ['mine-name-search'] as const,
  term: (term: string) => [...nameSearchKeys.all, term] as const,
};

/** Mines whose name matches (Chinese, pinyin, initials or a near miss), best first; never an empty name. */
export async function searchMineNames(term: string, signal?: AbortSignal) {
  const res = await request({
    path: '/api/investigation/baseMine/list',
    query: { mineName: term, pageNum: 1, pageSize: NAME_SEARCH_PAGE_SIZE },
    schema: () => import('./mine-schemas').then((m) => m.nameSearchResponse),
    signal,
    // A typeahead must not raise a notice per keystroke; the list shows its own error state.
    silent: true,
  });
  return { rows: res.rows.slice(0, NAME_SEARCH_PAGE_SIZE), total: res.total };
}

export const nameSearchQuery = (term: string) =>
  queryOptions({
    queryKey: nameSearchKeys.term(term),
    queryFn: ({ signal }) => searchMineNames(term, signal),
    enabled: term.trim() !== '',
    staleTime: 60_000,
  });

/** The typeahead's matches for a (debounced) term; an empty term asks nothing. */
export function useMineNameSearch(term: string, keepPrevious = false) {
  return useQuery({
    ...nameSearchQuery(term.trim()),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
