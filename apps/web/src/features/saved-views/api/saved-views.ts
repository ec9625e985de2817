import type { SavedViewKind } from '@coal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';

export type ViewState = Record<string, unknown>;

export const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (kind?: SavedViewKind) => ['saved-views', kind ?? 'all'] as const,
};

const schemas = () => import('./saved-views-schemas');

export async function listSavedViews(kind?: SavedViewKind, signal?: AbortSignal) {
  const body = await request({
    path: '/api/saved-views',
    query: { kind },
    schema: () => schemas().then((m) => m.savedViewListResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const savedViewsQueryOptions = (kind?: SavedViewKind) =>
  queryOptions({ queryKey: savedViewKeys.list(kind), queryFn: ({ signal }) => listSavedViews(kind, signal) });

export const useSavedViews = ({ kind }: { kind?: SavedViewKind } = {}) =>
  useQuery(savedViewsQueryOptions(kind));

/** Saves, renames, overwrites and deletes views; every list of views is read again afterwards. */
export function useSavedViewMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: savedViewKeys.all });
  const create = useMutation({
    mutationFn: (input: { kind: SavedViewKind; name: string; state: ViewState }) =>
      request({
        method: 'POST',
        path: '/api/saved-views',
        body: input,
        schema: () => schemas().then((m) => m.savedViewResponse),
      }).then((b) => b.data),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, ...patch }: { id: number; name?: string; state?: ViewState }) =>
      request({
        method: 'PUT',
        path: `/api/saved-views/${id}`,
        body: patch,
        schema: () => schemas().then((m) => m.savedViewResponse),
      }).then((b) => b.data),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      request({
        method: 'DELETE',
        path: `/api/saved-views/${id}`,
        schema: () => schemas().then((m) => m.okEnvelope),
      }),
    onSettled,
  });
  return { create, update, remove };
}
