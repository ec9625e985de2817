import type { RowValues } from '../../modules/mine';
import type { MineFacts } from './facts';
import { round } from './geology';
import type { Random } from './random';

/**
 * Yearly output over the years the timeline allows: trial years before 竣工验收 at a fraction of
 * capacity, full years after it; a year with a 停产整顿 order loses its suspended days.
 */
export function makeProduction(
  r: Random,
  facts: MineFacts,
  suspendedDays: Map<number, number>,
  capacityIn: (year: number) => number,
): RowValues[] {
  const { outputFrom, outputTo, acceptance } = facts.timeline;
  if (outputFrom === null || outputTo === null) return [];
  const accYear = acceptance ? Number(acceptance.slice(0, 4)) : Infinity;
  const rows: RowValues[] = [];
  for (let year = outputFrom; year <= Math.min(outputTo, facts.lastYear); year++) {
    const trial = year < accYear;
    const capacity = capacityIn(year);
    const ramp = trial ? r.range(0.2, 0.5) : r.range(0.7, 1.02);
    const lost = suspendedDays.get(year) ?? 0;
    const fullDays = Math.min(330, Math.round(330 * Math.min(1, ramp + 0.05)));
    const workingDays = lost ? Math.min(fullDays, 330 - lost) : fullDays;
    rows.push({
      year,
      output: round((capacity * ramp * workingDays) / fullDays, 1),
      capacity,
      workingDays,
      employees:
        year === outputTo && outputTo === facts.lastYear && (facts.status === '1' || facts.status === '6')
          ? facts.employees
          : Math.round(facts.workforce * r.range(0.9, 1.1)),
    });
  }
  return rows;
}
