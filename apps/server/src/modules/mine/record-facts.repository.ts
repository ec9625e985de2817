import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { miningDepthQuery } from './mining-depth.repository';
import {
  mineAccidents,
  mineAppraisals,
  mineAuctions,
  mineDishonest,
  mineGas,
  mineLicences,
  minePenalties,
  mineProduction,
  mineSupervision,
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
  /** 重大事故隐患 and 停产整顿 records within the window. */
  supervision: { mineId: number; kind: string; date: string }[];
  /** The latest safety standardisation grade per mine (up to `until`). */
  standardisation: { mineId: number; grade: string }[];
  /** Highest measured gas pressure and content per mine (measured up to `until`, or undated). */
  gas: { mineId: number; pressure: number | null; content: number | null }[];
  /** Highest ground (physical geography) minus the lowest licensed elevation, per mine with both. */
  depth: { mineId: number; depth: number }[];
  /** The last year with output per mine (up to `until`'s year). */
  lastOutput: { mineId: number; year: number }[];
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
  const untilYear = until === undefined ? 9999 : Number(until.slice(0, 4));
  const upTo = (column: SQL): SQL => (until === undefined ? sql`true` : sql`${column} <= ${until}::date`);
  const [accidents, penalties, dishonest, auctions, licences, production, ...more] = await Promise.all([
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
    queryRows<RecordFacts['supervision'][number]>(
      db,
      sql`select mine_id as "mineId", kind, to_char(date, 'YYYY-MM-DD') as date from ${mineSupervision}
           where ${ofMines(sql`mine_id`)} and kind in ('重大事故隐患', '停产整顿') and ${dated(sql`date`)}`,
    ),
    queryRows<RecordFacts['standardisation'][number]>(
      db,
      sql`select distinct on (mine_id) mine_id as "mineId", result as grade from ${mineAppraisals}
           where ${ofMines(sql`mine_id`)} and kind = '安全生产标准化等级' and result is not null
             and year <= ${untilYear}
           order by mine_id, year desc, id desc`,
    ),
    queryRows<RecordFacts['gas'][number]>(
      db,
      sql`select mine_id as "mineId", max(gas_pressure)::float8 as pressure, max(gas_content)::float8 as content
            from ${mineGas} where ${ofMines(sql`mine_id`)} and (measured_on is null or ${upTo(sql`measured_on`)})
           group by mine_id`,
    ),
    queryRows<RecordFacts['depth'][number]>(db, miningDepthQuery(ofMines(sql`l.mine_id`))),
    queryRows<RecordFacts['lastOutput'][number]>(
      db,
      sql`select mine_id as "mineId", max(year)::int as year from ${mineProduction}
           where ${ofMines(sql`mine_id`)} and output > 0 and year <= ${untilYear} group by mine_id`,
    ),
  ]);
  const [supervision, standardisation, gas, depth, lastOutput] = more;
  return {
    accidents,
    penalties,
    dishonest,
    auctions,
    licences,
    production,
    supervision,
    standardisation,
    gas,
    depth,
    lastOutput,
  };
}
