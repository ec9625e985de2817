import { newsListQuery } from '@coal/contracts';
import { TRENDS_KEYS, type TrendsQuery } from './trends-params';

// Apart from the links into /trends, which the profile and the dashboard draw without loading zod.
/** Each value checked on its own: a bad one in a shared link is dropped, never an error page. */
export function parseTrends(params: URLSearchParams): TrendsQuery {
  const query: Record<string, unknown> = {};
  for (const key of TRENDS_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = newsListQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query;
}
