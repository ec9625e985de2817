import { asc, type Column, desc, type SQL, sql } from 'drizzle-orm';

/** RuoYi's `isAsc` (asc/ascending/desc/descending) as a direction; newest-first lists default to desc. */
export function orderOf(column: Column | SQL, isAsc: string | undefined, fallback: 'asc' | 'desc' = 'desc') {
  const ascending = isAsc ? isAsc.startsWith('asc') : fallback === 'asc';
  return ascending ? asc(column) : desc(column);
}

/** The start of a calendar day in Asia/Shanghai, the zone every date filter is given in. */
export const shanghaiDayStart = (day: string) => sql`${`${day} 00:00:00+08`}::timestamptz`;
/** The start of the day after, so a `dateTo` filter takes its whole day. */
export const shanghaiDayEnd = (day: string) => sql`(${`${day} 00:00:00+08`}::timestamptz + interval '1 day')`;
