import type { RegisterColumnSettings } from '@coal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { registerKeys } from './register-keys';

const PATH = '/api/user/preferences/registerColumns';
const schema = () => import('./register-schemas').then((m) => m.userPreferenceResponse);

export async function fetchColumnSettings(signal?: AbortSignal): Promise<RegisterColumnSettings | null> {
  return (await request({ path: PATH, schema, signal })).data;
}

export const columnSettingsQuery = () =>
  queryOptions({ queryKey: registerKeys.columns(), queryFn: ({ signal }) => fetchColumnSettings(signal) });

/** The user's register columns as stored on the server (null until first saved). */
export function useColumnSettings() {
  return useQuery(columnSettingsQuery());
}

export function useSaveColumnSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (value: RegisterColumnSettings) =>
      (await request({ method: 'PUT', path: PATH, body: value, schema })).data,
    onSuccess: (saved) => client.setQueryData(registerKeys.columns(), saved),
  });
}
