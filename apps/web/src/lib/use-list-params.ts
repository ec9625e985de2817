import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readNumber, readOneOf, readText } from '@/lib/url-values';

export type ListValues = Record<string, string | number | undefined>;

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A list's filters, page and sort in the URL, so every view is a link and survives a reload. Unknown
 * or malformed values read as absent; a filter change goes back to page 1.
 */
export function useListParams(filterKeys: readonly string[], sortColumns: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const values: ListValues = {
      pageNum: readNumber(params.get('pageNum') ?? undefined, { min: 1, max: 100_000, integer: true }) ?? 1,
      pageSize: readOneOf(params.get('pageSize') ?? undefined, PAGE_SIZES.map(String)) ?? '20',
      orderByColumn: readOneOf(params.get('orderByColumn') ?? undefined, sortColumns),
      isAsc: readOneOf(params.get('isAsc') ?? undefined, ['asc', 'desc']),
    };
    for (const key of filterKeys) values[key] = readText(params.get(key) ?? undefined, 64);
    values.pageSize = Number(values.pageSize);
    return values;
  }, [params, filterKeys, sortColumns]);

  const update = useCallback(
    (patch: ListValues) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    query,
    setFilters: (filters: ListValues) => update({ ...filters, pageNum: undefined }),
    clearFilters: () => update(Object.fromEntries(filterKeys.map((key) => [key, undefined]))),
    setPage: (pageNum: number, pageSize: number) =>
      update({
        pageNum: pageNum > 1 ? pageNum : undefined,
        pageSize: pageSize === 20 ? undefined : pageSize,
      }),
    setSort: (column: string | undefined, order: 'asc' | 'desc' | undefined) =>
      update({ orderByColumn: order ? column : undefined, isAsc: order, pageNum: undefined }),
    hasFilters: filterKeys.some((key) => query[key] !== undefined),
    pageSizes: PAGE_SIZES,
  };
}

export type ListParams = ReturnType<typeof useListParams>;
