import { z } from 'zod';

/** Where the history page stands: its page of changes, and the past day shown (none: today only). */
export interface HistoryPlace {
  page: number;
  date?: string;
}

// A bad value in a shared link is dropped, never an error page; the server checks the day itself.
const urlSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

export function parseHistoryParams(params: URLSearchParams): HistoryPlace {
  const parsed = urlSchema.parse({
    page: params.get('page') ?? undefined,
    date: params.get('date') ?? undefined,
  });
  return parsed.date ? { page: parsed.page, date: parsed.date } : { page: parsed.page };
}

/** The URL of a place; defaults are left out so links stay short. */
export function toHistoryParams(place: HistoryPlace): URLSearchParams {
  const params = new URLSearchParams();
  if (place.date) params.set('date', place.date);
  if (place.page > 1) params.set('page', String(place.page));
  return params;
}
