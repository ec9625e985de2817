import { gradeAsh, gradeCalorific, gradeSulfur } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import { type Horizon, HORIZONS, SEAM_TABLES } from '@coal/contracts';
import { QUALITY_BY_RANK } from './coalfields';
import { dateIn, yearOf } from './dates';
import type { MineFacts } from './facts';
import { OLD_WATER } from './invariants';
import { DIP_RANGE } from './place';
import { FLOORS, ROOFS } from './pools';
import type { Random } from './random';

export const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * The seams of the coalfield's table that the place holds, top down: those at least 0.5 m thick here
 * (thinner ones are coal streaks a report does not list), at most six and at least two, the thickest
 * kept. Thickness and dip come from the fields, so neighbours see nearly the same seams.
 */
export function makeSeams(r: Random, facts: MineFacts): RowValues[] {
  const table = SEAM_TABLES[facts.field];
  const { thickness, dip } = facts.geology;
  const byThickness = table.map((_, k) => k).sort((a, b) => thickness[b]! - thickness[a]!);
  const listed = new Set(byThickness.filter((k, i) => i < 2 || (thickness[k]! >= 0.5 && i < 6)));
  const kept = table.map((_, k) => k).filter((k) => listed.has(k));
  // A mine field always holds a minable seam: where all seams thin out, the thickest still reaches 0.8 m.
  const thickest = byThickness[0]!;
  const avgOf = (k: number) =>
    round(Math.min(4.5, k === thickest ? Math.max(thickness[k]!, r.range(0.8, 1)) : thickness[k]!));
  const [lo, hi] = DIP_RANGE[facts.field];
  return kept.map((k, i) => {
    const avg = avgOf(k);
    const next = kept[i + 1];
    const spread = r.range(1.25, 2);
    return {
      seamNo: table[k]![0],
      thicknessMin: round(avg * r.range(0.35, 0.8)),
      thicknessMax: round(avg * spread),
      thicknessAvg: avg,
      dip: Math.round(Math.min(hi, Math.max(lo, dip + r.normal(0, 1.5)))),
      // Horizons lie 8–15 m apart in the Longtan Formation; skipped horizons widen the interval.
      spacing:
        next === undefined
          ? null
          : round((horizonIndex(table[next]![1]) - horizonIndex(table[k]![1])) * r.range(8, 15), 1),
      stability: spread < 1.45 ? '稳定' : spread < 1.7 ? '较稳定' : avg < 1 ? '不稳定' : '较稳定',
      minable: avg >= 0.8,
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

const horizonIndex = (h: Horizon) => HORIZONS.indexOf(h);

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
  // Where the place stands within its grade, measured with a little scatter: neighbours read alike.
  const level = () => Math.min(1, Math.max(0, facts.geology.gasLevel + r.normal(0, 0.08)));
  const within = (lo: number, hi: number) => lo + (hi - lo) * level();
  const measured = seams.filter((s) => s.minable === true).slice(0, r.int(1, 3));
  return measured.map((seam) => {
    const year = production.length
      ? num(r.pick(production.slice(-3)).year)
      : r.int(Math.max(2015, yearOf(facts.referenceDate) - 6), yearOf(facts.referenceDate) - 1);
    const row = production.find((p) => p.year === year);
    const output = row ? num(row.output) : facts.capacity;
    const days = row ? num(row.workingDays) : 330;
    const tonnesPerMinute = (output * 10_000) / (1440 * days);
    let relative = grade === '1' ? within(2, 9.5) : within(10.5, grade === '3' ? 35 : 25);
    // Low-gas also means absolute ≤ 40 m³/min: a big low-gas mine emits little per tonne.
    if (grade === '1') relative = Math.min(relative, (38 / tonnesPerMinute) * 0.95);
    const relativeEmission = round(relative);
    const absoluteEmission = round(relativeEmission * tonnesPerMinute);
    const content = grade === '1' ? within(2, 8) : grade === '2' ? within(8, 16) : within(12, 25);
    const pressure = grade === '1' ? within(0.2, 0.6) : grade === '2' ? within(0.4, 0.73) : within(0.74, 3.5);
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

/** Normal inflow (m³/h) each type allows at most, and the maximum inflow (煤矿防治水细则). */
const NORMAL_LIMITS = [180, 600, 2100, 3500];
const MAX_LIMITS = [300, 1200, 3000, 7000];

/**
 * Inflows from the place's karst water and the mine's scale: water per tonne of capacity runs from
 * about 0.6 m³/t on dry ground to 6 m³/t in the wettest karst, so a 45 × 10⁴ t/a mine makes tens to a
 * few hundred m³/h. The inflows stay within the type; where they do not reach it, the unit inflow q
 * or old workings carry it, as 煤矿防治水细则 takes the highest indicator.
 */
export function makeHydro(r: Random, type: number, capacity: number, wetness: number): Hydro {
  const perTonne = 0.6 * 10 ** wetness * Math.exp(r.normal(0, 0.15));
  const scale = Math.max(capacity, 6) * 10_000;
  const normal = Math.max(8, Math.min(NORMAL_LIMITS[type - 1]!, Math.round((perTonne * scale) / 8760)));
  const ratio = Math.min(r.range(1.2, 2.5), MAX_LIMITS[type - 1]! / normal);
  const max = Math.round(normal * Math.max(1.2, ratio));
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
