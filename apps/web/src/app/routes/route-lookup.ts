import { matchPath } from 'react-router';
import type { AppRoute } from './route-types';

export function flattenPages(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [
    ...(route.isPage !== false ? [route] : []),
    ...flattenPages(route.children ?? []),
  ]);
}

export function findRouteByName(routes: readonly AppRoute[], name: string): AppRoute | undefined {
  return flattenPages(routes).find((route) => route.name === name);
}

/** The group a page sits in, for opening the right submenu. */
export function findParentGroup(routes: readonly AppRoute[], name: string): AppRoute | undefined {
  for (const route of routes) {
    if (route.children?.some((child) => child.name === name)) return route;
    const nested = findParentGroup(route.children ?? [], name);
    if (nested) return nested;
  }
  return undefined;
}

/** Where `/` and the logo lead: the home page when registered, else the default first tab. */
export function homePath(routes: readonly AppRoute[], homeName: string, defaultName: string): string {
  return findRouteByName(routes, homeName)?.path ?? findRouteByName(routes, defaultName)?.path ?? '/';
}

/** The registered page a pathname belongs to, if any. */
export function routeForPath(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return flattenPages(routes).find((page) => matchPath({ path: page.path, end: true }, pathname));
}
