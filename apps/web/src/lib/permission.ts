import { type Role, type RouteRole, WILDCARD_ROLE } from '@coal/contracts';

export const NEED_ROLES_MESSAGE = "need roles! Like v-permission=['admin','user']";

/**
 * The spec's permission directive as a pure rule: the value must be an array of roles; content is
 * shown when the list is empty, holds the wildcard, or names the current role.
 */
export function permits(roles: unknown, role: Role | null): boolean {
  if (!Array.isArray(roles)) throw new Error(NEED_ROLES_MESSAGE);
  const list = roles as RouteRole[];
  if (list.length === 0) return true;
  return list.includes(WILDCARD_ROLE) || (role !== null && list.includes(role));
}

/**
 * The message key that says in words what a RuoYi permission string allows (`mine:query` →
 * `permission.mine.query`, `*:*:*` → `permission.any.any.any`): colons would read as i18n namespaces.
 */
export function permissionKey(permission: string): string {
  return `permission.${permission.replace(/\*/g, 'any').replace(/:/g, '.')}`;
}
