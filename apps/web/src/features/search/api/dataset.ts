import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { searchKeys } from './search-keys';

export async function fetchDataset(signal?: AbortSignal) {
  const res = await request({
    path: '/api/mine/dataset',
    schema: () => import('./search-schemas').then((m) => m.mineDatasetResponse),
    signal,
    silent: true,
  });
  return res.data;
}

export const datasetQuery = () =>
  queryOptions({ queryKey: searchKeys.dataset(), queryFn: ({ signal }) => fetchDataset(signal) });

/** Whether the mines shown are synthetic sample data (示例数据). */
export function useDataset() {
  return useQuery(datasetQuery());
}
