import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import {
  mineAccidents,
  mineAuctions,
  mineDishonest,
  mineLicences,
  minePenalties,
  mineProduction,
} from '../../db/schema';

/** What a mine's records say over a window: the inputs of scores and alerts, one grouped scan per table. */
export interface RecordSummary {
  /** Accidents on or after `since`: grade (accident_grade value) and deaths. */
  accidents: { grade: string; deaths: number }[];
  penaltyCount: number;
  /** Fines on or after `since`, 10⁴ CNY. */
  penaltyAmount: number;
  /** Dishonest-debtor records whose obligation is not fully performed. */
  dishonestOpen: number;
  /** Judicial auctions on or after `since`, or undated. */
  auctions: number;
  /** The latest expiry of each licence kind (mining, safety). */
  licences: { kind: string; validTo: string }[];
  /** The production record of `year`, when there is one. */
  production: { output: number; capacity: number | null } | null;
}

const empty = (): RecordSummary => ({
  accidents: [],
  penaltyCount: 0,
  penaltyAmount: 0,
  dishonestOpen: 0,
  auctions: 0,
  licences: [],
  production: null,
});

const PERFORMED = '已履行';

/** Summaries of every mine that has any record; a mine absent from the map has none. */
export async function summariseRecords(
  db: Executor,
  { since, year }: { since: string; year: number },
): Promise<Map<number, RecordSummary>> {
  const [accidents, penalties, dishonest, auctions, licences, production] = await Promise.all([
    queryRows<{ mine_id: number; grade: string; deaths: number }>(
      db,
      sql`select mine_id, grade, coalesce(deaths, 0)::int as deaths from ${mineAccidents}
           where occurred_on >= ${since}`,
    ),
    queryRows<{ mine_id: number; n: number; amount: number }>(
      db,
      sql`select mine_id, count(*)::int as n, coalesce(sum(amount), 0)::float8 as amount from ${minePenalties}
           where decided_on >= ${since} group by mine_id`,
    ),
    queryRows<{ mine_id: number; n: number }>(
      db,
      sql`select mine_id, count(*)::int as n from ${mineDishonest}
           where performance is distinct from ${PERFORMED} group by mine_id`,
    ),
    queryRows<{ mine_id: number; n: number }>(
      db,
      sql`select mine_id, count(*)::int as n from ${mineAuctions}
           where auction_on is null or auction_on >= ${since} group by mine_id`,
    ),
    queryRows<{ mine_id: number; kind: string; valid_to: string }>(
      db,
      sql`select mine_id, kind, max(valid_to)::text as valid_to from ${mineLicences} group by mine_id, kind`,
    ),
    queryRows<{ mine_id: number; output: number; capacity: number | null }>(
      db,
      sql`select mine_id, max(output)::float8 as output, max(capacity)::float8 as capacity from ${mineProduction}
           where year = ${year} group by mine_id`,
    ),
  ]);
  const out = new Map<number, RecordSummary>();
  const of = (id: number) => {
    let summary = out.get(id);
    if (!summary) out.set(id, (summary = empty()));
    return summary;
  };
  for (const r of accidents) of(r.mine_id).accidents.push({ grade: r.grade, deaths: Number(r.deaths) });
  for (const r of penalties) {
    const s = of(r.mine_id);
    s.penaltyCount = Number(r.n);
    s.penaltyAmount = Number(r.amount);
  }
  for (const r of dishonest) of(r.mine_id).dishonestOpen = Number(r.n);
  for (const r of auctions) of(r.mine_id).auctions = Number(r.n);
  for (const r of licences) of(r.mine_id).licences.push({ kind: r.kind, validTo: r.valid_to });
  for (const r of production)
    of(r.mine_id).production = {
      output: Number(r.output),
      capacity: r.capacity === null ? null : Number(r.capacity),
    };
  return out;
}
