import { appRoutes } from './registry';
import { routeForPath as findRoute } from './route-lookup';
import type { AppRoute } from './route-types';

/** The registered page a pathname belongs to, for code outside the router (the HTTP error bridge). */
export function routeForPath(pathname: string): AppRoute | undefined {
  return findRoute(appRoutes, pathname);
}
