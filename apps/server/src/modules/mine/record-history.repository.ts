import { STATUS_CHANGE_ITEM } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
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

/** One scan per table, every mine. */
export async function readRecordHistory(db: Executor): Promise<RecordHistory> {
  const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);
  const [accidents, penalties, dishonest, auctions, licences, production, capacity, status, ...more] =
    await Promise.all([
      queryRows<RecordHistory['accidents'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('occurred_on')} as "occurredOn", grade, deaths
              from ${mineAccidents}`,
      ),
      queryRows<RecordHistory['penalties'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('decided_on')} as "decidedOn", amount::float8 as amount
              from ${minePenalties}`,
      ),
      queryRows<RecordHistory['dishonest'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('coalesce(published_on, filed_on)')} as day,
                   performance is distinct from ${PERFORMED} as open
              from ${mineDishonest}`,
      ),
      queryRows<RecordHistory['auctions'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('auction_on')} as day from ${mineAuctions}`,
      ),
      queryRows<RecordHistory['licences'][number]>(
        db,
        sql`select mine_id as "mineId", kind, valid_from::text as "validFrom", valid_to::text as "validTo"
              from ${mineLicences}`,
      ),
      queryRows<RecordHistory['production'][number]>(
        db,
        sql`select mine_id as "mineId", year, max(output)::float8 as output, max(capacity)::float8 as capacity
              from ${mineProduction} group by mine_id, year`,
      ),
      queryRows<RecordHistory['capacity'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('announced_on')} as on, capacity::float8 as capacity
              from ${mineCapacityChanges} order by announced_on, sort`,
      ),
      queryRows<RecordHistory['status'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('changed_on')} as on, before, after
              from ${mineChanges} where item = ${STATUS_CHANGE_ITEM} order by changed_on, sort`,
      ),
      queryRows<RecordHistory['supervision'][number]>(
        db,
        sql`select mine_id as "mineId", kind, ${day('date')} as on from ${mineSupervision}
             where kind in ('重大事故隐患', '停产整顿') and date is not null`,
      ),
      queryRows<RecordHistory['standardisation'][number]>(
        db,
        sql`select mine_id as "mineId", year, result as grade from ${mineAppraisals}
             where kind = '安全生产标准化等级' and result is not null and year is not null
             order by mine_id, year, id`,
      ),
      queryRows<RecordHistory['gas'][number]>(
        db,
        sql`select mine_id as "mineId", ${day('measured_on')} as on, gas_pressure::float8 as pressure,
                   gas_content::float8 as content
              from ${mineGas}`,
      ),
      queryRows<RecordHistory['depth'][number]>(db, miningDepthQuery()),
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
