import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import {
  mineAccidents,
  mineAuctions,
  mineDishonest,
  mineLicences,
  minePenalties,
  mineProduction,
} from '../../db/schema';

/** Which records to read: dated ones within [since, until], for the given mines (every mine without). */
export interface RecordWindow {
  mineIds?: number[];
  /** `YYYY-MM-DD`, inclusive. */
  since: string;
  /** `YYYY-MM-DD`, inclusive; open-ended without it. */
  until?: string;
  /** The year whose production records are wanted; none are read without it. */
  productionYear?: number;
}

/**
 * The records that say how a mine is doing, as scores and alerts read them. Accidents, penalties and
 * auctions are dated within the window; dishonest-debtor records and licences come whole, since their
 * state (open, expiring) matters more than their date.
 */
export interface RecordFacts {
  accidents: { mineId: number; occurredOn: string; kind: string; grade: string; deaths: number | null }[];
  penalties: {
    mineId: number;
    documentNo: string;
    decidedOn: string;
    amount: number | null;
    /** The decision, or the violation when no decision is recorded. */
    text: string | null;
  }[];
  dishonest: {
    mineId: number;
    caseNo: string;
    court: string;
    /** Published, or filed when not published. */
    day: string | null;
    /** The obligation is not fully performed. */
    open: boolean;
  }[];
  /** Judicial auctions within the window, or undated, per mine. */
  auctions: { mineId: number; count: number }[];
  licences: { mineId: number; kind: string; number: string; validTo: string | null }[];
  /** The production record of `productionYear` (largest figures when there are several). */
  production: { mineId: number; output: number; capacity: number | null }[];
}

const PERFORMED = '已履行';

/** The one reader of the record tables behind scores and alerts: one scan per table. */
export async function readRecordFacts(db: Executor, window: RecordWindow): Promise<RecordFacts> {
  const { since, until, productionYear } = window;
  // Child tables are built from column definitions at run time, so their columns are named in SQL here.
  const ofMines = (column: SQL): SQL =>
    window.mineIds
      ? sql`${column} = any(${`{${window.mineIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`
      : sql`true`;
  const dated = (column: SQL): SQL =>
    until === undefined
      ? sql`${column} >= ${since}::date`
      : sql`${column} between ${since}::date and ${until}::date`;
  const [accidents, penalties, dishonest, auctions, licences, production] = await Promise.all([
    queryRows<RecordFacts['accidents'][number]>(
      db,
      sql`select mine_id as "mineId", to_char(occurred_on, 'YYYY-MM-DD') as "occurredOn", kind, grade, deaths
            from ${mineAccidents} where ${ofMines(sql`mine_id`)} and ${dated(sql`occurred_on`)}`,
    ),
    queryRows<RecordFacts['penalties'][number]>(
      db,
      sql`select mine_id as "mineId", document_no as "documentNo", to_char(decided_on, 'YYYY-MM-DD') as "decidedOn",
                 amount::float8 as amount, coalesce(decision, violation) as text
            from ${minePenalties} where ${ofMines(sql`mine_id`)} and ${dated(sql`decided_on`)}`,
    ),
    queryRows<RecordFacts['dishonest'][number]>(
      db,
      sql`select mine_id as "mineId", case_no as "caseNo", court,
                 to_char(coalesce(published_on, filed_on), 'YYYY-MM-DD') as day,
                 performance is distinct from ${PERFORMED} as open
            from ${mineDishonest} where ${ofMines(sql`mine_id`)}`,
    ),
    queryRows<RecordFacts['auctions'][number]>(
      db,
      sql`select mine_id as "mineId", count(*)::int as count from ${mineAuctions}
           where ${ofMines(sql`mine_id`)} and (auction_on is null or ${dated(sql`auction_on`)}) group by mine_id`,
    ),
    queryRows<RecordFacts['licences'][number]>(
      db,
      sql`select mine_id as "mineId", kind, number, valid_to::text as "validTo"
            from ${mineLicences} where ${ofMines(sql`mine_id`)}`,
    ),
    productionYear === undefined
      ? Promise.resolve([])
      : queryRows<RecordFacts['production'][number]>(
          db,
          sql`select mine_id as "mineId", max(output)::float8 as output, max(capacity)::float8 as capacity
                from ${mineProduction} where ${ofMines(sql`mine_id`)} and year = ${productionYear}
               group by mine_id`,
        ),
  ]);
  return { accidents, penalties, dishonest, auctions, licences, production };
}
