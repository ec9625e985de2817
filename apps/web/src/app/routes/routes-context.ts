import { createContext, useContext } from 'react';
import type { AppRoute } from './route-types';

/**
 * The registered routes, handed down by the router. Pages and the layout read the registry from here
 * instead of importing it, since the registry imports every page (lazily) and a page importing it back
 * would close a cycle.
 */
export const AppRoutesContext = createContext<readonly AppRoute[]>([]);

export function useAppRoutes(): readonly AppRoute[] {
  return useContext(AppRoutesContext);
}
