import { useMatches } from 'react-router';
import type { AppRoute } from '../routes/route-types';

export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The registry entry of the deepest matched route. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
