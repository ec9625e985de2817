import {
  REGISTER_FIELD_BY_KEY,
  REGISTER_MAX_CONDITIONS,
  REGISTER_MAX_SORTS,
  REGISTER_OPERATORS,
  REGISTER_PAGE_SIZES,
  type RegisterCondition,
  type RegisterQueryState,
  type RegisterSort,
} from '@coal/contracts';
import { readNumber, readOneOf } from '@/lib/url-values';

export const DEFAULT_PAGE_SIZE = 50;
/** Pages from this size on scroll virtually: only the rows in view are rendered. */
export const VIRTUAL_FROM = 200;

/** The register's URL: the query (conditions and sort, what a saved query stores), the page and its size. */
export interface RegisterUrlState {
  query: RegisterQueryState;
  page: number;
  size: number;
}

/** Conditions as the URL holds them: `[[field, op, [values…]], …]`, each checked against the registry. */
function readConditions(raw: string | null): RegisterCondition[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.slice(0, REGISTER_MAX_CONDITIONS).flatMap((item: unknown) => {
      if (!Array.isArray(item)) return [];
      const [field, op, values] = item as unknown[];
      const known = typeof field === 'string' ? REGISTER_FIELD_BY_KEY.get(field) : undefined;
      const operator = readOneOf(typeof op === 'string' ? op : undefined, REGISTER_OPERATORS);
      if (!known || !operator || !known.operators.includes(operator) || !Array.isArray(values)) return [];
      const texts = values.filter((v): v is string => typeof v === 'string' && v.length <= 200);
      return [{ field: known.key, op: operator, values: texts }];
    });
  } catch {
    // A mangled link falls back to no conditions.
    return [];
  }
}

/** `field:dir` pairs, comma-separated, sortable fields only. */
function readSort(raw: string | null): RegisterSort[] {
  if (!raw) return [];
  const seen = new Set<string>();
  return raw
    .split(',')
    .flatMap((part) => {
      const [field = '', dir] = part.split(':');
      const known = REGISTER_FIELD_BY_KEY.get(field);
      const direction = readOneOf(dir, ['asc', 'desc'] as const);
      if (!known?.sortable || !direction || seen.has(field)) return [];
      seen.add(field);
      return [{ field, dir: direction }];
    })
    .slice(0, REGISTER_MAX_SORTS);
}

export function readRegisterParams(params: URLSearchParams): RegisterUrlState {
  return {
    query: { conditions: readConditions(params.get('q')), sort: readSort(params.get('sort')) },
    page: readNumber(params.get('page') ?? undefined, { min: 1, max: 100_000, integer: true }) ?? 1,
    size: REGISTER_PAGE_SIZES.find((n) => String(n) === params.get('size')) ?? DEFAULT_PAGE_SIZE,
  };
}

export function toRegisterParams({ query, page, size }: RegisterUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (query.conditions.length)
    params.set('q', JSON.stringify(query.conditions.map((c) => [c.field, c.op, c.values])));
  if (query.sort.length) params.set('sort', query.sort.map((s) => `${s.field}:${s.dir}`).join(','));
  if (page > 1) params.set('page', String(page));
  if (size !== DEFAULT_PAGE_SIZE) params.set('size', String(size));
  return params;
}
