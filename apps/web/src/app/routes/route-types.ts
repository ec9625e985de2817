import type { AccessRoute, RouteRole } from '@coal/contracts';
import type { ComponentType } from 'react';
import type { LocaleKey } from '@/lib/i18n';

export type MenuIconName =
  | 'analysis'
  | 'dashboard'
  | 'exception'
  | 'form'
  | 'home'
  | 'list'
  | 'map'
  | 'news'
  | 'result'
  | 'risk'
  | 'search'
  | 'system'
  | 'user';

/** Route metadata of SPEC.md §3. */
export interface RouteMeta {
  /** i18n key of the route's title, used by the menu, the tab bar and the page title. */
  locale: LocaleKey;
  /** Literal title, for routes whose title is not translated (rare). */
  title?: string;
  requiresAuth: boolean;
  roles?: RouteRole[];
  /** The menu icon's name (the layout holds the icons, so route metadata loads none). */
  icon?: MenuIconName;
  /** Menu position among siblings, 0 to 7. */
  order?: number;
  hideInMenu?: boolean;
  /** The page shows no side menu (SPEC.md §2: the home page, search, a mine's profile …). */
  hideSideMenu?: boolean;
  /** Not added to the tab bar. */
  noAffix?: boolean;
  /** Not kept alive when left. */
  ignoreCache?: boolean;
}

export type LazyPage = () => Promise<{ Component: ComponentType }>;

export interface AppRoute extends AccessRoute {
  name: string;
  /** Absolute path, e.g. `/dashboard/workplace`; a group's path is its URL prefix. */
  path: string;
  meta: RouteMeta;
  /** Present on pages; groups only hold children. */
  lazy?: LazyPage;
  children?: AppRoute[];
  isPage?: boolean;
}

export const page = (route: Omit<AppRoute, 'isPage' | 'children'> & { lazy: LazyPage }): AppRoute => ({
  ...route,
  isPage: true,
});

export const group = (route: Omit<AppRoute, 'isPage' | 'lazy'> & { children: AppRoute[] }): AppRoute => ({
  ...route,
  isPage: false,
});
