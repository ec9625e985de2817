import {
  FEEDBACK_ADMIN_STATUSES,
  FEEDBACK_KINDS,
  FEEDBACK_SORT_COLUMNS,
  FEEDBACK_STATUSES,
  type FeedbackAdminQuery,
  type FeedbackStatus,
  SUBSECTIONS,
} from '@coal/contracts';
import { readNumber, readOneOf, readText } from '@/lib/url-values';

export const PAGE_SIZE = 10;

const get = (params: URLSearchParams, key: string) => params.get(key) ?? undefined;
const page = (params: URLSearchParams) =>
  readNumber(get(params, 'page'), { min: 1, max: 100_000, integer: true }) ?? 1;

/** The thread open in the drawer (`?id=`), if any. */
export const openThreadId = (params: URLSearchParams) =>
  readNumber(get(params, 'id'), { min: 1, max: 2_147_483_647, integer: true });

/** The admins' filters and sort from the URL; a bad value falls back to the default. */
export function readAdminQuery(params: URLSearchParams): FeedbackAdminQuery {
  return {
    pageNum: page(params),
    pageSize: PAGE_SIZE,
    status: readOneOf(get(params, 'status'), FEEDBACK_ADMIN_STATUSES) ?? 'active',
    kind: readOneOf(get(params, 'kind'), FEEDBACK_KINDS),
    mineId: readNumber(get(params, 'mineId'), { min: 1, max: 2_147_483_647, integer: true }),
    mineName: readText(get(params, 'mineName'), 50),
    orderByColumn: readOneOf(get(params, 'orderByColumn'), FEEDBACK_SORT_COLUMNS),
    isAsc: readOneOf(get(params, 'isAsc'), ['asc', 'desc'] as const),
  };
}

/** The API path of the admins' export: the list's filters and sort, every page. */
export function adminExportPath(query: FeedbackAdminQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'pageNum' || key === 'pageSize' || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  return `/api/system/feedback/export?${search.toString()}`;
}

export function readOwnQuery(params: URLSearchParams): {
  pageNum: number;
  pageSize: number;
  status?: FeedbackStatus;
} {
  return {
    pageNum: page(params),
    pageSize: PAGE_SIZE,
    status: readOneOf(get(params, 'status'), FEEDBACK_STATUSES),
  };
}

/** Writes changed values into the URL's query, dropping empty ones. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A subsection's title in the reader's language (its id when the registry no longer has it). */
export function subsectionTitle(id: string, zh: boolean): string {
  const def = SUBSECTIONS.find((s) => s.id === id);
  return def ? (zh ? def.titleZh : def.titleEn) : id;
}
