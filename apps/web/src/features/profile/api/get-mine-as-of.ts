import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { profileKeys } from './profile-keys';

export async function getMineAsOf({ mineId, date }: { mineId: number; date: string }, signal?: AbortSignal) {
  const body = await request({
    path: `/api/investigation/mine/${mineId}/as-of`,
    query: { date },
    schema: () => import('./profile-schemas').then((m) => m.mineAsOfResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const mineAsOfQuery = (place: { mineId: number; date: string }) =>
  queryOptions({
    queryKey: profileKeys.asOf(place.mineId, place.date),
    queryFn: ({ signal }) => getMineAsOf(place, signal),
  });

/** The header and overview facts at the end of a past day, rebuilt from the history. */
export const useMineAsOf = ({ mineId, date }: { mineId: number; date: string | undefined }) =>
  useQuery({ ...mineAsOfQuery({ mineId, date: date ?? '' }), enabled: mineId > 0 && !!date });
