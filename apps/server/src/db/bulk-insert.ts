import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { yieldToLoop } from '../lib/yield';
import { type Executor, queryRows } from './client';

/**
 * JSON characters per statement: about a megabyte, a few thousand table rows or a few hundred documents,
 * enough that the per-statement cost vanishes and short enough not to hold the embedded database long.
 */
const STATEMENT_CHARS = 1_000_000;

export interface BulkInsertOptions {
  /** Appended after the insert, e.g. `on conflict (name) do update set …`. */
  onConflict?: SQL;
  /** Columns to return, by their SQL names. */
  returning?: string[];
  statementChars?: number;
}

/**
 * Inserts rows keyed as the Drizzle table's fields, sending each statement's rows as one JSON text that
 * json_populate_recordset turns into typed rows. One bind value instead of one per cell: PostgreSQL
 * parses and plans a few statements instead of thousands, and PGlite crosses into WebAssembly once per
 * statement. Dates, arrays and JSON documents take the column's own input conversion, as with Drizzle;
 * a field missing from a row is NULL (rows of one call share their shape). Yields between statements so
 * the embedded database never holds the thread for long.
 */
export async function bulkInsert<R extends Record<string, unknown>>(
  db: Executor,
  table: PgTable,
  rows: readonly object[],
  options: BulkInsertOptions = {},
): Promise<R[]> {
  if (!rows.length) return [];
  const fields = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => key in row));
  const columns = sql.join(
    fields.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  const returning = options.returning?.length
    ? sql` returning ${sql.join(
        options.returning.map((c) => sql.identifier(c)),
        sql`, `,
      )}`
    : sql``;
  const budget = options.statementChars ?? STATEMENT_CHARS;
  const out: R[] = [];
  let parts: string[] = [];
  let chars = 0;
  const flush = async () => {
    const json = `[${parts.join(',')}]`;
    parts = [];
    chars = 0;
    out.push(
      ...(await queryRows<R>(
        db,
        sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${json}::json)${options.onConflict ?? sql``}${returning}`,
      )),
    );
    await yieldToLoop();
  };
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    for (const [key, column] of fields) values[column.name] = (row as Record<string, unknown>)[key];
    const text = JSON.stringify(values);
    parts.push(text);
    chars += text.length + 1;
    if (chars >= budget) await flush();
  }
  if (parts.length) await flush();
  return out;
}
