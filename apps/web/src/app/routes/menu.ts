import { canAccess, type Role } from '@coal/contracts';
import type { LocaleKey } from '@/lib/i18n';
import type { AppRoute, MenuIconName } from './route-types';

export interface MenuEntry {
  key: string;
  path: string;
  locale: LocaleKey;
  icon?: MenuIconName;
  children?: MenuEntry[];
}

/** The side menu for a role: accessible, not hidden, ordered; groups left empty are dropped. */
export function buildMenu(routes: readonly AppRoute[], role: Role | null): MenuEntry[] {
  return [...routes]
    .sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0))
    .flatMap((route): MenuEntry[] => {
      if (route.meta.hideInMenu || !canAccess(route.meta, role)) return [];
      const entry: MenuEntry = {
        key: route.name,
        path: route.path,
        locale: route.meta.locale,
        icon: route.meta.icon,
      };
      if (route.isPage !== false) return [entry];
      const children = buildMenu(route.children ?? [], role);
      return children.length > 0 ? [{ ...entry, children }] : [];
    });
}
