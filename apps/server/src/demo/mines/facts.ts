import type { County, RowValues } from '../../modules/mine';
import type { Coalfield } from './coalfields';
import { addDays, dateIn, yearOf } from './dates';
import type { PlaceGeology } from './geology-fields';
import { countyTerrain } from './place';
import type { Random } from './random';

/**
 * What is true of one mine before any table or text is written: its dates, its ground and licensed
 * levels, its size. Every table and every summary reads these, so the subsections of a profile agree.
 */
export interface MineFacts {
  mine: RowValues;
  status: string;
  capacity: number;
  field: Coalfield;
  county: County;
  town: string;
  referenceDate: string;
  refYear: number;
  /** Last full year that can carry an output record. */
  lastYear: number;
  /** Rank, gas, water, dip and seam thicknesses of the place (geology-fields.ts). */
  geology: PlaceGeology;
  company: { name: string; group: string | null };
  founded: number;
  timeline: Timeline;
  ground: { min: number; max: number };
  licence: { top: number; bottom: number; area: number };
  levels: number[];
  /** People employed today (a halted mine keeps a small care crew; a closed one none). */
  employees: number;
  /** People employed in a working year. */
  workforce: number;
}

export interface Timeline {
  /** 项目核准, 初步设计批复, 安全设施设计审查, 竣工验收: null when not (yet) done. */
  projectApproval: string | null;
  preliminaryDesign: string | null;
  safetyDesign: string | null;
  acceptance: string | null;
  /** Years with output: first and last (inclusive), or null. */
  outputFrom: number | null;
  outputTo: number | null;
  /** Halted mines: the year production or construction stopped. */
  haltYear: number | null;
  /** Cancelled mines: the date of closure and licence cancellation. */
  closedOn: string | null;
  /** Mines being built: share of the works done. */
  progress: number | null;
}

const clampDate = (date: string, max: string) => (date > max ? max : date);

/** Years mines stopped: most halted in the 2018–2020 campaigns against small and unsafe mines. */
const HALT_YEAR_WEIGHTS: Record<number, number> = {
  2016: 1.5,
  2017: 2.5,
  2018: 3.5,
  2019: 3,
  2020: 2.5,
  2021: 1,
};
/** Years mines were closed: most in the capacity cuts of 2016–2017, fewer each year after. */
const CLOSE_YEAR_WEIGHTS: Record<number, number> = { 2016: 4, 2017: 4, 2018: 2.5, 2019: 2, 2020: 2, 2021: 1 };

/** A year from `from` to `to`, weighted by the table (0.6 for years it does not list). */
function yearBy(r: Random, weights: Record<number, number>, from: number, to: number): number {
  const years = Array.from({ length: Math.max(1, to - from + 1) }, (_, k) => from + k);
  return r.weighted(years.map((y) => [y, weights[y] ?? 0.6] as const));
}

/** Designs approved after 2013 must reach the policy floor (黔府办发〔2013〕46号); a smaller mine's design is older. */
export const DESIGN_FLOOR_FROM = '2014-01-01';
export const designFloor = (gasGrade: string) => (gasGrade === '3' ? 45 : 30);

export interface TimelineOptions {
  /** Latest date the preliminary design may carry (the mine is below the post-2013 floor). */
  designBy?: string | null;
}

/**
 * Dates in legal order: 项目核准 → 初步设计 → 安全设施设计 → (construction) → 竣工验收 → output; output
 * only from the year of 竣工验收 (a trial run shows as status 6); a halt or closure ends it.
 */
export function makeTimeline(
  r: Random,
  status: string,
  referenceDate: string,
  lastYear: number,
  options: TimelineOptions = {},
): Timeline {
  const timeline = draftTimeline(r, status, referenceDate, lastYear, options);
  const designBy = options.designBy;
  if (designBy && timeline.preliminaryDesign && timeline.preliminaryDesign > designBy) {
    const preliminaryDesign = addDays(designBy, -r.int(0, 300));
    const projectApproval = addDays(preliminaryDesign, -r.int(60, 500));
    return { ...timeline, preliminaryDesign, projectApproval };
  }
  // Approved but never designed: the approval carries the size, so it too predates the floor.
  if (
    designBy &&
    !timeline.preliminaryDesign &&
    timeline.projectApproval &&
    timeline.projectApproval > designBy
  )
    return { ...timeline, projectApproval: addDays(designBy, -r.int(0, 700)) };
  return timeline;
}

function draftTimeline(
  r: Random,
  status: string,
  referenceDate: string,
  lastYear: number,
  options: TimelineOptions,
): Timeline {
  const refYear = yearOf(referenceDate);
  const beforeRef = addDays(referenceDate, -30);
  const approvalsEnding = (acceptance: string) => {
    const safetyDesign = addDays(acceptance, -r.int(400, 1400));
    const preliminaryDesign = addDays(safetyDesign, -r.int(20, 200));
    const projectApproval = addDays(preliminaryDesign, -r.int(60, 500));
    return { projectApproval, preliminaryDesign, safetyDesign };
  };
  const empty: Timeline = {
    projectApproval: null,
    preliminaryDesign: null,
    safetyDesign: null,
    acceptance: null,
    outputFrom: null,
    outputTo: null,
    haltYear: null,
    closedOn: null,
    progress: null,
  };
  if (status === '1') {
    const acceptance = dateIn(
      r.weighted([
        [r.int(2006, 2013), 45],
        [r.int(2014, 2019), 38],
        [r.int(2020, lastYear - 1), 17],
      ]),
      r.int(0, 364),
    );
    const outputFrom = Math.max(2014, yearOf(acceptance));
    return { ...empty, ...approvalsEnding(acceptance), acceptance, outputFrom, outputTo: lastYear };
  }
  if (status === '6') {
    // 联合试运转: works finished, trial production under way, 竣工验收 still ahead.
    const trialStart = addDays(referenceDate, -r.int(60, 500));
    const safetyDesign = addDays(trialStart, -r.int(700, 1500));
    const preliminaryDesign = addDays(safetyDesign, -r.int(20, 200));
    const projectApproval = addDays(preliminaryDesign, -r.int(60, 500));
    const from = yearOf(trialStart);
    return {
      ...empty,
      projectApproval,
      preliminaryDesign,
      safetyDesign,
      outputFrom: from <= lastYear ? from : null,
      outputTo: from <= lastYear ? lastYear : null,
    };
  }
  if (status === '3') {
    // Most halted mines had worked for years: the output of 2014–2017 came largely from them.
    const acceptance = dateIn(
      r.weighted([
        [r.int(2005, 2013), 80],
        [r.int(2014, options.designBy ? 2015 : 2018), 20],
      ]),
      r.int(0, 364),
    );
    const haltYear = yearBy(r, HALT_YEAR_WEIGHTS, Math.max(2016, yearOf(acceptance) + 2), lastYear);
    const outputFrom = Math.max(2014, yearOf(acceptance));
    return {
      ...empty,
      ...approvalsEnding(acceptance),
      acceptance,
      haltYear,
      outputFrom: outputFrom <= haltYear - 1 ? outputFrom : null,
      outputTo: outputFrom <= haltYear - 1 ? haltYear - 1 : null,
    };
  }
  if (status === '5') {
    const closedOn = clampDate(
      dateIn(yearBy(r, CLOSE_YEAR_WEIGHTS, 2016, refYear - 1), r.int(0, 364)),
      addDays(referenceDate, -200),
    );
    const closeYear = yearOf(closedOn);
    if (r.chance(0.7)) {
      const acceptance = dateIn(r.int(2000, Math.min(2013, closeYear - 2)), r.int(0, 364));
      const outputFrom = closeYear - 1 >= 2014 ? 2014 : null;
      return {
        ...empty,
        ...approvalsEnding(acceptance),
        acceptance,
        closedOn,
        outputFrom,
        outputTo: outputFrom ? closeYear - 1 : null,
      };
    }
    // Closed before it was ever accepted: approvals only.
    const projectApproval = dateIn(r.int(2008, Math.max(2008, closeYear - 2)), r.int(0, 364));
    return { ...empty, projectApproval, closedOn };
  }
  // '2' under construction, '4' construction halted.
  const projectApproval = dateIn(
    options.designBy ? r.int(2008, 2012) : r.int(2013, refYear - 3),
    r.int(0, 364),
  );
  const preliminaryDesign = clampDate(addDays(projectApproval, r.int(60, 500)), beforeRef);
  const safetyDesign = r.chance(0.85)
    ? clampDate(addDays(preliminaryDesign, r.int(20, 200)), beforeRef)
    : null;
  const haltYear =
    status === '4'
      ? yearBy(
          r,
          HALT_YEAR_WEIGHTS,
          Math.min(Math.max(2016, yearOf(preliminaryDesign) + 1), lastYear),
          lastYear,
        )
      : null;
  const progress = status === '4' ? r.int(10, 60) : r.int(15, 95);
  return { ...empty, projectApproval, preliminaryDesign, safetyDesign, haltYear, progress };
}

/** The mine's ground within its county's relief; the licensed block starts below the highest ground. */
export function makeGround(
  r: Random,
  countyCode: string,
): { ground: { min: number; max: number }; top: number; bottom: number; levels: number[] } {
  const [lo, hi] = countyTerrain(countyCode);
  const min = Math.round(r.range(lo + 50, hi - 450) / 10) * 10;
  const max = Math.min(hi, min + Math.round(r.range(200, 800) / 10) * 10);
  const top = Math.round((min + (max - min) * r.range(0.1, 0.6)) / 10) * 10;
  const bottom = top - r.int(2, 7) * 100;
  const count = r.int(1, 3);
  const step = Math.floor((top - bottom) / (count + 1) / 10) * 10;
  const levels = Array.from({ length: count }, (_, k) => top - (k + 1) * step);
  return { ground: { min, max }, top, bottom, levels };
}
