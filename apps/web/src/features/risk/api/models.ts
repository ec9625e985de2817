import { type RiskModelInput } from '@coal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { riskKeys } from './risk-keys';

export async function listRiskModels(signal?: AbortSignal) {
  const body = await request({
    path: '/api/risk/models',
    schema: () => import('./risk-schemas').then((m) => m.riskModelsResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const riskModelsQuery = () =>
  queryOptions({ queryKey: riskKeys.models(), queryFn: ({ signal }) => listRiskModels(signal) });

export const useRiskModels = () => useQuery(riskModelsQuery());

/** Saves a draft (the server checks the matrices) and previews it. */
export function useDraftAndPreview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RiskModelInput) => {
      const draft = await request({
        method: 'POST',
        path: '/api/risk/models',
        body: input,
        schema: () => import('./risk-schemas').then((m) => m.riskModelResponse),
      });
      const preview = await request({
        method: 'POST',
        path: `/api/risk/models/${draft.data.id}/preview`,
        schema: () => import('./risk-schemas').then((m) => m.riskPreviewResponse),
      });
      return { draft: draft.data, preview: preview.data };
    },
    onSettled: () => client.invalidateQueries({ queryKey: riskKeys.models() }),
  });
}

export function useActivateModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await request({
          method: 'POST',
          path: `/api/risk/models/${id}/activate`,
          schema: () => import('./risk-schemas').then((m) => m.riskModelResponse),
        })
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: riskKeys.all }),
  });
}
