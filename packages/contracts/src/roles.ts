// No zod here: the web app's first screen reads roles and route rules without loading any schema.
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** Route metadata may list the wildcard to admit any role (SPEC.md §6). */
export const WILDCARD_ROLE = '*';
export type RouteRole = Role | typeof WILDCARD_ROLE;

/** The role a session starts in: the most capable one the account holds. */
export function defaultActiveRole(held: readonly Role[]): Role {
  return held.includes('admin') ? 'admin' : 'user';
}

/** Permission strings per role, RuoYi style; `*:*:*` grants everything. */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  admin: ['*:*:*'],
  user: [
    'mine:query',
    'mine:export',
    'mine:follow',
    'news:query',
    'risk:query',
    'message:query',
    'dict:query',
  ],
};
