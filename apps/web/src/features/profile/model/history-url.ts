import { readNumber } from '@/lib/url-values';

/** Where the history page stands: its page of changes, and the past day shown (none: today only). */
export interface HistoryPlace {
  page: number;
  date?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// A bad value in a shared link is dropped, never an error page; the server checks the day itself.
export function parseHistoryParams(params: URLSearchParams): HistoryPlace {
  const page = readNumber(params.get('page') ?? undefined, { min: 1, max: 1_000_000, integer: true }) ?? 1;
  const date = params.get('date') ?? undefined;
  return date !== undefined && DAY.test(date) ? { page, date } : { page };
}

/** The URL of a place; defaults are left out so links stay short. */
export function toHistoryParams(place: HistoryPlace): URLSearchParams {
  const params = new URLSearchParams();
  if (place.date) params.set('date', place.date);
  if (place.page > 1) params.set('page', String(place.page));
  return params;
}
