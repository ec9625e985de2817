import { capacityScale } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import { bodyOn } from './authorities';
import { addDays, addYears, yearOf } from './dates';
import type { MineFacts } from './facts';
import type { Random } from './random';

/** 采矿许可证 terms by scale: at most 10 (small), 20 (medium) and 30 (large) years. */
const TERMS = { small: [5, 10], medium: [10, 20], large: [20, 30] } as const;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The mining licence covers the mine's output years and, for operating mines, the reference date; a
 * cancelled mine's licence ends on its closure. The safety licence exists only after 竣工验收.
 */
export function makeLicences(r: Random, facts: MineFacts): RowValues[] {
  const { status, referenceDate, timeline } = facts;
  const term = r.pick(TERMS[capacityScale(facts.capacity)]);
  let issued: string;
  let validTo: string;
  if (timeline.closedOn) {
    validTo = timeline.closedOn;
    issued = addDays(addYears(validTo, -term), r.int(30, Math.max(31, term * 200)));
  } else {
    const lapsed = (status === '3' || status === '4') && r.chance(0.35);
    if (lapsed) {
      // Lapsed after the mine stopped: no output year lies beyond it.
      const stop = timeline.haltYear ?? yearOf(referenceDate) - 1;
      const from =
        `${stop}-01-01` > addDays(referenceDate, -700) ? `${stop}-01-01` : addDays(referenceDate, -700);
      validTo = addDays(
        from,
        r.int(0, Math.max(0, (Date.parse(referenceDate) - Date.parse(from)) / 86_400_000 - 2)),
      );
    } else {
      validTo = addDays(referenceDate, r.int(20, term * 365 - 60));
    }
    issued = addYears(validTo, -term);
  }
  // The holder must exist when the licence is issued: a licence older than its company is reissued to it.
  const established = str(facts.mine.companyEstablishedOn);
  if (established && issued <= established) issued = addDays(established, r.int(30, 200));
  const number = `C520000${issued.slice(0, 4)}${issued.slice(5, 7)}${String(r.int(0, 9_999_999_999)).padStart(10, '0')}`;
  const mining: RowValues = {
    kind: 'mining',
    number,
    holder: str(facts.mine.company),
    authority: bodyOn('land', issued).name,
    issuedOn: issued,
    validFrom: issued,
    validTo,
    area: facts.licence.area,
    elevationTop: facts.licence.top,
    elevationBottom: facts.licence.bottom,
    capacity: facts.capacity,
    // Guizhou's coal is worked underground: shafts and adits, no open pits.
    miningMethod: '地下开采',
    principal: null,
  };
  const safety = makeSafetyLicence(r, facts);
  return safety ? [mining, safety] : [mining];
}

/** Three years, issued after 竣工验收; producing mines hold a current one, halted mines often a lapsed one. */
function makeSafetyLicence(r: Random, facts: MineFacts): RowValues | null {
  const { status, referenceDate, timeline } = facts;
  const acceptance = timeline.acceptance;
  if (!acceptance) return null;
  if (status === '3' && !r.chance(0.7)) return null;
  if (status === '5' && !r.chance(0.5)) return null;
  const afterAcceptance = addDays(acceptance, r.int(20, 90));
  const established = str(facts.mine.companyEstablishedOn);
  const earliest =
    established && afterAcceptance <= established ? addDays(established, r.int(30, 90)) : afterAcceptance;
  let validTo: string;
  if (status === '3' && timeline.haltYear) {
    // None is issued once the mine has stopped: the last one was issued before the halt and may still run.
    const haltStart = `${timeline.haltYear}-01-01`;
    if (earliest >= haltStart) return null;
    let from = earliest;
    while (addYears(from, 3) < haltStart) from = addYears(from, 3);
    return safetyLicence(r, facts, from, addDays(addYears(from, 3), -1));
  }
  if (timeline.closedOn) validTo = timeline.closedOn;
  else {
    const offset = r.weighted([
      [[1, 90], 14],
      [[91, 1000], 86],
    ] as const);
    validTo = addDays(referenceDate, r.int(offset[0], offset[1]));
  }
  let validFrom = addDays(addYears(validTo, -3), 1);
  if (validFrom < earliest) {
    validFrom = earliest;
    validTo = addDays(addYears(validFrom, 3), -1);
    if (timeline.closedOn && validTo > timeline.closedOn) return null;
  }
  return safetyLicence(r, facts, validFrom, validTo);
}

function safetyLicence(r: Random, facts: MineFacts, validFrom: string, validTo: string): RowValues {
  return {
    kind: 'safety',
    number: `（黔）MK安许证字〔${validFrom.slice(0, 4)}〕${String(r.int(1, 9999)).padStart(4, '0')}`,
    holder: str(facts.mine.company),
    authority: bodyOn('mineSafety', validFrom).name,
    issuedOn: validFrom,
    validFrom,
    validTo,
    area: null,
    elevationTop: null,
    elevationBottom: null,
    capacity: facts.capacity,
    miningMethod: null,
    // Filled once the registration changes are known: the legal representative of the issue date.
    principal: null,
  };
}

/** The legal representative on a date: the one a later 法定代表人变更 replaced, else today's. */
export function legalRepOn(date: string, changes: readonly RowValues[], current: string): string {
  const later = changes
    .filter((c) => c.item === '法定代表人变更' && str(c.changedOn) > date)
    .sort((a, b) => str(a.changedOn).localeCompare(str(b.changedOn)))[0];
  return later ? str(later.before) : current;
}
