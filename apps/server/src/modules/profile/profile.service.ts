import {
  type ChildEntity,
  type MineHeader,
  type MineSection,
  SUBSECTIONS,
  type SubsectionData,
  SOURCE_COLUMN,
} from '@coal/contracts';
import { NotFoundError } from '../../lib/errors';
import type { ChangeBus } from '../../lib/change-bus';
import { okBody } from '../../lib/envelope';
import type { Locale } from '../../lib/i18n';
import { type CachedJson, JsonCache } from '../../lib/json-cache';
import { shanghaiDate } from '../../lib/time';
import type { DeskService } from '../desk';
import type { RiskLabelReader } from '../risk';
import {
  fromMineRow,
  type MineRepository,
  type MineRow,
  type RowValues,
  toMineLicences,
  toMineListRow,
} from '../mine';
import { buildOwnershipGraph, GRAPH_DEPTH, type Holding, withCompanyIds } from './ownership-graph';

export interface ProfileServiceDeps {
  mines: Pick<
    MineRepository,
    'findById' | 'childRows' | 'findCompanies' | 'documentsOfSection' | 'licencesOf' | 'holdingsOfCompanies'
  >;
  desk: Pick<DeskService, 'isFollowed' | 'recordView'>;
  bus: Pick<ChangeBus, 'on'>;
  /** The risk model's score of a mine: the header shows it, read fresh (scores move without mine changes). */
  risk: RiskLabelReader;
  /** Ids of companies on record by name, so the graph's company nodes open their profiles. */
  companyIds?: (names: string[]) => Promise<Map<string, number>>;
}

type HeaderFacts = Omit<MineHeader, 'followed' | 'score' | 'unscored'>;

/** Sections are kept serialized; a profile's five sections of a few hundred mines fit well within this. */
const SECTION_CACHE_BYTES = 64 * 1024 * 1024;
const HEADER_CACHE_ENTRIES = 50_000;

const asHolding = (row: {
  holderName: string;
  holderType: string;
  companyName: string;
  percent: number;
}): Holding => ({
  ...row,
  holderType: row.holderType === 'person' ? 'person' : 'company',
});

/**
 * A mine's profile. Profiles are read thousands of times per write: header facts and serialized sections
 * are kept in memory and dropped whenever mines change (here or, through the change bus, elsewhere).
 */
export function createProfileService({ mines, desk, bus, risk, companyIds }: ProfileServiceDeps) {
  const sections = new JsonCache(SECTION_CACHE_BYTES, 'profile.sections');
  let headers = new Map<string, Promise<HeaderFacts>>();
  bus.on('mine', () => {
    sections.clear();
    headers = new Map();
  });

  async function mineOrThrow(mineId: number): Promise<MineRow> {
    const row = await mines.findById(mineId);
    if (!row) throw new NotFoundError('mine.notFound', { mineId });
    return row;
  }
  async function ownershipGraph(mine: { id: number; name: string; company: string | null }) {
    const holdings = new Map<string, Holding[]>();
    // The holder company's own shareholders come from the mine's shareholder list; further up, from the edges.
    const direct = (await mines.childRows('shareholders', [mine.id])).map((row) =>
      asHolding({
        holderName: String(row.name),
        holderType: String(row.holderType),
        companyName: mine.company ?? '',
        percent: Number(row.percent),
      }),
    );
    if (mine.company) holdings.set(mine.company, direct);
    let frontier = direct.filter((h) => h.holderType === 'company').map((h) => h.holderName);
    for (let depth = 1; depth < GRAPH_DEPTH && frontier.length; depth++) {
      const edges = (await mines.holdingsOfCompanies(frontier)).map(asHolding);
      for (const edge of edges)
        holdings.set(edge.companyName, [...(holdings.get(edge.companyName) ?? []), edge]);
      frontier = [
        ...new Set(
          edges
            .filter((e) => e.holderType === 'company' && !holdings.has(e.holderName))
            .map((e) => e.holderName),
        ),
      ];
    }
    const graph = buildOwnershipGraph(mine, mine.company, (name) => holdings.get(name) ?? []);
    if (!companyIds) return graph;
    const names = graph.nodes.filter((n) => n.kind === 'company').map((n) => n.name);
    return withCompanyIds(graph, await companyIds(names));
  }

  /** Every subsection of one section, from one pass over the tables and the section's document. */
  async function loadSection(mineId: number, section: string): Promise<MineSection> {
    const row = await mineOrThrow(mineId);
    const defs = SUBSECTIONS.filter((s) => s.section === section);
    const entities = [...new Set(defs.flatMap((d) => (d.source.kind === 'table' ? [d.source.entity] : [])))];
    const [tables, documents] = await Promise.all([
      Promise.all(entities.map(async (entity) => [entity, await mines.childRows(entity, [mineId])] as const)),
      mines.documentsOfSection(mineId, section),
    ]);
    const rowsOf = new Map<ChildEntity, RowValues[]>(
      tables.map(([entity, rows]) => [
        entity,
        rows.map(({ mineId: _mine, id: _id, sort: _sort, ...rest }) => rest),
      ]),
    );
    const needsMine = defs.some((d) => d.source.kind === 'mine');
    const company =
      needsMine && row.companyId !== null
        ? (await mines.findCompanies([row.companyId])).get(row.companyId)
        : undefined;
    const mineValues = needsMine ? fromMineRow(row, company) : {};

    const subsections: Record<string, SubsectionData> = {};
    for (const def of defs) {
      const source = def.source;
      switch (source.kind) {
        case 'mine':
          subsections[def.id] = {
            kind: 'mine',
            values: Object.fromEntries(source.fields.map((f) => [f, mineValues[f] ?? null])),
          };
          break;
        case 'table': {
          let rows = rowsOf.get(source.entity) ?? [];
          if (source.filter)
            rows = rows.filter((r) => String(r[source.filter!.column]) === source.filter!.value);
          if (source.columns) {
            // The filter column says what the rows are; the source note travels with every row.
            const keep = [
              ...source.columns,
              ...(source.filter ? [source.filter.column] : []),
              SOURCE_COLUMN.key,
            ];
            rows = rows.map((r) => Object.fromEntries(keep.map((c) => [c, r[c] ?? null])));
          }
          subsections[def.id] = { kind: 'table', rows };
          break;
        }
        case 'document':
          subsections[def.id] = { kind: 'document', data: documents[source.document] ?? null };
          break;
        case 'graph':
          subsections[def.id] = { kind: 'graph', ...(await ownershipGraph(row)) };
          break;
        case 'risk':
          subsections[def.id] = { kind: 'risk', mineId };
          break;
      }
    }
    return { mineId, section, subsections };
  }

  async function headerFacts(mineId: number, today: string): Promise<HeaderFacts> {
    const row = await mineOrThrow(mineId);
    const licences = await mines.licencesOf([mineId]);
    return {
      // The header shows the list row's facts and more; the response schema keeps only its own fields.
      ...toMineListRow(row),
      aliases: row.aliases,
      licences: toMineLicences(licences, today),
    };
  }

  return {
    async header(mineId: number, userId: number): Promise<MineHeader> {
      // Licence states count days from today: the day is part of the key.
      const key = `${shanghaiDate()}:${mineId}`;
      let facts = headers.get(key);
      if (!facts) {
        if (headers.size >= HEADER_CACHE_ENTRIES) headers.clear();
        facts = headerFacts(mineId, shanghaiDate());
        headers.set(key, facts);
        facts.catch(() => headers.delete(key));
      }
      const [known, followed, label] = await Promise.all([
        facts,
        desk.isFollowed(userId, mineId),
        risk.labelOf(mineId),
      ]);
      desk.recordView(userId, mineId);
      return { ...known, ...label, followed };
    },

    /** One subsection's data as it stands now, with the mine's name: what a feedback thread keeps. */
    async subsection(
      mineId: number,
      subsectionId: string,
    ): Promise<{ mineName: string; data: SubsectionData } | undefined> {
      const def = SUBSECTIONS.find((s) => s.id === subsectionId);
      if (!def) return undefined;
      const [row, section] = await Promise.all([mineOrThrow(mineId), loadSection(mineId, def.section)]);
      const data = section.subsections[def.id];
      return data && { mineName: row.name, data };
    },

    /** A section's response body in one language, with its ETag. */
    sectionJson(mineId: number, section: string, locale: Locale): Promise<CachedJson> {
      return sections.through(`${locale}|${mineId}|${section}`, async () =>
        okBody(locale, await loadSection(mineId, section)),
      );
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
