import type { ActivityItem, ActivityKind } from '@coal/contracts';
import { formatDateTime } from '../../lib/time';
import type { DeskRepository } from './desk.repository';

/** Paging and sorting are how a list was read, not what was searched for. */
const NOT_THE_SEARCH = new Set(['pageNum', 'pageSize', 'orderByColumn', 'isAsc']);
/** Longer queries are cut: a stored activity is a reminder and a link, not an archive. */
const MAX_QUERY = 1000;

/** The part of a called URL worth keeping: its path below /api and its search terms. */
export function activityOf(url: string): { path: string; query: string } {
  const parsed = new URL(url, 'http://local');
  const params = new URLSearchParams();
  for (const [key, value] of parsed.searchParams)
    if (!NOT_THE_SEARCH.has(key) && value) params.append(key, value);
  return { path: parsed.pathname.replace(/^\/api/, ''), query: params.toString().slice(0, MAX_QUERY) };
}

/** Exports and searches a user ran, for the user centre. */
export function createActivity(desk: Pick<DeskRepository, 'recordActivity' | 'activity'>) {
  return {
    /** Keeps one call; a search without terms, or past its first page, is no new search. */
    async record(userId: number, kind: ActivityKind, url: string): Promise<void> {
      const { path, query } = activityOf(url);
      if (kind === 'search') {
        const page = new URL(url, 'http://local').searchParams.get('pageNum');
        if (!query || (page && page !== '1')) return;
      }
      await desk.recordActivity([{ userId, kind, path, query, createdAt: new Date() }]);
    },

    async list(userId: number, kind: ActivityKind | undefined, limit: number): Promise<ActivityItem[]> {
      const rows = await desk.activity(userId, kind, limit);
      return rows.map((row) => ({
        kind: row.kind === 'search' ? 'search' : 'export',
        path: row.path,
        query: row.query,
        time: formatDateTime(row.time),
      }));
    },
  };
}
