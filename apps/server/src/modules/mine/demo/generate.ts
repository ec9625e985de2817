import { type County, loadCounties, pointInCounty } from '../geo/geo-assets';
import type { MineRecord, OwnershipEdge, RowValues } from '../record-types';
import { generateChildren } from './children';
import {
  COUNTY_WEIGHTS,
  coalfieldOf,
  HIGH_GAS_PREFECTURES,
  MEDIUM_GAS_PREFECTURES,
  NO_PRODUCTION_PREFECTURES,
  PREFECTURE_WEIGHTS,
  RANKS_BY_FIELD,
} from './coalfields';
import { addDays } from './dates';
import { generateDocuments } from './documents';
import { person, splitPercent } from './people';
import { BRANDS, GROUP_SUFFIXES, PLACE_FIRST, PLACE_SECOND, TOWNS } from './pools';
import { Random } from './random';

export const DEFAULT_SEED = 20_200_930;
export const DEFAULT_MINE_COUNT = 900;

export interface GenerateOptions {
  seed?: number;
  mines?: number;
  /** YYYY-MM-DD: "today" for the data (licence expiry, production years). Fixed, so output is reproducible. */
  referenceDate: string;
}

export interface Dataset {
  seed: number;
  referenceDate: string;
  mines: MineRecord[];
  edges: OwnershipEdge[];
}

/** The 2020 status mix (28 % producing, 11 % construction, 7 % closed, 54 % halted), before regional rules. */
const STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 29],
  ['2', 10.5],
  ['6', 2],
  ['3', 38],
  ['4', 15],
  ['5', 6],
];
const EAST_STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  ['3', 55],
  ['4', 12],
  ['5', 33],
];
const CAPACITY_WEIGHTS: Record<string, readonly (readonly [number, number])[]> = {
  producing: [
    [30, 18],
    [45, 24],
    [60, 18],
    [90, 15],
    [120, 10],
    [150, 5],
    [180, 4],
    [240, 3],
    [300, 2],
    [400, 1],
  ],
  building: [
    [45, 25],
    [60, 20],
    [90, 25],
    [120, 14],
    [150, 6],
    [180, 4],
    [240, 3],
    [300, 2],
    [400, 1],
  ],
  halted: [
    [6, 5],
    [9, 10],
    [15, 14],
    [21, 10],
    [30, 26],
    [45, 20],
    [60, 8],
    [90, 5],
    [120, 2],
  ],
  closed: [
    [6, 20],
    [9, 30],
    [15, 25],
    [21, 15],
    [30, 10],
  ],
};

interface Company {
  name: string;
  group: string | null;
}

/** A pure function of its options: same seed, count and reference date → identical records. */
export function generateDataset(options: GenerateOptions): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.mines ?? DEFAULT_MINE_COUNT;
  const root = new Random(seed);
  const counties = loadCounties();
  const byPrefecture = new Map<string, [County, number][]>();
  for (const county of counties) {
    const weight = COUNTY_WEIGHTS[county.code];
    if (!weight) continue;
    byPrefecture.set(county.prefectureCode, [
      ...(byPrefecture.get(county.prefectureCode) ?? []),
      [county, weight],
    ]);
  }

  // 200 brand × suffix names exist; a few dozen groups is what a province has anyway.
  const groups = makeGroups(root.fork(1), Math.min(120, Math.max(12, Math.round(count / 25))));
  const edges: OwnershipEdge[] = groups.flatMap((g) => g.edges);
  const usedNames = new Set<string>();
  const usedCompanies = new Set<string>(groups.map((g) => g.name));
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

    const place = uniquePlace(r, usedNames, county);
    const name = `${place}煤矿`;
    const town = r.pick(TOWNS);
    const aliases = r.chance(0.4) ? [`${county.name}${town}乡${place}煤矿`] : [];

    const east = NO_PRODUCTION_PREFECTURES.has(prefectureCode);
    const status = r.weighted(east ? EAST_STATUS_WEIGHTS : STATUS_WEIGHTS);
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
    let capacity = r.weighted(CAPACITY_WEIGHTS[bucket] ?? []);
    if (prefectureCode === '5202' && bucket === 'producing' && r.chance(0.3))
      capacity = Math.max(capacity, 90);

    const gasGrade = HIGH_GAS_PREFECTURES.has(prefectureCode)
      ? r.weighted([
          ['1', 22],
          ['2', 40],
          ['3', 38],
        ])
      : MEDIUM_GAS_PREFECTURES.has(prefectureCode)
        ? r.weighted([
            ['1', 40],
            ['2', 40],
            ['3', 20],
          ])
        : r.weighted([
            ['1', 70],
            ['2', 26],
            ['3', 4],
          ]);
    // After the 2013 mergers outburst mines were designed for ≥45×10⁴ t/a (黔府办发〔2013〕46号).
    if (gasGrade === '3' && (bucket === 'producing' || bucket === 'building'))
      capacity = Math.max(capacity, 45);

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
    const coalRank = r.weighted(RANKS_BY_FIELD[field]);
    const company = pickCompany(r, groups, usedCompanies, county, place);
    const founded = 1995 + r.int(0, 20);

    const mine: RowValues = {
      code,
      name,
      aliases,
      prefecture: county.prefecture,
      county: county.name,
      lat,
      lng,
      address: `贵州省${county.prefectureFullName}${county.name}${town}镇`,
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
      hydroType: r.weighted([
        ['1', 22],
        ['2', 53],
        ['3', 22],
        ['4', 3],
      ]),
      coalRank,
      company: company.name,
      companyCreditCode: creditCode(r, county.code),
      companyLegalRep: person(r),
      companyCapital: r.pick([500, 1000, 2000, 3000, 5000, 8000, 10_000, 20_000]),
      companyEstablishedOn: addDays(`${founded}-01-01`, r.int(0, 364)),
      companyType: company.group
        ? '有限责任公司（法人独资）'
        : r.pick(['有限责任公司（自然人投资或控股）', '有限责任公司', '股份有限公司（非上市）']),
      companyAddress: `贵州省${county.prefectureFullName}${county.name}${town}镇`,
    };

    // A few mines carry nothing but their mine row, so every empty state of the profile has data to show.
    const sparse = r.chance(0.025);
    const children = sparse
      ? {}
      : generateChildren(r.fork(7), { mine, field, company, referenceDate: options.referenceDate, founded });
    const documents = sparse
      ? {}
      : generateDocuments(r.fork(11), { mine, children, field, referenceDate: options.referenceDate });
    mines.push({ mine, children, documents });
  }
  return { seed, referenceDate: options.referenceDate, mines, edges };
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

function uniquePlace(r: Random, used: Set<string>, county: County): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const place = `${r.pick(PLACE_FIRST)}${r.pick(PLACE_SECOND)}`;
    const candidate = attempt < 10 ? place : `${county.name.slice(0, 2)}${place}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
  // Large datasets run out of two-character places: number the pits as Guizhou does (一井, 二井…).
  for (let n = 1; ; n++) {
    const candidate = `${county.name.slice(0, 2)}${r.pick(PLACE_FIRST)}${r.pick(PLACE_SECOND)}${n}号井`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}

function creditCode(r: Random, countyCode: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let tail = '';
  for (let i = 0; i < 9; i++) tail += chars[r.int(0, chars.length - 1)];
  return `91${countyCode}${tail}X`.slice(0, 18);
}

interface Group {
  name: string;
  edges: OwnershipEdge[];
}

/** Holding groups with their own shareholders (people and investment companies): the deeper graph levels. */
function makeGroups(r: Random, count: number): Group[] {
  const groups: Group[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    let name = '';
    do name = `贵州${r.pick(BRANDS)}${r.pick(GROUP_SUFFIXES)}`;
    while (used.has(name));
    used.add(name);
    const holders = r.int(1, 3);
    const shares = splitPercent(r, holders);
    const edges: OwnershipEdge[] = shares.map((percent, k) =>
      k === 0 && r.chance(0.4)
        ? {
            holderName: `${r.pick(['贵州', '黔'])}${r.pick(BRANDS)}投资控股有限公司`,
            holderType: 'company' as const,
            companyName: name,
            percent,
          }
        : { holderName: person(r), holderType: 'person' as const, companyName: name, percent },
    );
    // The holding company's own owners: one more level for the look-through graph.
    for (const edge of edges.filter((e) => e.holderType === 'company')) {
      for (const percent of splitPercent(r, r.int(1, 2))) {
        edges.push({ holderName: person(r), holderType: 'person', companyName: edge.holderName, percent });
      }
    }
    groups.push({ name, edges: dedupeEdges(edges) });
  }
  return groups;
}

function dedupeEdges(edges: OwnershipEdge[]): OwnershipEdge[] {
  const seen = new Map<string, OwnershipEdge>();
  for (const edge of edges) {
    const key = `${edge.companyName}|${edge.holderType}|${edge.holderName}`;
    const prior = seen.get(key);
    if (prior) prior.percent = Math.round((prior.percent + edge.percent) * 100) / 100;
    else seen.set(key, { ...edge });
  }
  return [...seen.values()];
}

function pickCompany(r: Random, groups: Group[], used: Set<string>, county: County, place: string): Company {
  if (r.chance(0.3)) {
    const group = r.pick(groups);
    return {
      name: `${group.name.replace(/(集团)?有限(责任)?公司$/, '')}${place}煤业有限公司`,
      group: group.name,
    };
  }
  let name = `${county.name}${r.pick(BRANDS)}煤业有限公司`;
  if (used.has(name)) name = `贵州${place}${r.pick(BRANDS)}矿业有限公司`;
  used.add(name);
  return { name, group: null };
}
