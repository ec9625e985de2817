import { type AlertKind, alertSettingsResponse } from '@coal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';

const key = ['alerts', 'settings'] as const;

export function useAlertSettings() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await request({ path: '/api/alerts/settings', schema: alertSettingsResponse, signal })).data,
  });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: AlertKind[]) =>
      (
        await request({
          method: 'PUT',
          path: '/api/alerts/settings',
          body: { enabled },
          schema: alertSettingsResponse,
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
