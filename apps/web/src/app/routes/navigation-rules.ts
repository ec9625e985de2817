import { canAccess, firstPermittedRoute, type Role } from '@coal/contracts';
import { LOGIN_PATH, NOT_FOUND_PATH } from './paths';
import { findRouteByName } from './route-lookup';
import type { AppRoute } from './route-types';

/** Where a route sends a role it does not admit: null when it does admit it. */
export function deniedTarget(routes: readonly AppRoute[], route: AppRoute, role: Role | null): string | null {
  if (canAccess(route.meta, role)) return null;
  return firstPermittedRoute(routes, role)?.path ?? NOT_FOUND_PATH;
}

/**
 * The login URL for a blocked visit: `redirect` holds the route name (or the path, for routes whose
 * path has parameters a name cannot carry) and the original query rides along.
 */
export function loginUrlFor(route: AppRoute | undefined, url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('redirect');
  const target = route && !route.path.includes(':') ? route.name : url.pathname;
  const query = new URLSearchParams({ redirect: target });
  params.forEach((value, key) => query.append(key, value));
  // The anchor (a profile's subsection) rides on the login page's own address.
  return `${LOGIN_PATH}?${query.toString()}${anchorOf(url.hash)}`;
}

/** A hash that names an element on the page (`#minableSeams`), or nothing. */
const anchorOf = (hash: string) => (/^#[\w-]+$/.test(hash) ? hash : '');

/** Where to go after signing in: the redirect route with the rest of the query and the anchor, else the fallback. */
export function afterLoginTarget(
  routes: readonly AppRoute[],
  search: string,
  fallback: string,
  hash = '',
): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect') ?? '';
  params.delete('redirect');
  const rest = params.toString();
  let path = fallback;
  // Only same-site paths: a `//host` or absolute URL would be an open redirect.
  if (redirect.startsWith('/') && !redirect.startsWith('//') && redirect !== LOGIN_PATH) path = redirect;
  else if (redirect) path = findRouteByName(routes, redirect)?.path ?? fallback;
  const anchor = path === fallback && !redirect ? '' : anchorOf(hash);
  return `${rest ? `${path}?${rest}` : path}${anchor}`;
}
