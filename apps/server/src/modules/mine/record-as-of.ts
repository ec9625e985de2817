import { latestLicences } from './licence-state';
import type { MineRow } from './mine.repository';
import { emptyRecordHistory, type RecordHistory } from './record-history.repository';
import type { RecordSummary } from './record-summary';

/** One mine's dated records, as `readRecordHistory` read them. */
export interface MineHistory {
  accidents: RecordHistory['accidents'];
  penalties: RecordHistory['penalties'];
  dishonest: RecordHistory['dishonest'];
  auctions: RecordHistory['auctions'];
  licences: RecordHistory['licences'];
  production: RecordHistory['production'];
  capacity: RecordHistory['capacity'];
  status: RecordHistory['status'];
  supervision: RecordHistory['supervision'];
  standardisation: RecordHistory['standardisation'];
  gas: RecordHistory['gas'];
  depth: RecordHistory['depth'];
}

const emptyHistory = (): MineHistory => emptyRecordHistory();

/** The records grouped by mine; a mine absent from the map has none. */
export function historyByMine(history: RecordHistory): Map<number, MineHistory> {
  const out = new Map<number, MineHistory>();
  for (const key of Object.keys(history) as (keyof RecordHistory)[])
    for (const row of history[key]) {
      let mine = out.get(row.mineId);
      if (!mine) out.set(row.mineId, (mine = emptyHistory()));
      (mine[key] as { mineId: number }[]).push(row);
    }
  return out;
}

/** The first day of the indicators' three-year window that ends on `day`. */
export function windowStart(day: string): string {
  return `${Number(day.slice(0, 4)) - 3}${day.slice(4)}`;
}

/**
 * What the records said on `day` (`YYYY-MM-DD`), as the live summary reads today: accidents, fines and
 * auctions of the three years up to it, production of its year, the licences issued by then. Whether a
 * dishonest-debtor record was already performed then is not dated: today's state is used for every
 * record published (or filed) by then; undated records and undated auctions count, as they do live.
 */
export function summaryAsOf(history: MineHistory | undefined, day: string): RecordSummary {
  const since = windowStart(day);
  const within = (d: string) => d >= since && d <= day;
  const h = history ?? emptyHistory();
  const penalties = h.penalties.filter((p) => within(p.decidedOn));
  const year = Number(day.slice(0, 4));
  const production = h.production.find((p) => p.year === year);
  const maxOf = (values: (number | null)[]) => {
    const present = values.filter((v): v is number => v !== null);
    return present.length > 0 ? Math.max(...present) : null;
  };
  const gas = h.gas.filter((g) => g.on === null || g.on <= day);
  const supervision = h.supervision.filter((s) => within(s.on));
  const daysOf = (kind: string) => supervision.filter((s) => s.kind === kind).map((s) => s.on);
  const worked = h.production.filter((p) => p.year <= year && p.output > 0).map((p) => p.year);
  return {
    accidents: h.accidents
      .filter((a) => within(a.occurredOn))
      .map((a) => ({ occurredOn: a.occurredOn, grade: a.grade, deaths: a.deaths ?? 0 })),
    majorHazards: daysOf('重大事故隐患'),
    suspensions: daysOf('停产整顿'),
    standardisation: h.standardisation.filter((s) => s.year <= year).at(-1)?.grade ?? null,
    gasPressure: maxOf(gas.map((g) => g.pressure)),
    gasContent: maxOf(gas.map((g) => g.content)),
    miningDepth: h.depth[0]?.depth ?? null,
    lastOutputYear: worked.length > 0 ? Math.max(...worked) : null,
    penaltyCount: penalties.length,
    penaltyAmount: penalties.reduce((sum, p) => sum + (p.amount ?? 0), 0),
    dishonestOpen: h.dishonest.filter((d) => d.open && (d.day === null || d.day <= day)).length,
    auctions: h.auctions.filter((a) => a.day === null || within(a.day)).length,
    licences: latestLicences(
      h.licences
        .filter((l) => l.validFrom === null || l.validFrom <= day)
        .map((l) => ({ kind: l.kind, validTo: l.validTo })),
    ),
    production: production ? { output: production.output, capacity: production.capacity } : null,
  };
}

/** Production-status dictionary labels, for status changes recorded by label rather than by value. */
export const STATUS_VALUES: Record<string, string> = {
  生产: '1',
  建设: '2',
  停产: '3',
  停建: '4',
  注销: '5',
  联合试运转: '6',
};
const statusValue = (text: string | null): string | null =>
  text === null ? null : (STATUS_VALUES[text.trim()] ?? text.trim());

/** Statuses a mine enters by stopping: contradicted by output in the year. */
const STOPPED = new Set(['3', '4', '5']);

/**
 * The mine's production status at the end of `day`: from its 生产状态变更 records where there are any;
 * without them the status cannot be dated and today's is used, except that a mine halted or closed today
 * that reported output in `day`'s year was not (or not yet) stopped then: its status is unknown (null).
 */
export function statusAsOf(
  row: Pick<MineRow, 'productionStatus'>,
  history: MineHistory | undefined,
  day: string,
) {
  const changes = history?.status ?? [];
  if (changes.length > 0) {
    const before = changes.filter((c) => c.on <= day).at(-1);
    return before ? statusValue(before.after) : statusValue(changes[0]!.before);
  }
  const year = Number(day.slice(0, 4));
  const worked = history?.production.some((p) => p.year === year && p.output > 0) ?? false;
  return STOPPED.has(row.productionStatus) && worked ? null : row.productionStatus;
}

/** The approved capacity on `day`: the last announcement made by then, else today's figure (undated). */
export function capacityAsOf(row: Pick<MineRow, 'capacity'>, history: MineHistory | undefined, day: string) {
  const announced = (history?.capacity ?? []).filter((c) => c.on <= day).at(-1);
  return announced ? announced.capacity : row.capacity;
}
