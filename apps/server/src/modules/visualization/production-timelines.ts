import type { MineYearGroup } from './production-analysis.repository';

/** One mine as the analysis reads it: today's row and its dated records, each list in date order. */
export interface MineTimeline {
  id: number;
  prefecture: string;
  /** Today's status and approved capacity. */
  today: string;
  capacity: number;
  /** Years with output recorded, ascending, and each year's output summed. */
  outputYears: number[];
  outputs: number[];
  /** Years with a capacity announcement, ascending, and the last capacity announced in each. */
  capacityYears: number[];
  capacities: (number | null)[];
  /** The 生产状态变更 records as values, in the order they happened. */
  statusChanges: { year: number; before: string | null; after: string | null }[];
}

/** Statuses whose mine reporting output that year cannot be dated by today's status alone. */
const STOPPED_TODAY = new Set(['3', '4', '5']);
const CLOSED = '5';

/** The capacity class of an approved capacity (scaleClassOf), null for none in force. */
const classOf = (capacity: number) =>
  capacity <= 0 ? null : capacity >= 120 ? 'large' : capacity >= 45 ? 'medium' : 'small';

/** The value in force at `year`: the last one dated at or before it. */
function lastUpTo<T>(years: number[], values: T[], year: number): T | undefined {
  let found: T | undefined;
  for (let i = 0; i < years.length && years[i]! <= year; i++) found = values[i];
  return found;
}

/**
 * Every mine in every year from `from` to `to`, summed into groups of what the figures tell apart: status at
 * each year's end from the 生产状态变更 records (the first record's `before` until the first change; today's
 * when a mine has none, unknown when a mine stopped today reported output that year), capacity in force from
 * the last announcement by then (today's when none yet, as capacityAsOf reads it; nothing once closed or
 * before the mine's first record), output as recorded. One pass over each mine's own records.
 */
export function mineYearGroups(timelines: Iterable<MineTimeline>, from: number, to: number): MineYearGroup[] {
  const groups = new Map<string, MineYearGroup>();
  for (const mine of timelines) {
    const firstOutput = mine.outputYears.find((_, i) => mine.outputs[i]! > 0);
    const dated = [mine.outputYears[0], mine.capacityYears[0], mine.statusChanges[0]?.year].filter(
      (year): year is number => year !== undefined,
    );
    const born = dated.length ? Math.min(...dated) : undefined;
    const todayClass = classOf(mine.capacity) ?? '';
    let previous: { present: boolean; status: string | null } | undefined;
    for (let year = from; year <= to; year++) {
      const present = born === undefined || born <= year;
      const at = mine.outputYears.indexOf(year);
      const output = at < 0 ? null : mine.outputs[at]!;
      let status: string | null;
      if (mine.statusChanges.length) {
        const last = mine.statusChanges.findLast((c) => c.year <= year);
        status = last ? last.after : mine.statusChanges[0]!.before;
      } else status = STOPPED_TODAY.has(mine.today) && (output ?? 0) > 0 ? null : mine.today;
      const statusAt = present ? status : null;
      const capacityThen = lastUpTo(mine.capacityYears, mine.capacities, year) ?? mine.capacity;
      const inForce = present && status !== CLOSED ? capacityThen : 0;
      const closed =
        statusAt === CLOSED && previous !== undefined && previous.present && previous.status !== CLOSED;
      const opened = firstOutput === year;
      previous = { present, status: statusAt };

      const scaleClass = classOf(inForce);
      const key = [
        year,
        mine.prefecture,
        mine.today,
        todayClass,
        present,
        statusAt ?? '',
        scaleClass,
        output !== null,
        closed,
        opened,
      ].join('|');
      let group = groups.get(key);
      if (!group) {
        group = {
          year,
          prefecture: mine.prefecture,
          today: mine.today,
          todayClass,
          present,
          status: statusAt ?? '',
          scaleClass,
          hasOutput: output !== null,
          closed,
          opened,
          mines: 0,
          output: 0,
          capacity: 0,
        };
        groups.set(key, group);
      }
      group.mines++;
      group.output += output ?? 0;
      group.capacity += inForce;
    }
  }
  return [...groups.values()];
}
