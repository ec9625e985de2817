import type { ActivityKind, DeskMine } from '@coal/contracts';

/** A desk row as stored data gives it; the risk model's score is added where the desk meets it. */
export type DeskMineRow = Omit<DeskMine, 'riskScore' | 'riskBand'>;
import type { ChangeBus } from '../../lib/change-bus';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime, shanghaiDate } from '../../lib/time';
import { latestLicences, licenceState, type MineRepository, toMineListRow } from '../mine';
import type { DeskEntry, DeskRepository } from './desk.repository';
import { createActivity } from './activity';
import { createViewRecorder, mergeRecent } from './view-recorder';

export interface DeskServiceDeps {
  desk: DeskRepository;
  mines: Pick<MineRepository, 'findById' | 'findByIds' | 'licencesOf'>;
  bus: Pick<ChangeBus, 'on' | 'publish'>;
}

const FOLLOW_CACHE_USERS = 10_000;

/** The user's desk: followed mines, recently viewed mines and the licence expiries among the followed. */
export function createDeskService({ desk, mines, bus }: DeskServiceDeps) {
  const views = createViewRecorder(desk);
  const activity = createActivity(desk);
  // Each profile read asks whether its reader follows the mine: the answer comes from memory.
  let follows = new Map<number, Promise<Set<number>>>();
  bus.on('follow', (userId) => (userId ? follows.delete(Number(userId)) : (follows = new Map())));

  function followedSet(userId: number): Promise<Set<number>> {
    let set = follows.get(userId);
    if (!set) {
      if (follows.size >= FOLLOW_CACHE_USERS) follows = new Map();
      set = desk.followedIds(userId).then((ids) => new Set(ids));
      follows.set(userId, set);
      set.catch(() => follows.delete(userId));
    }
    return set;
  }

  /** The entries as desk rows, in the entries' order, each with its nearest licence expiry. */
  async function toDeskMines(entries: DeskEntry[]): Promise<DeskMineRow[]> {
    const ids = entries.map((e) => e.mineId);
    const [rows, licences] = await Promise.all([mines.findByIds(ids), mines.licencesOf(ids)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const today = shanghaiDate();
    return entries.flatMap(({ mineId, time }) => {
      const row = byId.get(mineId);
      if (!row) return [];
      const { mineName, prefecture, county, productionStatus, capacity } = toMineListRow(row);
      const nearest = latestLicences(licences.filter((l) => l.mineId === mineId))
        .flatMap((l) => {
          if (!l.validTo) return [];
          const { daysLeft, state } = licenceState(l.validTo, today);
          return [
            {
              kind: l.kind === 'safety' ? ('safety' as const) : ('mining' as const),
              validTo: l.validTo,
              daysLeft: daysLeft ?? 0,
              state,
            },
          ];
        })
        .sort((a, b) => a.daysLeft - b.daysLeft)[0];
      return [
        {
          mineId,
          mineName,
          prefecture,
          county,
          productionStatus,
          capacity,
          time: formatDateTime(time),
          licenceWarning: nearest ?? null,
        },
      ];
    });
  }

  return {
    isFollowed: async (userId: number, mineId: number) => (await followedSet(userId)).has(mineId),
    recordView: (userId: number, mineId: number) => views.record(userId, mineId),
    recordActivity: (userId: number, kind: ActivityKind, url: string) => activity.record(userId, kind, url),
    activity: (userId: number, kind: ActivityKind | undefined, limit: number) =>
      activity.list(userId, kind, limit),
    /** Writes the views not yet written (before shutdown). */
    flushViews: () => views.flush(),

    async follow(userId: number, mineId: number, on: boolean): Promise<void> {
      if (!(await mines.findById(mineId))) throw new NotFoundError('mine.notFound', { mineId });
      await (on ? desk.follow(userId, mineId) : desk.unfollow(userId, mineId));
      await bus.publish('follow', String(userId));
    },

    async followed(userId: number, pageNum: number, pageSize: number) {
      const { rows, total } = await desk.follows(userId, (pageNum - 1) * pageSize, pageSize);
      return { rows: await toDeskMines(rows), total };
    },

    async recent(userId: number, limit: number): Promise<DeskMineRow[]> {
      // Views not yet written come from memory: this read waits for no one's write.
      const stored = await desk.recent(userId, limit);
      return toDeskMines(mergeRecent(stored, views.unwritten(userId), limit));
    },

    /** Every user's follows, for the alerts that reach followers. */
    everyFollow: () => desk.everyFollow(),

    /** Followed mines with a licence expiring or expired, nearest first. */
    async licenceExpiries(userId: number): Promise<DeskMineRow[]> {
      const { rows } = await desk.follows(userId, 0, 10_000);
      return (await toDeskMines(rows))
        .filter((m) => m.licenceWarning && m.licenceWarning.state !== 'valid')
        .sort((a, b) => (a.licenceWarning?.daysLeft ?? 0) - (b.licenceWarning?.daysLeft ?? 0));
    },
  };
}
export type DeskService = ReturnType<typeof createDeskService>;
