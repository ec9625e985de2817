import {
  type County,
  loadCounties,
  type MineRecord,
  type OwnershipEdge,
  pointInCounty,
  type RowValues,
} from '../../modules/mine';
import { makeAppraisals } from './appraisals';
import { makeCorners } from './boundary';
import { generateChildren } from './children';
import { COUNTY_WEIGHTS, coalfieldOf, NO_PRODUCTION_PREFECTURES, PREFECTURE_WEIGHTS } from './coalfields';
import { addDays, yearOf } from './dates';
import { DESIGN_FLOOR_FROM, designFloor, type MineFacts, makeGround, makeTimeline } from './facts';
import { makeHydro, makeResources, makeSeams } from './geology';
import { geologyFor } from './geology-fields';
import { OPERATING } from './invariants';
import { loadTownships, type Township } from './place';
import { type Group, makeOwners } from './owners';
import { PLACE_FIRST, PLACE_SECOND } from './pools';
import { Random } from './random';
import { makeSmartFaces } from './smart-faces';
import { addSources } from './sources';
import { generateDocuments } from './texts';

export const DEFAULT_SEED = 20_200_930;
export const DEFAULT_MINE_COUNT = 900;

export interface GenerateOptions {
  seed?: number;
  mines?: number;
  /** YYYY-MM-DD: "today" for the data (licence expiry, production years). Fixed, so output is reproducible. */
  referenceDate: string;
  /**
   * Only the mine rows, without their tables and documents. Those draw from streams forked after the mine
   * row, so the rows are exactly those of a full run.
   */
  minesOnly?: boolean;
}

export interface Dataset {
  seed: number;
  referenceDate: string;
  mines: MineRecord[];
  edges: OwnershipEdge[];
}

type Weights<T> = readonly (readonly [T, number])[];

/**
 * The Q3 2020 status mix (28 % producing, 11 % building, 7 % closed, 54 % halted). Liupanshui holds more
 * of the producing mines (27 %) and Guiyang few (DOMAIN.md §2), so their producing weight differs.
 */
function statusWeights(prefectureCode: string): Weights<string> {
  if (NO_PRODUCTION_PREFECTURES.has(prefectureCode))
    return [
      ['3', 55],
      ['4', 12],
      ['5', 33],
    ];
  const producing = prefectureCode === '5202' ? 39 : prefectureCode === '5201' ? 12 : 26.5;
  return [
    ['1', producing],
    ['2', 10.5],
    ['6', 2],
    ['3', 39],
    ['4', 16],
    ['5', 6],
  ];
}

/**
 * Capacities (10⁴ t/a) on the national series. Producing mines average ≈ 52 (134 Mt/a over 257 mines),
 * Liupanshui's ≈ 70 (37 % of the capacity from 27 % of the mines), Guiyang's and Qiannan's small.
 */
const CAPACITY: Record<string, Weights<number>> = {
  producing: [
    [30, 66],
    [45, 27],
    [60, 4],
    [90, 2.5],
    [120, 0.8],
    [150, 0.3],
    [180, 0.15],
    [240, 0.05],
  ],
  // The largest Liupanshui mines are the state groups' seats (owners.ts); these are the rest.
  producingLiupanshui: [
    [30, 40],
    [45, 35],
    [60, 9],
    [90, 9],
    [120, 3],
    [150, 1],
    [180, 0.5],
  ],
  small: [
    [30, 65],
    [45, 30],
    [60, 5],
  ],
  building: [
    [30, 20],
    [45, 42],
    [60, 13],
    [90, 15],
    [120, 6],
    [150, 2],
    [180, 1],
    [240, 0.6],
    [300, 0.4],
  ],
  halted: [
    [6, 3],
    [9, 6],
    [15, 10],
    [21, 8],
    [30, 28],
    [45, 25],
    [60, 10],
    [90, 7],
    [120, 3],
  ],
  closed: [
    [6, 20],
    [9, 30],
    [15, 25],
    [21, 15],
    [30, 10],
  ],
};

/** A pure function of its options: same seed, count and reference date → identical records. */
export function generateDataset(options: GenerateOptions): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.mines ?? DEFAULT_MINE_COUNT;
  const referenceDate = options.referenceDate;
  const refYear = yearOf(referenceDate);
  const lastYear = Math.min(refYear - 1, 2025);
  const root = new Random(seed);
  const counties = loadCounties();
  const townships = loadTownships();
  const byPrefecture = new Map<string, [County, number][]>();
  for (const county of counties) {
    const weight = COUNTY_WEIGHTS[county.code];
    if (!weight) continue;
    byPrefecture.set(county.prefectureCode, [
      ...(byPrefecture.get(county.prefectureCode) ?? []),
      [county, weight],
    ]);
  }

  const owners = makeOwners(root.fork(1), Math.min(120, Math.max(12, Math.round(count / 25))));
  const groups = owners.privateGroups;
  const edges = owners.edges;
  const usedNames = new Set<string>();
  const sequence = new Map<string, number>();
  const mines: MineRecord[] = [];

  for (let i = 0; i < count; i++) {
    const r = root.fork(1000 + i);
    const prefectureCode = r.weighted(PREFECTURE_WEIGHTS);
    const county = r.weighted(byPrefecture.get(prefectureCode) ?? []);
    const [lng, lat] = pointIn(r, county);
    const seq = (sequence.get(county.code) ?? 0) + 1;
    sequence.set(county.code, seq);
    const code = `GZ${county.code}${String(seq).padStart(4, '0')}`;
    const towns = townships[county.code]?.towns ?? [{ name: '城关镇', villages: ['新寨'] }];
    const town = r.pick(towns);

    const status = r.weighted(statusWeights(prefectureCode));
    const productionType = r.chance(0.03)
      ? null
      : status === '1' || status === '3'
        ? r.chance(0.1)
          ? '7'
          : status
        : status;
    const bucket =
      status === '1'
        ? 'producing'
        : status === '2' || status === '6'
          ? 'building'
          : status === '5'
            ? 'closed'
            : 'halted';
    const smallRegion = prefectureCode === '5201' || prefectureCode === '5227';
    let capacity = r.weighted(
      CAPACITY[
        smallRegion && bucket !== 'closed'
          ? bucket === 'halted'
            ? 'halted'
            : 'small'
          : bucket === 'producing' && prefectureCode === '5202'
            ? 'producingLiupanshui'
            : bucket
      ] ?? [],
    );
    // Rank, gas and water come from fields over the coalfield, so neighbours share them.
    const geology = geologyFor(seed).at(lng, lat, county, r.fork(17));
    const gasGrade = geology.gasGrade;
    // After the 2013 mergers outburst mines were designed for ≥45×10⁴ t/a (黔府办发〔2013〕46号).
    if (gasGrade === '3' && (bucket === 'producing' || bucket === 'building'))
      capacity = Math.max(capacity, 45);
    // No large mines in Guiyang or Qiannan.
    if (smallRegion) capacity = Math.min(capacity, 90);
    // A state group's seat sets the mine's size (its seats respect the two rules above).
    const seat = owners.claimSeat(prefectureCode, county.code, status);
    if (seat) capacity = seat.capacity;

    const mergerType =
      status === '5'
        ? r.chance(0.85)
          ? '-1'
          : null
        : bucket === 'producing'
          ? r.weighted([
              ['1', 55],
              ['9', 30],
              ['0', 10],
              [null, 5],
            ] as const)
          : bucket === 'building'
            ? r.weighted([
                ['5', 20],
                ['6', 20],
                ['7', 15],
                ['8', 15],
                ['9', 30],
              ])
            : r.weighted([
                ['1', 15],
                ['2', 15],
                ['3', 12],
                ['4', 12],
                ['5', 12],
                ['6', 8],
                ['7', 6],
                ['8', 5],
                ['-1', 10],
                ['0', 5],
              ]);

    const field = coalfieldOf(county.code);
    const coalRank = geology.coalRank;
    const village = r.pick(town.villages);
    const drawn = r.chance(0.3) ? r.pick(groups) : null;
    const group = seat ? null : drawn;
    const name = uniqueMineName(r, usedNames, county, town, village, towns, group);
    const company = owners.companyFor(r, { county, town, village }, { group, state: seat?.group ?? null });
    const aliases = r.chance(0.4) ? [formerName(r, county, town, name)] : [];

    const mine: RowValues = {
      code,
      name,
      aliases: aliases.filter((a) => a !== name),
      prefecture: county.prefecture,
      county: county.name,
      lat,
      lng,
      address: `贵州省${county.prefectureFullName}${county.name}${town.name}`,
      productionStatus: status,
      productionType,
      capacity,
      mergerType,
      complexity: r.weighted([
        ['1', 20],
        ['2', 55],
        ['3', 25],
      ]),
      gasGrade,
      hydroType: geology.hydroType,
      coalRank,
      company: company.name,
      companyCreditCode: company.creditCode,
      companyLegalRep: company.legalRep,
      companyCapital: company.capital,
      companyEstablishedOn: company.establishedOn,
      companyType: company.type,
      companyAddress: company.address,
      companyController: company.controller,
      companyControlShare: company.controlShare,
    };

    // A few mines carry nothing but their mine row, so every empty state of the profile has data to show.
    if (options.minesOnly || r.chance(0.025)) {
      mines.push({ mine, children: {}, documents: {} });
      continue;
    }
    const f = r.fork(7);
    const timeline = makeTimeline(f, status, referenceDate, lastYear, {
      designBy: capacity < designFloor(gasGrade) ? addDays(DESIGN_FLOOR_FROM, -1) : null,
    });
    const place = makeGround(f, county.code);
    const workforce = Math.round(capacity * f.range(3, 7) + 40);
    const facts: MineFacts = {
      mine,
      status,
      capacity,
      field,
      county,
      town: town.name,
      referenceDate,
      refYear,
      lastYear,
      geology,
      company: { name: company.name, group: company.group },
      founded: yearOf(company.establishedOn),
      timeline,
      ground: place.ground,
      licence: { top: place.top, bottom: place.bottom, area: 0 },
      levels: place.levels,
      workforce,
      employees: OPERATING.has(status)
        ? workforce
        : status === '2'
          ? Math.round(workforce * f.range(0.3, 0.5))
          : status === '5'
            ? 0
            : f.int(8, 30),
    };
    const seams = makeSeams(f, facts);
    const resources = makeResources(f, facts, seams);
    facts.licence.area = resources.area;
    const hydro = makeHydro(f, Number(mine.hydroType), capacity, geology.wetness);
    const children = generateChildren(f, facts, seams, company.holders);
    const documents = generateDocuments(r.fork(11), { facts, children, hydro, resources });
    children.appraisals = makeAppraisals(f, facts, documents);
    // Fields added later draw from their own stream, so the records above stay as they were.
    const later = r.fork(13);
    const mining = children.licences?.find((l) => l.kind === 'mining');
    if (mining)
      children.licenceCorners = makeCorners(
        later,
        { number: String(mining.number), area: Number(mining.area) },
        lat,
        lng,
      );
    children.smartFaces = makeSmartFaces(later, facts, documents, seams);
    const record: MineRecord = { mine, children, documents };
    addSources(record);
    mines.push(record);
  }
  return { seed, referenceDate, mines, edges: options.minesOnly ? [] : edges };
}

function pointIn(r: Random, county: County): [number, number] {
  const [minX, minY, maxX, maxY] = county.bbox;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const lng = Math.round(r.range(minX, maxX) * 1e6) / 1e6;
    const lat = Math.round(r.range(minY, maxY) * 1e6) / 1e6;
    if (pointInCounty(county, lng, lat)) return [lng, lat];
  }
  throw new Error(`no point found inside ${county.name}`);
}

const CN_DIGITS = '零一二三四五六七八九';
/** 2 → 二, 12 → 十二, 35 → 三十五; past 99 the digits themselves. */
function chineseNumber(n: number): string {
  if (n < 10) return CN_DIGITS[n]!;
  if (n < 100) return `${n >= 20 ? CN_DIGITS[Math.floor(n / 10)] : ''}十${n % 10 ? CN_DIGITS[n % 10] : ''}`;
  return String(n);
}

/**
 * Names as the records have them: "大寨煤矿", "盘州市柏果镇大寨煤矿", "贵州某某能源集团有限公司大寨煤矿",
 * "大寨煤矿一井"; unique, and finite for any count (a numbered pit once the villages run out).
 */
function uniqueMineName(
  r: Random,
  used: Set<string>,
  county: County,
  town: Township,
  village: string,
  towns: Township[],
  group: Group | null,
): string {
  const take = (name: string) => {
    if (used.has(name)) return null;
    used.add(name);
    return name;
  };
  for (let attempt = 0; attempt < 8; attempt++) {
    const t = attempt === 0 ? town : r.pick(towns);
    const v = attempt === 0 ? village : r.pick(t.villages);
    const form = r.weighted([
      ['village', 45],
      ['county', 25],
      ['group', group ? 40 : 0],
      ['pit', 8],
      ['classic', 10],
    ] as const);
    const name =
      form === 'village'
        ? `${v}煤矿`
        : form === 'county'
          ? `${county.name}${t.name}${v}煤矿`
          : form === 'group' && group
            ? `${group.name}${v}煤矿`
            : form === 'pit'
              ? `${v}煤矿${r.pick(['一井', '二井'])}`
              : `${r.pick(PLACE_FIRST)}${r.pick(PLACE_SECOND)}煤矿`;
    const taken = take(name);
    if (taken) return taken;
  }
  for (let k = 2; ; k++) {
    const taken = take(`${county.name}${town.name}${village}煤矿${chineseNumber(k)}井`);
    if (taken) return taken;
  }
}

/** The name before the mergers: the county + township + village form of the same or a nearby pit. */
function formerName(r: Random, county: County, town: Township, name: string): string {
  const village = r.pick(town.villages);
  const former = `${county.name}${town.name}${village}煤矿`;
  return former === name ? `${county.name}${town.name}${village}煤矿一井` : former;
}
