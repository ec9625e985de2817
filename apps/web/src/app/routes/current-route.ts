import { matchPath } from 'react-router';
import { appRoutes } from './registry';
import { flattenPages } from './route-lookup';
import type { AppRoute } from './route-types';

const pages = flattenPages(appRoutes);

/** The registered page a pathname belongs to, if any. */
export function routeForPath(pathname: string): AppRoute | undefined {
  return pages.find((page) => matchPath({ path: page.path, end: true }, pathname));
}
