import type { Executor } from '../../db/client';
import { latestLicences } from './licence-state';
import { type RecordFacts, readRecordFacts } from './record-facts.repository';

/** What a mine's records say over a window: the inputs of scores and alerts, one grouped scan per table. */
export interface RecordSummary {
  /** Accidents on or after `since`: day, grade (accident_grade value) and deaths. */
  accidents: { occurredOn: string; grade: string; deaths: number }[];
  /** Days of the 重大事故隐患 and 停产整顿 records on or after `since`. */
  majorHazards: string[];
  suspensions: string[];
  /** The latest safety standardisation grade. */
  standardisation: string | null;
  gasPressure: number | null;
  gasContent: number | null;
  /** Highest ground minus the lowest licensed elevation, m. */
  miningDepth: number | null;
  lastOutputYear: number | null;
  penaltyCount: number;
  /** Fines on or after `since`, 10⁴ CNY. */
  penaltyAmount: number;
  /** Dishonest-debtor records whose obligation is not fully performed. */
  dishonestOpen: number;
  /** Judicial auctions on or after `since`, or undated. */
  auctions: number;
  /** The latest expiry of each licence kind (mining, safety). */
  licences: { kind: string; validTo: string | null }[];
  /** The production record of `year`, when there is one. */
  production: { output: number; capacity: number | null } | null;
}

const empty = (): RecordSummary => ({
  accidents: [],
  majorHazards: [],
  suspensions: [],
  standardisation: null,
  gasPressure: null,
  gasContent: null,
  miningDepth: null,
  lastOutputYear: null,
  penaltyCount: 0,
  penaltyAmount: 0,
  dishonestOpen: 0,
  auctions: 0,
  licences: [],
  production: null,
});

/** Summaries of every mine that has any record; a mine absent from the map has none. */
export async function summariseRecords(
  db: Executor,
  { since, year }: { since: string; year: number },
): Promise<Map<number, RecordSummary>> {
  const facts = await readRecordFacts(db, { since, productionYear: year });
  const out = new Map<number, RecordSummary>();
  const of = (id: number) => {
    let summary = out.get(id);
    if (!summary) out.set(id, (summary = empty()));
    return summary;
  };
  for (const r of facts.accidents)
    of(r.mineId).accidents.push({ occurredOn: r.occurredOn, grade: r.grade, deaths: r.deaths ?? 0 });
  for (const r of facts.supervision)
    (r.kind === '停产整顿' ? of(r.mineId).suspensions : of(r.mineId).majorHazards).push(r.date);
  for (const r of facts.standardisation) of(r.mineId).standardisation = r.grade;
  for (const r of facts.gas) Object.assign(of(r.mineId), { gasPressure: r.pressure, gasContent: r.content });
  for (const r of facts.depth) of(r.mineId).miningDepth = r.depth;
  for (const r of facts.lastOutput) of(r.mineId).lastOutputYear = r.year;
  for (const r of facts.penalties) {
    const s = of(r.mineId);
    s.penaltyCount += 1;
    s.penaltyAmount += r.amount ?? 0;
  }
  for (const r of facts.dishonest) if (r.open) of(r.mineId).dishonestOpen += 1;
  for (const r of facts.auctions) of(r.mineId).auctions = r.count;
  const licencesOf = new Map<number, RecordFacts['licences']>();
  for (const r of facts.licences) licencesOf.set(r.mineId, [...(licencesOf.get(r.mineId) ?? []), r]);
  for (const [mineId, licences] of licencesOf)
    of(mineId).licences = latestLicences(licences).map((l) => ({ kind: l.kind, validTo: l.validTo }));
  for (const r of facts.production) of(r.mineId).production = { output: r.output, capacity: r.capacity };
  return out;
}
