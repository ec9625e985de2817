import type { ErrorCode } from '@coal/contracts';

/** What the error statuses of a route follow from. */
export interface RouteShape {
  methods: string[];
  public: boolean;
  /** The route is limited to some roles (`config.roles`). */
  roles: boolean;
  /** A session that must change its password may call it (`config.beforePasswordChange`). */
  beforePasswordChange: boolean;
  /** It declares a body, query string or path parameters, which are validated. */
  takesInput: boolean;
  /** Its path names a thing (`/mine/:id`), which may not exist. */
  hasParams: boolean;
  /** Statuses its service gives besides these (`config.errors`): a conflict, a refused content, … */
  extra: readonly ErrorCode[];
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses an operation can answer with. Every route may meet the rate limit, an internal error
 * and a database outage; a signed-in route checks the token and its clientid (401); input is validated (400)
 * and a body can be too large (413); a signed-in route refuses (403) a session that must first change its
 * password, unless it serves that change, and a role it is not for; the rest comes from the route's declared shape and its `config.errors`.
 */
export function documentedErrors(shape: RouteShape): ErrorCode[] {
  const codes = new Set<ErrorCode>([429, 500, 503, ...shape.extra]);
  if (!shape.public) codes.add(401);
  if (shape.takesInput) codes.add(400);
  // A role check, or a session whose password an admin set that has not been changed yet.
  if (shape.roles || (!shape.public && !shape.beforePasswordChange)) codes.add(403);
  if (shape.hasParams) codes.add(404);
  if (shape.methods.some((method) => WITH_BODY.has(method.toUpperCase()))) codes.add(400).add(413);
  return [...codes].sort((a, b) => a - b);
}
