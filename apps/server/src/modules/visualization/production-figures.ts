import { type ProductionYear, SCALE_CLASSES } from '@coal/contracts';
import type { MineYearGroup } from './production-analysis.repository';

/** Statuses a mine still producing today has: where the openings drill lands. */
export const PRODUCING_TODAY = ['1', '6'];
export const CLOSED = '5';

const change = (now: number, before: number | undefined) =>
  before === undefined || before <= 0 ? null : (now - before) / before;
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * Each year's figures from the database's groups of mine-years (a few hundred rows, already summed). The
 * drift of a figure is the mines the search page's filter lists and the figure does not count, or the
 * other way round.
 */
export function productionYears(
  groups: MineYearGroup[],
  { from, to, firstOutputYear }: { from: number; to: number; firstOutputYear: number | null },
): ProductionYear[] {
  const byYear = new Map<number, MineYearGroup[]>();
  for (const g of groups) byYear.set(g.year, [...(byYear.get(g.year) ?? []), g]);
  const sum = (
    rows: MineYearGroup[],
    pick: (g: MineYearGroup) => number,
    keep: (g: MineYearGroup) => boolean,
  ) => rows.reduce((total, g) => (keep(g) ? total + pick(g) : total), 0);
  const count = (rows: MineYearGroup[], keep: (g: MineYearGroup) => boolean) =>
    sum(rows, (g) => g.mines, keep);
  /** Mines in exactly one of the figure's set and the search's set. */
  const drift = (
    rows: MineYearGroup[],
    inFigure: (g: MineYearGroup) => boolean,
    inSearch: (g: MineYearGroup) => boolean,
  ) => count(rows, (g) => inFigure(g) !== inSearch(g));

  const totals = (year: number) => {
    const rows = byYear.get(year) ?? [];
    return {
      output: sum(
        rows,
        (g) => g.output,
        () => true,
      ),
      capacity: sum(
        rows,
        (g) => g.capacity,
        () => true,
      ),
    };
  };

  const years: ProductionYear[] = [];
  for (let year = from; year <= to; year++) {
    const rows = byYear.get(year) ?? [];
    const { output, capacity } = totals(year);
    const before = byYear.has(year - 1) ? totals(year - 1) : undefined;
    const all = count(rows, () => true);
    const outputMines = count(rows, (g) => g.hasOutput);
    const capacityMines = count(rows, (g) => g.scaleClass !== null);

    const prefectures = [...new Set(rows.map((g) => g.prefecture))].sort((a, b) =>
      a.localeCompare(b, 'zh-CN'),
    );
    const statuses = [...new Set(rows.filter((g) => g.present).map((g) => g.status))].sort();
    const byScale = SCALE_CLASSES.map((scaleClass) => ({
      scaleClass,
      mines: count(rows, (g) => g.scaleClass === scaleClass),
      capacity: sum(
        rows,
        (g) => g.capacity,
        (g) => g.scaleClass === scaleClass,
      ),
      drift: drift(
        rows,
        (g) => g.scaleClass === scaleClass,
        (g) => g.todayClass === scaleClass,
      ),
    }));
    const largeMedium = byScale.filter((s) => s.scaleClass !== 'small');
    const opened = firstOutputYear !== null && year > firstOutputYear ? count(rows, (g) => g.opened) : null;

    years.push({
      year,
      output,
      // A year with no output recorded yet (the reference year early on) is not a fall to nothing.
      outputChange: before && outputMines > 0 ? change(output, before.output) : null,
      outputMines,
      outputDrift: all - outputMines,
      capacity,
      capacityChange: before ? change(capacity, before.capacity) : null,
      capacityMines,
      capacityDrift: all - capacityMines,
      byPrefecture: prefectures.map((prefecture) => {
        const own = rows.filter((g) => g.prefecture === prefecture);
        const mines = count(own, (g) => g.hasOutput);
        return {
          prefecture,
          output: sum(
            own,
            (g) => g.output,
            () => true,
          ),
          mines,
          drift: count(own, () => true) - mines,
        };
      }),
      byStatus: statuses.map((status) => ({
        status,
        mines: count(rows, (g) => g.present && g.status === status),
        drift: drift(
          rows,
          (g) => g.present && g.status === status,
          (g) => g.today === status,
        ),
      })),
      byScale,
      largeMediumCapacityShare: share(
        largeMedium.reduce((total, s) => total + s.capacity, 0),
        capacity,
      ),
      largeMediumMineShare: share(
        largeMedium.reduce((total, s) => total + s.mines, 0),
        capacityMines,
      ),
      opened,
      openedDrift: drift(
        rows,
        (g) => g.opened,
        (g) => PRODUCING_TODAY.includes(g.today),
      ),
      closed: count(rows, (g) => g.closed),
      closedDrift: drift(
        rows,
        (g) => g.closed,
        (g) => g.today === CLOSED,
      ),
    });
  }
  return years;
}
