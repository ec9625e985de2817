import {
  type ChildEntity,
  type DeskMine,
  type MineHeader,
  type MineSection,
  SUBSECTIONS,
  type SubsectionData,
} from '@coal/contracts';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime, shanghaiDate } from '../../lib/time';
import type { RowValues } from '../mine/mine-record';
import { fromMineRow } from '../mine/mine-row';
import { childRowsOf, findCompanies } from '../mine/mine.repository';
import { findMineById } from '../search/search.repository';
import { licenceState } from './licence-state';
import { buildOwnershipGraph, GRAPH_DEPTH, type Holding } from './ownership-graph';
import {
  documentsOfSection,
  follow,
  followedMines,
  holdingsOfCompanies,
  isFollowed,
  licencesOf,
  recentMines,
  recordView,
  unfollow,
} from './profile.repository';

type Licence = Awaited<ReturnType<typeof licencesOf>>[number];

/** The licence of a mine that needs attention first: the nearest expiry of its mining and safety licences. */
function latestLicences(licences: Licence[]): Licence[] {
  const latest = new Map<string, Licence>();
  for (const licence of licences) {
    const seen = latest.get(licence.kind);
    if (!seen || (licence.validTo ?? '') > (seen.validTo ?? '')) latest.set(licence.kind, licence);
  }
  return [...latest.values()];
}

const asHolding = (row: {
  holderName: string;
  holderType: string;
  companyName: string;
  percent: number;
}): Holding => ({
  ...row,
  holderType: row.holderType === 'person' ? 'person' : 'company',
});

export function createProfileService(db: Db) {
  async function mineOrThrow(mineId: number) {
    const row = await findMineById(db, mineId);
    if (!row) throw new NotFoundError('mine.notFound', { mineId });
    return row;
  }

  async function ownershipGraph(mine: { id: number; name: string; company: string | null }) {
    const holdings = new Map<string, Holding[]>();
    // The holder company's own shareholders come from the mine's shareholder list; further up, from the edges.
    const direct = (await childRowsOf(db, 'shareholders', [mine.id])).map((row) =>
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
      const edges = (await holdingsOfCompanies(db, frontier)).map(asHolding);
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
    return buildOwnershipGraph(mine, mine.company, (name) => holdings.get(name) ?? []);
  }

  return {
    async header(mineId: number, userId: number): Promise<MineHeader> {
      const row = await mineOrThrow(mineId);
      const [licences, followed, overview] = await Promise.all([
        licencesOf(db, [mineId]),
        isFollowed(db, userId, mineId),
        documentsOfSection(db, mineId, 'overview'),
      ]);
      await recordView(db, userId, mineId);
      const today = shanghaiDate();
      const score = overview.score as { total?: number; band?: string } | undefined;
      return {
        mineId: row.id,
        mineCode: row.code,
        mineName: row.name,
        aliases: row.aliases,
        prefecture: row.prefecture,
        county: row.county,
        productionStatus: row.productionStatus,
        productionType: row.productionType,
        capacity: row.capacity,
        company: row.company,
        lat: row.lat,
        lng: row.lng,
        score:
          typeof score?.total === 'number' ? { value: score.total, band: String(score.band ?? '') } : null,
        licences: latestLicences(licences).map((l) => ({
          kind: l.kind === 'safety' ? 'safety' : 'mining',
          number: l.number,
          validTo: l.validTo,
          ...licenceState(l.validTo, today),
        })),
        isSample: row.isSample,
        followed,
        updateTime: formatDateTime(row.updatedAt),
      };
    },

    /** Every subsection of one section, from one pass over the tables and the section's document. */
    async section(mineId: number, section: string): Promise<MineSection> {
      const row = await mineOrThrow(mineId);
      const defs = SUBSECTIONS.filter((s) => s.section === section);
      const entities = [
        ...new Set(defs.flatMap((d) => (d.source.kind === 'table' ? [d.source.entity] : []))),
      ];
      const [tables, documents] = await Promise.all([
        Promise.all(
          entities.map(async (entity) => [entity, await childRowsOf(db, entity, [mineId])] as const),
        ),
        documentsOfSection(db, mineId, section),
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
          ? (await findCompanies(db, [row.companyId])).get(row.companyId)
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
            if (source.columns)
              rows = rows.map((r) => Object.fromEntries(source.columns!.map((c) => [c, r[c] ?? null])));
            subsections[def.id] = { kind: 'table', rows };
            break;
          }
          case 'document':
            subsections[def.id] = { kind: 'document', data: documents[source.document] ?? null };
            break;
          case 'graph':
            subsections[def.id] = { kind: 'graph', ...(await ownershipGraph(row)) };
            break;
        }
      }
      return { mineId, section, subsections };
    },

    async follow(userId: number, mineId: number, on: boolean): Promise<void> {
      await mineOrThrow(mineId);
      await (on ? follow(db, userId, mineId) : unfollow(db, userId, mineId));
    },

    async followed(userId: number, pageNum: number, pageSize: number) {
      const { rows, total } = await followedMines(db, userId, (pageNum - 1) * pageSize, pageSize);
      return { rows: await withLicenceWarnings(rows), total };
    },

    async recent(userId: number, limit: number) {
      return withLicenceWarnings(await recentMines(db, userId, limit));
    },

    /** Followed mines with a licence expiring or expired, nearest first. */
    async licenceExpiries(userId: number): Promise<DeskMine[]> {
      const { rows } = await followedMines(db, userId, 0, 10_000);
      return (await withLicenceWarnings(rows))
        .filter((m) => m.licenceWarning && m.licenceWarning.state !== 'valid')
        .sort((a, b) => (a.licenceWarning?.daysLeft ?? 0) - (b.licenceWarning?.daysLeft ?? 0));
    },
  };

  async function withLicenceWarnings<T extends { mineId: number; time: Date }>(rows: T[]) {
    const licences = await licencesOf(
      db,
      rows.map((r) => r.mineId),
    );
    const today = shanghaiDate();
    return rows.map(({ time, ...rest }) => {
      const nearest = latestLicences(licences.filter((l) => l.mineId === rest.mineId))
        .filter((l) => l.validTo)
        .map((l) => ({
          kind: l.kind === 'safety' ? ('safety' as const) : ('mining' as const),
          validTo: l.validTo!,
          ...licenceState(l.validTo, today),
        }))
        .sort((a, b) => (a.daysLeft ?? 0) - (b.daysLeft ?? 0))[0];
      return {
        ...rest,
        time: formatDateTime(time),
        licenceWarning: nearest ? { ...nearest, daysLeft: nearest.daysLeft ?? 0 } : null,
      };
    });
  }
}
export type ProfileService = ReturnType<typeof createProfileService>;
