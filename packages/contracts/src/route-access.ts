import { type Role, type RouteRole, WILDCARD_ROLE } from './roles';

/** The part of a route's metadata that decides who may open it (SPEC.md §6). */
export interface AccessMeta {
  requiresAuth?: boolean;
  roles?: readonly RouteRole[];
}

export interface AccessRoute {
  name: string;
  meta?: AccessMeta;
  /** Groups carry children and no page of their own. */
  children?: readonly AccessRoute[];
  /** False for a group entry that only holds children. */
  isPage?: boolean;
  /** A path with parameters (/mine/:mineId) names no page by itself, so it is never a destination. */
  path?: string;
}

/** Open when auth is not required, no role list is given, the list has the wildcard, or it names the role. */
export function canAccess(meta: AccessMeta | undefined, role: Role | null | undefined): boolean {
  if (!meta?.requiresAuth) return true;
  if (!meta.roles) return true;
  if (meta.roles.includes(WILDCARD_ROLE)) return true;
  return role != null && meta.roles.includes(role);
}

/**
 * Where a denied user goes: the first page, breadth-first in registry order, whose roles list the
 * wildcard or the role (the role defaults to admin as in the spec); null means not-found.
 */
export function firstPermittedRoute<T extends AccessRoute>(
  routes: readonly T[],
  role: Role | null | undefined = 'admin',
): T | null {
  const effective: Role = role ?? 'admin';
  const queue: AccessRoute[] = [...routes];
  while (queue.length > 0) {
    const route = queue.shift() as AccessRoute;
    const roles = route.meta?.roles;
    const destination = route.isPage !== false && !route.path?.includes(':');
    if (destination && roles && (roles.includes(WILDCARD_ROLE) || roles.includes(effective))) {
      return route as T;
    }
    if (route.children) queue.push(...route.children);
  }
  return null;
}
