import type { MineBatchCommitBody, MineBatchPreviewBody, MineEditBody } from '@coal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';

const schemas = () => import('./mine-edit-schemas');

export const mineEditKeys = {
  all: ['mine-edit'] as const,
  form: (mineId: number) => [...mineEditKeys.all, 'form', mineId] as const,
};

export async function fetchEditForm(mineId: number, signal?: AbortSignal) {
  return (
    await request({
      path: `/api/mine/${mineId}/edit`,
      schema: () => schemas().then((m) => m.mineEditFormResponse),
      signal,
    })
  ).data;
}

/** The stored values of one mine, read once per visit: a refetch would move the form's base under the user. */
export function useEditForm(mineId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: mineEditKeys.form(mineId ?? 0),
      queryFn: ({ signal }) => fetchEditForm(mineId!, signal),
    }),
    enabled: mineId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A write to the mines changes what every page shows of them: all cached answers are stale. */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useSaveMine() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ mineId, body }: { mineId: number; body: MineEditBody }) =>
      (
        await request({
          method: 'PUT',
          path: `/api/mine/${mineId}`,
          body,
          schema: () => schemas().then((m) => m.mineEditResultResponse),
          silent: true,
        })
      ).data,
    onSuccess: (result) => result.setId !== null && invalidate(),
  });
}

export function usePreviewBatch() {
  return useMutation({
    mutationFn: async (body: MineBatchPreviewBody) =>
      (
        await request({
          method: 'POST',
          path: '/api/mine/batch-edit/preview',
          body,
          schema: () => schemas().then((m) => m.mineBatchPreviewResponse),
          silent: true,
        })
      ).data,
  });
}

export function useCommitBatch() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (body: MineBatchCommitBody) =>
      (
        await request({
          method: 'POST',
          path: '/api/mine/batch-edit',
          body,
          schema: () => schemas().then((m) => m.mineEditResultResponse),
          silent: true,
        })
      ).data,
    onSuccess: (result) => result.setId !== null && invalidate(),
  });
}
