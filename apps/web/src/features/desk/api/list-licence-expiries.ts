import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { deskKeys } from './desk-keys';

/** Followed mines whose licence is expiring or expired, nearest expiry first (ordered by the server). */
export async function listLicenceExpiries(signal?: AbortSignal) {
  return request({
    path: '/api/desk/licence-expiries',
    schema: () => import('./desk-schemas').then((m) => m.deskMineListResponse),
    silent: true,
    signal,
  });
}

export const licenceExpiriesQuery = () =>
  queryOptions({ queryKey: deskKeys.expiries(), queryFn: ({ signal }) => listLicenceExpiries(signal) });

export const useLicenceExpiries = () => useQuery(licenceExpiriesQuery());
