import type { FacetCounts } from '@coal/contracts';
import type { DictEntry } from '@/lib/dict';

export interface FilterOption {
  value: string;
  label: string;
  /** Mines with this value under every other filter; undefined until the counts arrive. */
  count: number | undefined;
}

type Facet = keyof FacetCounts;

/** The count of each value of a facet, as a lookup. */
export function countsOf(facets: FacetCounts | undefined, facet: Facet): Map<string, number> | undefined {
  const list = facets?.[facet];
  return list ? new Map(list.map((item) => [item.value, item.count])) : undefined;
}

/**
 * The options of a coded filter: every dictionary entry in dictionary order with its count; values the
 * data holds but the dictionary lacks are appended so no mine is unreachable. A disabled entry shows
 * only while mines still hold it.
 */
export function optionsOf(
  dict: Map<string, DictEntry> | undefined,
  counts: Map<string, number> | undefined,
  label: (value: string, entry: DictEntry | undefined) => string = (value, entry) => entry?.label ?? value,
): FilterOption[] {
  const options: FilterOption[] = [...(dict ?? new Map<string, DictEntry>())]
    .filter(([value, entry]) => !entry.disabled || (counts?.get(value) ?? 0) > 0)
    .map(([value, entry]) => ({
      value,
      label: label(value, entry),
      count: counts ? (counts.get(value) ?? 0) : undefined,
    }));
  if (dict && counts) {
    for (const [value, count] of counts) {
      if (!dict.has(value) && value !== '') options.push({ value, label: label(value, undefined), count });
    }
  }
  return options;
}
