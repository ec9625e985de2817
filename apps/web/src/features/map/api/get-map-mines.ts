import { mapMinesResponse } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiQuery, request } from '@/lib/http/client';
import { mapKeys } from './map-keys';

export async function getMapMines(query: ApiQuery, signal?: AbortSignal) {
  const body = await request({ path: '/api/map/mines', query, schema: mapMinesResponse, signal });
  return body.data;
}

export const mapMinesQuery = (query: ApiQuery) =>
  queryOptions({ queryKey: mapKeys.mines(query), queryFn: ({ signal }) => getMapMines(query, signal) });

/** Every mine matching the filters, in one compact list; the previous set stays drawn while the next loads. */
export const useMapMines = (query: ApiQuery) =>
  useQuery({ ...mapMinesQuery(query), placeholderData: keepPreviousData });
