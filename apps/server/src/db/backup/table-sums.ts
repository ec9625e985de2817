import type { TableSum } from './format';

/** Runs one SQL text and answers its rows: PGlite's `query` inside or outside a transaction. */
export type RawQuery = <T>(text: string) => Promise<{ rows: T[] }>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Row count and checksum of every table of the database (the migrations' own table included), in one
 * name order. The checksum adds up each row's md5 as a 60-bit number, so it ignores the rows' order.
 */
export async function tableSums(query: RawQuery): Promise<TableSum[]> {
  const { rows: tables } = await query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')
      order by schemaname, tablename`,
  );
  const sums: TableSum[] = [];
  for (const { schemaname, tablename } of tables) {
    const { rows } = await query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows,
              coalesce(sum(('x' || left(md5(t::text), 15))::bit(60)::bigint), 0)::text as checksum
         from ${quoted(schemaname)}.${quoted(tablename)} t`,
    );
    sums.push({ name: `${schemaname}.${tablename}`, rows: rows[0]!.rows, checksum: rows[0]!.checksum });
  }
  return sums;
}

/** The tables whose count or checksum differ between two lists (a table in one list only counts too). */
export function differingTables(expected: TableSum[], actual: TableSum[]): string[] {
  const byName = new Map(actual.map((sum) => [sum.name, sum]));
  const names = new Set([...expected.map((sum) => sum.name), ...actual.map((sum) => sum.name)]);
  const expectedByName = new Map(expected.map((sum) => [sum.name, sum]));
  return [...names].filter((name) => {
    const a = expectedByName.get(name);
    const b = byName.get(name);
    return !a || !b || a.rows !== b.rows || a.checksum !== b.checksum;
  });
}
