import { isGovernmentBody } from '../../modules/company';
import type { County, OwnershipEdge, RowValues } from '../../modules/mine';
import { makeHolders } from './business';
import { creditCode, tradeWord } from './company';
import { controllerOf } from './controller';
import { addDays } from './dates';
import { person, splitPercent } from './people';
import type { Township } from './place';
import { GROUP_SUFFIXES } from './pools';
import type { Random } from './random';
import { STATE_GROUPS, type StateGroup } from './state-groups';

/** A private holding group: each of its mines is held by a subsidiary named after the pit. */
export interface Group {
  name: string;
  edges: OwnershipEdge[];
}

export interface CompanyProfile {
  name: string;
  group: string | null;
  creditCode: string;
  legalRep: string;
  capital: number;
  establishedOn: string;
  address: string;
  holders: RowValues[];
  type: string;
  controller: string;
  controlShare: number | null;
  /** Mines it holds so far, and the prefecture it works in (a regional company stays in one). */
  mines: number;
  prefectureCode: string;
}

// Government bodies end a look-through: what they hold is the state's, not a group's.
export { isGovernmentBody };

/**
 * The portfolio a mine belongs to: the company that holds more than half of its holding company (a
 * group above a subsidiary), unless that holder is a person or the state; else the holding company.
 */
export function portfolioOf(
  company: string,
  holders: readonly { name: string; holderType: string; percent: number }[],
): string {
  const major = holders.find((h) => h.percent > 50);
  return major && major.holderType === 'company' && !isGovernmentBody(major.name) ? major.name : company;
}

/** A regional company takes on other mines of its own prefecture until it holds this many. */
const REGIONAL_MAX_MINES = 4;
/** Chance that a mine without a group goes to a regional company that already holds one nearby. */
const REGIONAL_SHARE = 0.3;

export interface Owners {
  edges: OwnershipEdge[];
  privateGroups: Group[];
  /** The state group seat a mine takes, by place, status and capacity; null when none is open. */
  claimSeat(
    prefectureCode: string,
    countyCode: string,
    status: string,
  ): { group: StateGroup; capacity: number } | null;
  companyFor(
    r: Random,
    place: { county: County; town: Township; village: string },
    owner: { group: Group | null; state: StateGroup | null },
  ): CompanyProfile;
}

/**
 * Who holds the province's mines: state groups with seats across prefectures (filled by the first mines
 * that fit), private groups holding through subsidiaries, regional companies with a few mines in one
 * prefecture, and single-mine companies.
 */
export function makeOwners(r: Random, privateGroupCount: number): Owners {
  const privateGroups = makeGroups(r, privateGroupCount);
  const edges: OwnershipEdge[] = [
    ...privateGroups.flatMap((g) => g.edges),
    ...STATE_GROUPS.flatMap((g) => g.edges),
  ];
  const companies = new Map<string, CompanyProfile>();
  // Regional companies per prefecture that can still take on a mine.
  const regional = new Map<string, CompanyProfile[]>();
  const taken = new Map<StateGroup, boolean[]>(STATE_GROUPS.map((g) => [g, g.seats.map(() => false)]));

  const claimSeat: Owners['claimSeat'] = (prefectureCode, countyCode, status) => {
    for (const group of STATE_GROUPS) {
      const used = taken.get(group)!;
      const k = group.seats.findIndex(
        (s, i) =>
          !used[i] &&
          s.statuses.includes(status) &&
          (s.counties ? s.counties.includes(countyCode) : s.prefectures.includes(prefectureCode)),
      );
      if (k < 0) continue;
      used[k] = true;
      return { group, capacity: group.seats[k]!.capacity };
    }
    return null;
  };

  const register = (profile: CompanyProfile) => {
    companies.set(profile.name, profile);
    return profile;
  };

  const companyFor: Owners['companyFor'] = (r, { county, town, village }, { group, state }) => {
    const c = r.fork(3);
    if (state) {
      const known = companies.get(state.holder.name);
      if (known) {
        known.mines++;
        return known;
      }
      const holders = state.holder.holders.map((h) => ({
        ...h,
        capital: Math.round(state.holder.capital * h.percent) / 100,
        subscribedOn: state.holder.establishedOn,
      }));
      const control = controllerOf(state.holder.holders, edges);
      return register({
        name: state.holder.name,
        group: state.name,
        creditCode: creditCode(c, state.holder.countyCode),
        legalRep: person(c),
        capital: state.holder.capital,
        establishedOn: state.holder.establishedOn,
        address: state.holder.address,
        holders,
        type: state.holder.type,
        controller: control.controller,
        controlShare: control.share,
        mines: 1,
        prefectureCode: state.holder.countyCode.slice(0, 4),
      });
    }
    // A regional company already working in the prefecture takes on another mine.
    if (!group && c.chance(REGIONAL_SHARE)) {
      const open = regional.get(county.prefectureCode) ?? [];
      if (open.length) {
        const k = c.int(0, open.length - 1);
        const chosen = open[k]!;
        chosen.mines++;
        // A full company leaves the list (swapped out, so a large run stays linear).
        if (chosen.mines >= REGIONAL_MAX_MINES) {
          open[k] = open[open.length - 1]!;
          open.pop();
        }
        return chosen;
      }
    }
    let name = '';
    if (group) name = `${group.name.replace(/(集团)?有限(责任)?公司$/, '')}${village}煤业有限公司`;
    else {
      for (let attempt = 0; attempt < 6; attempt++) {
        const trade = tradeWord(c);
        name = c.weighted([
          [`${county.name}${trade}煤业有限公司`, 40],
          [`贵州${trade}矿业有限公司`, 20],
          [`${county.name}${village}煤业有限公司`, 20],
          [`贵州${trade}能源有限公司`, 10],
          [`${county.name}${trade}煤业股份有限公司`, 10],
        ]);
        if (!companies.has(name)) break;
      }
    }
    const known = companies.get(name);
    if (known) {
      known.mines++;
      return known;
    }
    // Founded before the mergers of 2013–2015, so it held the licences the mergers reissued.
    const founded = 1995 + c.int(0, 18);
    const establishedOn = addDays(`${founded}-01-01`, c.int(0, 364));
    const capital = c.pick([500, 1000, 2000, 3000, 5000, 8000, 10_000, 20_000]);
    const holders = makeHolders(c, { name, group: group?.name ?? null }, capital, establishedOn);
    const control = controllerOf(
      holders.rows.map((h) => ({
        name: String(h.name),
        holderType: String(h.holderType),
        percent: Number(h.percent),
      })),
      edges,
    );
    const profile = register({
      name,
      group: group?.name ?? null,
      creditCode: creditCode(c, county.code),
      legalRep: person(c),
      capital,
      establishedOn,
      address: `贵州省${county.prefectureFullName}${county.name}${town.name}`,
      holders: holders.rows,
      type: holders.companyType,
      controller: control.controller,
      controlShare: control.share,
      mines: 1,
      prefectureCode: county.prefectureCode,
    });
    if (!group) {
      const open = regional.get(county.prefectureCode) ?? [];
      open.push(profile);
      regional.set(county.prefectureCode, open);
    }
    return profile;
  };

  return { edges, privateGroups, claimSeat, companyFor };
}

/** Holding groups with their own shareholders (people and investment companies): the deeper graph levels. */
function makeGroups(r: Random, count: number): Group[] {
  const groups: Group[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    let name = '';
    do name = `贵州${tradeWord(r)}${r.pick(GROUP_SUFFIXES)}`;
    while (used.has(name));
    used.add(name);
    const holders = r.int(1, 3);
    const shares = splitPercent(r, holders);
    const edges: OwnershipEdge[] = shares.map((percent, k) =>
      k === 0 && r.chance(0.4)
        ? {
            holderName: `${r.pick(['贵州', '黔'])}${tradeWord(r)}投资控股有限公司`,
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
