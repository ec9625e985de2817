import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { deskKeys } from './desk-keys';

export async function setFollow(mineId: number, follow: boolean) {
  const body = await request({
    method: follow ? 'PUT' : 'DELETE',
    path: `/api/desk/follows/${mineId}`,
    schema: () => import('./desk-schemas').then((m) => m.followResponse),
  });
  return body.data.followed;
}

/** Follows or unfollows a mine; the desk's lists are read again afterwards. */
export function useSetFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mineId, follow }: { mineId: number; follow: boolean }) => setFollow(mineId, follow),
    onSettled: () => client.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
