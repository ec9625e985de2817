import type { ApiQuery } from '@/lib/http/client';

/** A list's query as the API reads it: empty filters left out. */
export const apiQueryOf = (query: Record<string, string | number | undefined>): ApiQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
