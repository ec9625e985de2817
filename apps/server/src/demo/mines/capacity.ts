import type { RowValues } from '../../modules/mine';
import { bodyOn } from './authorities';
import { addDays } from './dates';
import { DESIGN_FLOOR_FROM, designFloor, type MineFacts } from './facts';
import { CAPACITY_SERIES } from './invariants';
import type { Random } from './random';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * Design capacity, then the energy bureau's announcements after 竣工验收: 核定 at the design figure and,
 * for some mines, a later 核增 or 核减 to today's capacity. The last row is the mine's capacity.
 */
export function makeCapacityHistory(r: Random, facts: MineFacts, procedures: RowValues[]): RowValues[] {
  const { timeline, capacity, referenceDate } = facts;
  const design = procedures.find((p) => p.name === '初步设计批复' && p.status === '已办理');
  const designOn = str(design?.approvedOn) || timeline.projectApproval;
  // A halted mine announces nothing after it stopped: no 核增 at an idle mine.
  const stop = timeline.haltYear ? `${timeline.haltYear}-01-01` : null;
  const end = addDays(stop ?? timeline.closedOn ?? referenceDate, -30);
  const i = CAPACITY_SERIES.indexOf(capacity);
  let initial = capacity;
  let change: '核增' | '核减' | null = null;
  // A design approved after 2013 starts at the policy floor at least.
  const floor = designOn && designOn >= DESIGN_FLOOR_FROM ? designFloor(str(facts.mine.gasGrade)) : 0;
  if (timeline.acceptance) {
    const roll = r.next();
    const lower = CAPACITY_SERIES[i - r.int(1, 2)];
    if (roll < 0.28 && i >= 2 && lower !== undefined && lower >= floor) {
      initial = lower;
      change = '核增';
    } else if (roll > 0.88 && i >= 0 && i < CAPACITY_SERIES.length - 1) {
      initial = CAPACITY_SERIES[i + 1]!;
      change = '核减';
    }
  }
  const announced = timeline.acceptance ? addDays(timeline.acceptance, r.int(30, 200)) : null;
  const changeOn =
    change && announced && Date.parse(end) - Date.parse(announced) > 400 * 86_400_000
      ? addDays(announced, r.int(365, Math.round((Date.parse(end) - Date.parse(announced)) / 86_400_000) - 1))
      : null;
  if (!changeOn) initial = capacity;
  const rows: RowValues[] = [];
  if (designOn)
    rows.push({
      announcedOn: designOn,
      kind: '设计',
      capacity: initial,
      previousCapacity: null,
      batch: null,
      documentNo: design ? str(design.docNo) : null,
      issuedBy: bodyOn('energy', designOn).name,
    });
  const announcement = (on: string, kind: string, value: number, previous: number | null): RowValues => ({
    announcedOn: on,
    kind,
    capacity: value,
    previousCapacity: previous,
    batch: `${on.slice(0, 4)}年第${r.int(1, 6)}批`,
    documentNo: `${bodyOn('energy', on).prefix}煤炭〔${on.slice(0, 4)}〕${r.int(1, 300)}号`,
    issuedBy: bodyOn('energy', on).name,
  });
  if (announced && announced <= end) rows.push(announcement(announced, '核定', initial, null));
  if (changeOn && change) rows.push(announcement(changeOn, change, capacity, initial));
  // A design never reached an announcement: the design is today's capacity.
  if (rows.length && num(rows.at(-1)!.capacity) !== capacity) rows.at(-1)!.capacity = capacity;
  return rows;
}

/** The capacity in force in a year: the last announcement made by its end (the design before any). */
export function capacityInYear(history: RowValues[], year: number, fallback: number): number {
  let value = fallback;
  for (const row of history) if (str(row.announcedOn) <= `${year}-12-31`) value = num(row.capacity);
  return value;
}
