import { STATUS_CHANGE_ITEM } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { yieldToLoop } from '../../lib/yield';
import { miningDepthQuery } from './mining-depth.repository';
import {
  mineAccidents,
  mineAppraisals,
  mineAuctions,
  mineCapacityChanges,
  mineChanges,
  mineDishonest,
  mineGas,
  mineLicences,
  minePenalties,
  mineProduction,
  mineSupervision,
  mines,
} from '../../db/schema';

/**
 * Every dated record behind the risk indicators, of every year: what a back-test reads once to rebuild
 * each mine's facts as they stood at the end of each past year.
 */
export interface RecordHistory {
  accidents: { mineId: number; occurredOn: string; grade: string; deaths: number | null }[];
  penalties: { mineId: number; decidedOn: string; amount: number | null }[];
  /** Published, or filed when not published; null when neither is recorded. */
  dishonest: { mineId: number; day: string | null; open: boolean }[];
  auctions: { mineId: number; day: string | null }[];
  licences: { mineId: number; kind: string; validFrom: string | null; validTo: string | null }[];
  /** Largest figures of each mine and year. */
  production: { mineId: number; year: number; output: number; capacity: number | null }[];
  /** Design capacity and the announcements after it. */
  capacity: { mineId: number; on: string; capacity: number }[];
  /** STATUS_CHANGE_ITEM records: before and after hold a status value or label. */
  status: { mineId: number; on: string; before: string | null; after: string | null }[];
  /** 重大事故隐患 and 停产整顿 records. */
  supervision: { mineId: number; kind: string; on: string }[];
  /** Safety standardisation grades by year, newest last within a mine. */
  standardisation: { mineId: number; year: number; grade: string }[];
  /** Gas measurements; an undated one counts from the start. */
  gas: { mineId: number; on: string | null; pressure: number | null; content: number | null }[];
  /** Highest ground minus the lowest licensed elevation: not dated, today's figure. */
  depth: { mineId: number; depth: number }[];
}

const PERFORMED = '已履行';

/** Mines read per pass: a pass of every table holds the embedded database for a fraction of a second. */
const MINES_PER_PASS = 5000;

/**
 * One scan per table, mine-id range by range: on the embedded database a single read of a million rows
 * held the server's thread for over a minute, while ranges let other requests run between passes.
 */
export async function readRecordHistory(db: Executor, minesPerPass = MINES_PER_PASS): Promise<RecordHistory> {
  const [bounds] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(id) as low, max(id) as high from ${mines}`,
  );
  const out = emptyRecordHistory();
  if (bounds?.low == null || bounds.high == null) return out;
  for (let from = bounds.low; from <= bounds.high; from += minesPerPass) {
    const part = await readRange(db, from, from + minesPerPass - 1);
    // One row at a time: spreading a range's rows into push() can exceed the argument limit.
    for (const key of Object.keys(out) as (keyof RecordHistory)[])
      for (const row of part[key]) (out[key] as unknown[]).push(row);
    await yieldToLoop();
  }
  return out;
}

/** No records of any kind. */
export function emptyRecordHistory(): RecordHistory {
  return {
    accidents: [],
    penalties: [],
    dishonest: [],
    auctions: [],
    licences: [],
    production: [],
    capacity: [],
    status: [],
    supervision: [],
    standardisation: [],
    gas: [],
    depth: [],
  };
}

/** The records of the mines with ids from `low` to `high`. */
async function readRange(db: Executor, low: number, high: number): Promise<RecordHistory> {
  const inRange = (column = 'mine_id') => sql.raw(`${column} between ${low} and ${high}`);
  const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);
  const [accidents, penalties, dishonest, auctions, licences, production, capacity, status, ...more] =
    await Promise.all([
      queryRows<RecordHistory['accidents'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('occurred_on')} as "occurredOn", grade, deaths
              from ${mineAccidents} where ${inRange()}`,
      ),
      queryRows<RecordHistory['penalties'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('decided_on')} as "decidedOn", amount::float8 as amount
              from ${minePenalties} where ${inRange()}`,
      ),
      queryRows<RecordHistory['dishonest'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('coalesce(published_on, filed_on)')} as day,
                   performance is distinct from ${PERFORMED} as open
              from ${mineDishonest} where ${inRange()}`,
      ),
      queryRows<RecordHistory['auctions'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('auction_on')} as day from ${mineAuctions} where ${inRange()}`,
      ),
      queryRows<RecordHistory['licences'][number]>(
        db,
        sql`select mine_id as "mineId", kind, valid_from::text as "validFrom", valid_to::text as "validTo"
              from ${mineLicences} where ${inRange()}`,
      ),
      queryRows<RecordHistory['production'][number]>(
        db,
        sql`select mine_id as "mineId", year, max(output)::float8 as output, max(capacity)::float8 as capacity
              from ${mineProduction} where ${inRange()} group by mine_id, year`,
      ),
      queryRows<RecordHistory['capacity'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('announced_on')} as on, capacity::float8 as capacity
              from ${mineCapacityChanges} where ${inRange()} order by announced_on, sort`,
      ),
      queryRows<RecordHistory['status'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('changed_on')} as on, before, after
              from ${mineChanges} where ${inRange()} and item = ${STATUS_CHANGE_ITEM} order by changed_on, sort`,
      ),
      queryRows<RecordHistory['supervision'][number]>(
        db,
        sql`select mine_id as "mineId", kind, ${day('date')} as on from ${mineSupervision}
             where ${inRange()} and kind in ('重大事故隐患', '停产整顿') and date is not null`,
      ),
      queryRows<RecordHistory['standardisation'][number]>(
        db,
        sql`select mine_id as "mineId", year, result as grade from ${mineAppraisals}
             where ${inRange()} and kind = '安全生产标准化等级' and result is not null and year is not null
             order by mine_id, year, id`,
      ),
      queryRows<RecordHistory['gas'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('measured_on')} as on, gas_pressure::float8 as pressure,
                   gas_content::float8 as content
              from ${mineGas} where ${inRange()}`,
      ),
      queryRows<RecordHistory['depth'][number]>(db, miningDepthQuery(inRange('l.mine_id'))),
    ]);
  const [supervision, standardisation, gas, depth] = more;
  return {
    accidents,
    penalties,
    dishonest,
    auctions,
    licences,
    production,
    capacity,
    status,
    supervision,
    standardisation,
    gas,
    depth,
  };
}
