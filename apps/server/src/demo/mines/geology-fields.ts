import { COALFIELDS, type Coalfield, SEAM_TABLES } from '@coal/contracts';
import { type County, loadCounties, pointInCounty } from '../../modules/mine';
import {
  COUNTY_WEIGHTS,
  coalfieldOf,
  HIGH_GAS_PREFECTURES,
  MEDIUM_GAS_PREFECTURES,
  RANKS_BY_FIELD,
} from './coalfields';
import { DIP_RANGE } from './place';
import { Random } from './random';
import { classOf, quantileCuts, SmoothField, toKm } from './smooth-field';

/**
 * The geology of a place, read from smooth random fields over each coalfield (rank, seam thickness,
 * dip) and over the province (gas, karst water), so that neighbouring mines share rank, seam sequence
 * and gas grade and their seam thicknesses correlate. Classes are cut from the fields at the quantiles
 * that give each coalfield its DOMAIN.md mix, so the province figures stay where they were.
 */
export interface PlaceGeology {
  field: Coalfield;
  coalRank: string;
  gasGrade: string;
  /** Where the place lies within its gas grade: 0 at the grade's lower bound, 1 at the upper. */
  gasLevel: number;
  hydroType: string;
  /** Karst water of the place, 0 (dry) … 1 (wettest in the province). */
  wetness: number;
  /** Typical dip of the seams here (°). */
  dip: number;
  /** Thickness (m) each seam of the coalfield's table has here, top down. */
  thickness: number[];
}

/** Coal ranks from the least to the most mature (GB 5751): the order a maturity field runs through. */
const MATURITY_ORDER = ['QM', '1/3JM', 'FM', 'JM', 'SM', 'PS', 'PM', 'WY'];

/** Gas grade mix by prefecture group (the high-gas zone centred on Liupanshui, DOMAIN.md §2). */
function gasWeights(prefectureCode: string): number[] {
  if (HIGH_GAS_PREFECTURES.has(prefectureCode)) return [22, 40, 38];
  if (MEDIUM_GAS_PREFECTURES.has(prefectureCode)) return [40, 40, 20];
  return [70, 26, 4];
}
/** Hydrogeological types 1–4: karst makes medium the commonest, extremely complex rare. */
const HYDRO_WEIGHTS = [40, 45, 13, 2];

/** Correlation lengths (km): rank and seams vary over a syncline, gas and water over a district. */
const RANK_SCALE = 30;
const SEAM_SCALE = 12;
const PROVINCE_SCALE = 16;

interface FieldModel {
  rank: SmoothField;
  rankCuts: number[];
  rankSpan: [number, number];
  ranks: string[];
  seams: SmoothField;
  /** Typical thickness of each seam of the table over the coalfield (m). */
  baseThickness: number[];
}

const cache = new Map<number, GeologyModel>();

/** One model per seed: every run with the seed reads the same fields. */
export function geologyFor(seed: number): GeologyModel {
  let model = cache.get(seed);
  if (!model) {
    model = new GeologyModel(seed);
    cache.set(seed, model);
  }
  return model;
}

export class GeologyModel {
  private readonly fields = new Map<Coalfield, FieldModel>();
  private readonly province: SmoothField;
  private readonly gasCuts = new Map<string, number[]>();
  private readonly hydroCuts: number[];
  private readonly waterSample: number[];
  private readonly span: [number, number] = [-2.5, 2.5];

  constructor(seed: number) {
    const r = new Random(seed).fork(33);
    const counties = loadCounties().filter((c) => COUNTY_WEIGHTS[c.code]);
    const sampler = r.fork(1);
    for (const field of COALFIELDS) {
      const own = counties.filter((c) => coalfieldOf(c.code) === field);
      const box = boxOf(own);
      const ranks = MATURITY_ORDER.filter((k) => RANKS_BY_FIELD[field].some(([rank]) => rank === k));
      const weights = ranks.map((k) => RANKS_BY_FIELD[field].find(([rank]) => rank === k)![1]);
      const table = SEAM_TABLES[field];
      const rank = new SmoothField(r.fork(2), box, RANK_SCALE * 1.4, RANK_SCALE, 1);
      // Channel 0 is the dip; then one thickness channel per seam of the table.
      const seams = new SmoothField(r.fork(3), box, SEAM_SCALE * 1.4, SEAM_SCALE, table.length + 1);
      const sample = samplePoints(sampler, own, 240).map(([x, y]) => rank.at(x, y)[0]!);
      const base = r.fork(4);
      // One or two seams carry each field (the main seams); the rest are thinner.
      const mains = new Set(
        base.sample(
          table.map((_, k) => k),
          table.length > 6 ? 2 : 1,
        ),
      );
      this.fields.set(field, {
        rank,
        rankCuts: quantileCuts(sample, weights),
        rankSpan: [Math.min(...sample), Math.max(...sample)],
        ranks,
        seams,
        baseThickness: table.map((_, k) => (mains.has(k) ? base.range(1.8, 2.6) : base.range(0.6, 1.5))),
      });
    }
    const all = boxOf(counties);
    // Channel 0: gas; channel 1: karst water.
    this.province = new SmoothField(r.fork(5), all, PROVINCE_SCALE * 1.4, PROVINCE_SCALE, 2);
    const everywhere = samplePoints(sampler, counties, 900).map(([x, y]) => this.province.at(x, y));
    this.waterSample = everywhere.map((v) => v[1]!).sort((a, b) => a - b);
    this.hydroCuts = quantileCuts(this.waterSample, HYDRO_WEIGHTS);
    for (const prefecture of new Set(counties.map((c) => c.prefectureCode))) {
      const own = counties.filter((c) => c.prefectureCode === prefecture);
      const gas = samplePoints(sampler, own, 200).map(([x, y]) => this.province.at(x, y)[0]!);
      this.gasCuts.set(prefecture, quantileCuts(gas, gasWeights(prefecture)));
    }
  }

  /** The geology at a point of a county; `noise` draws the small differences between neighbours. */
  at(lng: number, lat: number, county: County, noise: Random): PlaceGeology {
    const field = coalfieldOf(county.code);
    const model = this.fields.get(field)!;
    const [x, y] = toKm(lng, lat);
    const maturity = model.rank.at(x, y)[0]! + noise.normal(0, 0.005);
    const coalRank = model.ranks[classOf(maturity, model.rankCuts, model.rankSpan).index]!;
    const [gas, water] = this.province.at(x, y) as [number, number];
    const g = classOf(gas + noise.normal(0, 0.02), this.gasCuts.get(county.prefectureCode)!, this.span);
    const h = classOf(water, this.hydroCuts, this.span);
    const [dipValue, ...seamValues] = model.seams.at(x, y) as [number, ...number[]];
    const [lo, hi] = DIP_RANGE[field];
    // A logistic of the field keeps the dip inside the coalfield's range, most often in its middle.
    const dip = lo + (hi - lo) / (1 + Math.exp(-2.2 * dipValue));
    return {
      field,
      coalRank,
      gasGrade: String(g.index + 1),
      gasLevel: g.within,
      hydroType: String(h.index + 1),
      wetness: shareBelow(this.waterSample, water),
      dip,
      thickness: seamValues.map((v, k) =>
        Math.min(6, model.baseThickness[k]! * Math.exp(0.9 * v + noise.normal(0, 0.06))),
      ),
    };
  }
}

/** The share of a sorted sample below a value: where the place stands in the province. */
function shareBelow(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo / sorted.length;
}

function boxOf(counties: readonly County[]): [number, number, number, number] {
  const corners = counties.flatMap((c) => [toKm(c.bbox[0], c.bbox[1]), toKm(c.bbox[2], c.bbox[3])]);
  return [
    Math.min(...corners.map((p) => p[0])),
    Math.min(...corners.map((p) => p[1])),
    Math.max(...corners.map((p) => p[0])),
    Math.max(...corners.map((p) => p[1])),
  ];
}

/** Points spread over counties as the mines are (by the county weights), in km. */
function samplePoints(r: Random, counties: readonly County[], count: number): [number, number][] {
  const weighted = counties.map((c) => [c, COUNTY_WEIGHTS[c.code] ?? 0] as const);
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const county = r.weighted(weighted);
    const [minX, minY, maxX, maxY] = county.bbox;
    for (let attempt = 0; attempt < 200; attempt++) {
      const lng = r.range(minX, maxX);
      const lat = r.range(minY, maxY);
      if (pointInCounty(county, lng, lat)) {
        out.push(toKm(lng, lat));
        break;
      }
    }
  }
  return out;
}
