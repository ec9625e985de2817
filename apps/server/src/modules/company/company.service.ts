import {
  COMPANY_RECORD_ENTITIES,
  type CompanyListQuery,
  type CompanyProfile,
  type CompanyRecord,
  RISK_BANDS,
  type RiskBand,
} from '@coal/contracts';
import { NotFoundError } from '../../lib/errors';
import { shanghaiDate } from '../../lib/time';
import {
  DATASET_META_KEY,
  type DatasetMeta,
  type MineRepository,
  type MineSnapshots,
  pinyinKeys,
} from '../mine';
import { buildOwnershipGraph, withCompanyIds } from '../profile';
import type { RiskService } from '../risk';
import { yieldToLoop } from '../../lib/yield';
import { type CompanyEntry, mayBePinyin, queryCards, toCard, worst } from './company-index';
import type { CompanyRepository } from './company.repository';
import { controllerThrough, type Holding } from './majority-chain';
import { buildPortfolios, edgesByCompany } from './portfolio';

export interface CompanyServiceDeps {
  repo: CompanyRepository;
  snapshots: MineSnapshots;
  mines: Pick<MineRepository, 'childRows' | 'readMeta'>;
  risk: Pick<RiskService, 'bandOf' | 'scoreOf' | 'mine' | 'version'>;
}

/** How far up a company's look-through graph goes (its holders, theirs, and theirs). */
const GRAPH_LEVELS = 3;
/** The worst mines whose reasons the risk picture names, and the reasons per mine. */
const WORST_MINES = 3;
const REASONS = 3;

/** `date` minus whole years (Feb 29 falls back to Feb 28). */
function yearsBefore(date: string, years: number): string {
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${Number(date.slice(0, 4)) - years}-${monthDay}`;
}

interface CompanyBase {
  version: number;
  entries: CompanyEntry[];
  byId: Map<number, CompanyEntry>;
  idByName: Map<string, number>;
  edges: Map<string, Holding[]>;
  window: { from: string; to: string };
  prefectures: string[];
  /** Settles once every entry has its pinyin; started with the build, awaited by a Latin keyword. */
  spelled?: Promise<void>;
}

/** Names spelled between two turns of the event loop, so requests keep being answered meanwhile. */
const SPELL_BATCH = 2000;

/**
 * Companies as the ownership graph and the mines make them: every licence holder, and every group that
 * holds one through more than half (up the chain). Built once per mine snapshot, kept in memory.
 */
export function createCompanyService({ repo, snapshots, mines, risk }: CompanyServiceDeps) {
  let base: Promise<CompanyBase> | undefined;
  // Pinyin per name, kept across rebuilds: after a data change only new names are spelled.
  let spellings = new Map<string, string>();

  /** Gives every entry its pinyin keys, a batch per turn of the event loop. */
  async function spell(b: CompanyBase): Promise<void> {
    const next = new Map<string, string>();
    // The first answer goes out before the first batch.
    await yieldToLoop();
    for (let i = 0; i < b.entries.length; i += SPELL_BATCH) {
      for (const entry of b.entries.slice(i, i + SPELL_BATCH)) {
        const name = entry.facts.name;
        let spelled = spellings.get(name);
        if (spelled === undefined) {
          const keys = pinyinKeys([name]);
          spelled = `${keys.pinyin} ${keys.initials}`;
        }
        next.set(name, spelled);
        entry.spelled = spelled;
      }
      await yieldToLoop();
    }
    // Names of companies gone since are forgotten.
    spellings = next;
  }

  async function build(): Promise<CompanyBase> {
    const snapshot = await snapshots.current();
    const [facts, majority, edges, meta] = await Promise.all([
      repo.allNames(),
      repo.majorityHolders(),
      repo.allEdges(),
      mines.readMeta<DatasetMeta>(DATASET_META_KEY),
    ]);
    // Groups have their registry rows from where the data is written (syncGroupRows): this only reads.
    const portfolios = buildPortfolios(facts, snapshot.rows, majority, edges);
    const to = meta?.referenceDate ?? shanghaiDate();
    const window = { from: yearsBefore(to, 3), to };
    const counts = new Map((await repo.recordCounts(window.from, window.to)).map((c) => [c.mineId, c]));

    const entries: CompanyEntry[] = [];
    for (const company of facts) {
      const p = portfolios.get(company.name);
      if (!p) continue;
      const mineIds = [...p.direct, ...p.through];
      const rows = mineIds.flatMap((id) => snapshot.byId.get(id) ?? []);
      const sum = (key: 'accidents' | 'penalties' | 'dishonest') =>
        mineIds.reduce((s, id) => s + (counts.get(id)?.[key] ?? 0), 0);
      entries.push({
        facts: company,
        role: p.direct.length ? 'holder' : 'group',
        parent: p.parent,
        parentPercent: p.parentPercent,
        direct: p.direct,
        mineIds,
        capacity: rows.reduce((s, r) => s + r.capacity, 0),
        prefectures: [...new Set(rows.map((r) => r.prefecture))].sort(),
        accidents: sum('accidents'),
        penalties: sum('penalties'),
        dishonest: sum('dishonest'),
        keys: `${company.name} ${company.creditCode ?? ''}`.toLowerCase(),
      });
    }
    const built: CompanyBase = {
      version: snapshot.version,
      entries,
      byId: new Map(entries.map((e) => [e.facts.id, e])),
      idByName: new Map(entries.map((e) => [e.facts.name, e.facts.id])),
      edges: edgesByCompany(edges),
      window,
      prefectures: [...new Set(entries.flatMap((e) => e.prefectures))].sort(),
    };
    // The list answers at once; pinyin follows in the background (a Latin keyword waits for it).
    built.spelled = spell(built);
    built.spelled.catch(() => undefined);
    return built;
  }

  async function current(): Promise<CompanyBase> {
    const snapshot = await snapshots.current();
    const held = base ? await base.catch(() => undefined) : undefined;
    if (!base || !held || held.version !== snapshot.version) {
      base = build();
      base.catch(() => (base = undefined));
    }
    return base;
  }

  // Once the companies are in use, a data change rebuilds them at once: the next visitor waits less.
  snapshots.onRebuild(() => {
    if (base) void current().catch(() => undefined);
  });

  const bandOf = (mineId: number) => risk.bandOf(mineId);
  // Each entry's worst band, kept until the scores or the companies change.
  let worstBands: { base: CompanyBase; risk: number; bands: Map<CompanyEntry, RiskBand | null> } | undefined;
  const worstOf = (b: CompanyBase) => {
    if (worstBands?.base !== b || worstBands.risk !== risk.version())
      worstBands = { base: b, risk: risk.version(), bands: new Map() };
    const bands = worstBands.bands;
    return (entry: CompanyEntry) => {
      let band = bands.get(entry);
      if (band === undefined) bands.set(entry, (band = worst(entry.mineIds.map(bandOf))));
      return band;
    };
  };

  async function holdersOf(
    company: { id: number; name: string },
    entry: CompanyEntry,
    b: CompanyBase,
  ): Promise<Holding[]> {
    if (!entry.direct.length) return b.edges.get(company.name) ?? [];
    return (await repo.holdersOfCompany(company.id)).map((h) => ({
      name: h.name,
      holderType: h.holderType,
      percent: h.percent,
    }));
  }

  /**
   * 实际控制人 of a company without an imported one (a group known from the ownership edges): the end of
   * its majority chain, as for a licence holder; unknown while nobody above it is on record.
   */
  function controlOf(
    company: { controller: string | null; controlShare: number | null },
    holders: readonly Holding[],
    b: CompanyBase,
  ): { controller: string | null; controlShare: number | null } {
    if (company.controller !== null || holders.length === 0)
      return { controller: company.controller, controlShare: company.controlShare };
    const { controller, share } = controllerThrough(holders, (name) => b.edges.get(name) ?? []);
    return { controller, controlShare: share };
  }

  async function records(mineIds: number[], nameOf: Map<number, string>) {
    const out = {} as CompanyProfile['records'];
    for (const entity of COMPANY_RECORD_ENTITIES) {
      const rows = mineIds.length ? await mines.childRows(entity, mineIds) : [];
      out[entity] = rows.map(({ mineId, id: _id, sort: _sort, ...values }): CompanyRecord => ({
        mineId,
        mineName: nameOf.get(mineId) ?? '',
        values,
      }));
    }
    return out;
  }

  return {
    async list(query: CompanyListQuery) {
      const b = await current();
      if (mayBePinyin(query.keyword)) await b.spelled;
      return {
        ...queryCards(b.entries, query, bandOf, worstOf(b)),
        window: b.window,
        prefectures: b.prefectures,
      };
    },

    async profile(id: number): Promise<CompanyProfile> {
      const b = await current();
      const entry = b.byId.get(id);
      if (!entry) throw new NotFoundError('company.notFound', { id });
      const company = await repo.findFacts(id);
      if (!company) throw new NotFoundError('company.notFound', { id });
      const snapshot = await snapshots.current();
      const holders = await holdersOf(company, entry, b);
      const holdings = new Map<string, Holding[]>([[company.name, holders]]);
      const graphHoldings = (name: string) =>
        (holdings.get(name) ?? b.edges.get(name) ?? []).map((h) => ({
          holderName: h.name,
          holderType: h.holderType === 'person' ? ('person' as const) : ('company' as const),
          companyName: name,
          percent: h.percent,
        }));
      const graph = withCompanyIds(
        buildOwnershipGraph(null, company.name, graphHoldings, GRAPH_LEVELS),
        b.idByName,
      );
      const subsidiaries = b.entries
        .filter((e) => e.parent === company.name)
        .map((e) => ({
          companyId: e.facts.id,
          name: e.facts.name,
          percent: e.parentPercent ?? 0,
        }));
      const rows = entry.mineIds.flatMap((mineId) => snapshot.byId.get(mineId) ?? []);
      const mineList = rows.map((r) => ({
        mineId: r.id,
        mineName: r.name,
        prefecture: r.prefecture,
        county: r.county,
        productionStatus: r.productionStatus,
        capacity: r.capacity,
        lat: r.lat,
        lng: r.lng,
        holder: r.company,
        holderId: r.companyId,
        score: risk.scoreOf(r.id),
        band: risk.bandOf(r.id),
      }));
      const bands = Object.fromEntries(
        RISK_BANDS.map((band) => [band, 0]),
      ) as CompanyProfile['risk']['bands'];
      for (const m of mineList) if (m.band) bands[m.band] += 1;
      const worst = mineList
        .filter((m) => m.score !== null)
        .sort((a, b2) => b2.score! - a.score!)
        .slice(0, WORST_MINES);
      const explained = await Promise.all(
        worst.map(async (m) => {
          const detail = await risk.mine(m.mineId);
          const reasons =
            detail.unscored === null
              ? [...detail.contributions].sort((x, y) => y.contribution - x.contribution).slice(0, REASONS)
              : [];
          return { mineId: m.mineId, mineName: m.mineName, score: m.score!, band: m.band!, reasons };
        }),
      );
      return {
        ...toCard(entry, bandOf),
        legalRep: company.legalRep,
        capital: company.capital,
        establishedOn: company.establishedOn,
        type: company.type,
        address: company.address,
        ...controlOf(company, holders, b),
        window: b.window,
        holders: holders.map((h) => ({
          name: h.name,
          holderType: h.holderType === 'person' ? 'person' : 'company',
          percent: h.percent,
          companyId: h.holderType === 'person' ? null : (b.idByName.get(h.name) ?? null),
        })),
        subsidiaries,
        graph,
        heldMines: mineList,
        records: await records(entry.mineIds, new Map(rows.map((r) => [r.id, r.name]))),
        risk: { bands, unscored: mineList.filter((m) => m.band === null).length, worst: explained },
      };
    },

    /** Builds the companies in the background (at start), so the first visitor does not wait for them. */
    warm(): void {
      void current().catch(() => undefined);
    },

    /** Ids of companies on record by name: the mine profile's graph links with them. */
    idsByName(names: string[]) {
      return repo.idsByName(names);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
