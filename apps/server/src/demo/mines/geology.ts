import { gradeAsh, gradeCalorific, gradeSulfur } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import { QUALITY_BY_RANK, SEAMS_BY_FIELD } from './coalfields';
import { dateIn, yearOf } from './dates';
import type { MineFacts } from './facts';
import { OLD_WATER } from './invariants';
import { DIP_RANGE } from './place';
import { FLOORS, ROOFS } from './pools';
import type { Random } from './random';

export const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** Seams of the field in stratigraphic order; the first is always a minable main seam. */
export function makeSeams(r: Random, facts: MineFacts): RowValues[] {
  const names = r.sample(SEAMS_BY_FIELD[facts.field], r.int(2, 6));
  const [lo, hi] = DIP_RANGE[facts.field];
  const centre = (lo + hi) / 2 - (hi - lo) / 6;
  const mainAt = r.int(0, names.length - 1);
  return names.map((seamNo, k) => {
    const avg = round(k === mainAt ? r.normal(1.9, 0.6, 1, 4.5) : r.normal(1.4, 0.6, 0.5, 4));
    const minable = k === mainAt || (avg >= 0.8 && r.chance(0.9));
    return {
      seamNo,
      thicknessMin: round(avg * r.range(0.35, 0.8)),
      thicknessMax: round(avg * r.range(1.25, 2)),
      thicknessAvg: avg,
      dip: Math.round(r.normal(centre, (hi - lo) / 5, lo, hi)),
      spacing: k === names.length - 1 ? null : round(r.range(4, 45), 1),
      stability: r.weighted([
        ['稳定', 35],
        ['较稳定', 45],
        ['不稳定', 17],
        ['极不稳定', 3],
      ]),
      minable,
      structure: r.weighted([
        ['简单', 50],
        ['较简单', 35],
        ['复杂', 15],
      ]),
      roof: r.pick(ROOFS),
      floor: r.pick(FLOORS),
    };
  });
}

/** The seams a mine works: the minable ones, the thickest first, at most two. */
export function mainSeams(seams: RowValues[]): RowValues[] {
  return seams
    .filter((s) => s.minable === true)
    .sort((a, b) => num(b.thicknessAvg) - num(a.thicknessAvg))
    .slice(0, 2);
}

/** Vdaf and G inside the rank's GB 5751 box (coking coal below Vdaf 20 needs G > 65). */
export function makeQuality(r: Random, facts: MineFacts, seamNo: string): RowValues {
  const rank = str(facts.mine.coalRank) || 'WY';
  const ranges = QUALITY_BY_RANK[rank] ?? QUALITY_BY_RANK.WY!;
  const ad = round(r.normal(22, 6, 8, 38));
  const highSulfur = facts.field === 'liupanshui' || facts.field === 'zhina' || facts.field === 'weihe';
  const std = round(highSulfur ? r.normal(2.2, 1, 0.3, 5) : r.normal(1.2, 0.7, 0.2, 4));
  const qgrd = round(Math.min(33.5, Math.max(20, 35.2 - 0.37 * ad + r.range(-0.8, 0.8))));
  let vdaf = round(r.range(ranges.vdaf[0], ranges.vdaf[1]));
  let g = r.int(ranges.g[0], ranges.g[1]);
  if (rank === 'JM') {
    // GB 5751: 焦煤 is Vdaf 20–28 with G 50–65, or Vdaf 10–20 with G > 65.
    if (r.chance(0.35)) {
      vdaf = round(r.range(15, 19.8));
      g = r.int(66, 85);
    } else {
      vdaf = round(r.range(20.5, 27.5));
      g = r.int(50, 65);
    }
  }
  return {
    seamNo,
    mad: round(rank === 'WY' ? r.range(1, 3) : r.range(0.5, 2)),
    ad,
    vdaf,
    std,
    qgrd,
    g,
    coalRank: rank,
    ashGrade: gradeAsh(ad),
    sulfurGrade: gradeSulfur(std),
    calorificGrade: gradeCalorific(qgrd),
  };
}

/**
 * Gas measurements consistent with the grade (煤矿瓦斯等级鉴定办法) and with output: relative emission =
 * absolute × 1440 × working days ÷ output of the year measured.
 */
export function makeGas(
  r: Random,
  facts: MineFacts,
  seams: RowValues[],
  production: RowValues[],
): RowValues[] {
  const grade = str(facts.mine.gasGrade);
  const measured = seams.filter((s) => s.minable === true).slice(0, r.int(1, 3));
  return measured.map((seam) => {
    const year = production.length
      ? num(r.pick(production.slice(-3)).year)
      : r.int(Math.max(2015, yearOf(facts.referenceDate) - 6), yearOf(facts.referenceDate) - 1);
    const row = production.find((p) => p.year === year);
    const output = row ? num(row.output) : facts.capacity;
    const days = row ? num(row.workingDays) : 330;
    const tonnesPerMinute = (output * 10_000) / (1440 * days);
    let relative = grade === '1' ? r.range(2, 9.5) : r.range(10.5, grade === '3' ? 35 : 25);
    // Low-gas also means absolute ≤ 40 m³/min: a big low-gas mine emits little per tonne.
    if (grade === '1') relative = Math.min(relative, (38 / tonnesPerMinute) * 0.95);
    const relativeEmission = round(relative);
    const absoluteEmission = round(relativeEmission * tonnesPerMinute);
    const content = grade === '1' ? r.range(2, 8) : grade === '2' ? r.range(8, 16) : r.range(12, 25);
    const pressure =
      grade === '1' ? r.range(0.2, 0.6) : grade === '2' ? r.range(0.4, 0.73) : r.range(0.74, 3.5);
    const ch4 = r.range(80, 97);
    // CH₄ + CO₂ + N₂ make 100 %: CO₂ leaves at least 1 % for nitrogen.
    const co2 = r.range(0.5, Math.min(5, 99 - ch4));
    return {
      seamNo: seam.seamNo ?? null,
      measuredOn: dateIn(year, r.int(0, 364)),
      gasContent: round(content),
      gasPressure: round(pressure),
      relativeEmission,
      absoluteEmission,
      ch4: round(ch4),
      co2: round(co2),
      n2: round(100 - ch4 - co2),
      firmness: round(grade === '3' ? r.range(0.15, 0.5) : r.range(0.4, 1.5)),
      desorptionVelocity: round(grade === '3' ? r.range(10, 30) : r.range(3, 12), 1),
      permeability: round(r.range(0.01, 5), 3),
      outburstRisk: grade === '3' || pressure >= 0.74,
    };
  });
}

export interface Hydro {
  normalInflow: number;
  maxInflow: number;
  specificYield: number;
  oldWorkingWater: string;
  sump: number;
  pumpFlow: number;
  pumps: { working: number; standby: number; repair: number };
}

const PUMP_FLOWS = [46, 85, 155, 280, 450, 500, 720];

/** Indicators whose highest class is the mine's type (煤矿防治水细则), with drainage sized to them. */
export function makeHydro(r: Random, type: number): Hydro {
  const normalLimits = [180, 600, 2100, 3500];
  let normal = 50;
  let max = 80;
  for (let attempt = 0; attempt < 40; attempt++) {
    const n = Math.round(r.range(10, normalLimits[type - 1]!));
    const m = Math.round(n * r.range(1.2, 2.5));
    if (hydroOf(n, m) <= type) {
      normal = n;
      max = m;
      break;
    }
  }
  // Unit inflow q and old workings stay at or below the type; q reaches it when the inflows do not.
  const qLimits = [0.1, 1, 5, 12];
  const qClass = hydroOf(normal, max) === type ? r.int(1, type) : type;
  const qLo = qClass === 1 ? 0.01 : qLimits[qClass - 2]! * 1.05;
  const specificYield = round(r.range(qLo, qLimits[qClass - 1]! * 0.98), 3);
  const pumpFlow = PUMP_FLOWS.find((f) => f * 3 >= 1.2 * normal) ?? 720;
  const working = Math.ceil((1.2 * normal) / pumpFlow);
  const standby = Math.max(1, Math.ceil((1.2 * max) / pumpFlow) - working, Math.ceil(working * 0.7));
  return {
    normalInflow: normal,
    maxInflow: max,
    specificYield,
    oldWorkingWater: OLD_WATER[r.int(1, type) - 1]!,
    sump: Math.round((normal * r.range(8.5, 14)) / 10) * 10,
    pumpFlow,
    pumps: { working, standby, repair: Math.max(1, Math.ceil(working / 4)) },
  };
}

function hydroOf(normal: number, max: number): number {
  const byNormal = normal <= 180 ? 1 : normal <= 600 ? 2 : normal <= 2100 ? 3 : 4;
  const byMax = max <= 300 ? 1 : max <= 1200 ? 2 : max <= 3000 ? 3 : 4;
  return Math.max(byNormal, byMax);
}

export interface Resources {
  area: number;
  resources: number;
  measured: number;
  indicated: number;
  inferred: number;
  recoverable: number;
  serviceLife: number;
}

/**
 * Resources that fit the field (≤ area × seam thickness × 1.45 t/m³) and a service life that follows
 * from them (recoverable ÷ (capacity × reserve factor 1.3–1.5)).
 */
export function makeResources(r: Random, facts: MineFacts, seams: RowValues[]): Resources {
  const capacity = facts.capacity;
  const thickness = seams.reduce((s, x) => s + num(x.thicknessAvg), 0) || 1.5;
  const factor = r.range(1.3, 1.5);
  const recovery = r.range(0.45, 0.65);
  const fill = r.range(0.35, 0.8);
  let life = facts.status === '5' ? r.range(2, 8) : r.range(8, 40);
  let area = (capacity * factor * life) / recovery / (thickness * 145 * fill);
  if (area > 40) {
    area = r.range(20, 40);
    life = (area * thickness * 145 * fill * recovery) / (capacity * factor);
  }
  area = round(Math.max(0.3, area), 4);
  const total = area * thickness * 145 * fill;
  const measured = Math.round(total * r.range(0.2, 0.35));
  const indicated = Math.round(total * r.range(0.3, 0.4));
  const inferred = Math.max(0, Math.round(total) - measured - indicated);
  const resources = measured + indicated + inferred;
  const recoverable = Math.round(resources * recovery);
  return {
    area,
    resources,
    measured,
    indicated,
    inferred,
    recoverable,
    serviceLife: round(recoverable / (capacity * factor), 1),
  };
}
