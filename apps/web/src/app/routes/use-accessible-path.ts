import { canAccess } from '@coal/contracts';
import { useSessionStore } from '@/lib/session';
import { findRouteByName } from './route-lookup';
import { useAppRoutes } from './routes-context';

/** The path of the page registered under `name` when the current role may open it; else undefined. */
export function useAccessiblePath(name: string): string | undefined {
  const role = useSessionStore((s) => s.role);
  const route = findRouteByName(useAppRoutes(), name);
  return route && canAccess(route.meta, role) ? route.path : undefined;
}
