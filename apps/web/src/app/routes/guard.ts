import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ensureSession, sessionState, signOut } from '@/lib/session';
import { deniedTarget, loginUrlFor } from './navigation-rules';
import { appRoutes } from './registry';
import type { AppRoute } from './route-types';

/**
 * Runs before a page renders (SPEC.md §4, §6): no token → login with the way back; token without a
 * role → load the user first (failure → login); a role the page does not admit → first permitted page.
 */
export function guardFor(route: AppRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!route.meta.requiresAuth) {
      // A public page signed in still shows who is signed in (the navbar's avatar): load the user
      // beside the page, and fall back to signed out if the token no longer works.
      if (sessionState().token)
        ensureSession().catch(() => signOut({ callServer: false }).catch(() => undefined));
      return null;
    }
    const url = new URL(request.url);
    if (!sessionState().token) return redirect(loginUrlFor(route, url));
    try {
      await ensureSession();
    } catch {
      await signOut({ callServer: false });
      return redirect(loginUrlFor(route, url));
    }
    const target = deniedTarget(appRoutes, route, sessionState().role);
    if (target) return redirect(target);
    return null;
  };
}
