import { STATUS_CHANGE_ITEM } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import {
  mineAccidents,
  mineAuctions,
  mineCapacityChanges,
  mineChanges,
  mineDishonest,
  mineLicences,
  minePenalties,
  mineProduction,
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
}

const PERFORMED = '已履行';

/** One scan per table, every mine. */
export async function readRecordHistory(db: Executor): Promise<RecordHistory> {
  const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);
  const [accidents, penalties, dishonest, auctions, licences, production, capacity, status] =
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
    ]);
  return { accidents, penalties, dishonest, auctions, licences, production, capacity, status };
}
