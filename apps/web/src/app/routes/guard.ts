import { type LoaderFunctionArgs, redirect } from 'react-router';
import { t } from '@/lib/i18n';
import { raiseAfterNavigation } from '@/lib/pending-toast';
import { ensureSession, sessionState, signOut } from '@/lib/session';
import { deniedTarget, loginUrlFor } from './navigation-rules';
import { appRoutes } from './registry';
import { routeForPath } from './route-lookup';
import type { AppRoute } from './route-types';

const PASSWORD_FORM_PATH = '/user/setting';

const titleOf = (route: AppRoute | undefined): string =>
  route ? (route.meta.title ?? t(route.meta.locale)) : '';

/** SPEC.md §6's 403 text, naming the page refused and the page shown instead. */
function deniedNotice(route: AppRoute, target: string): string {
  return t('access.deniedMovedTo', {
    page: titleOf(route),
    target: titleOf(routeForPath(appRoutes, target.split('?')[0] ?? target)),
  });
}

/**
 * Runs before a page renders (SPEC.md §4, §6): no token → login with the way back; token without a
 * role → load the user first (failure → login); a role the page does not admit → first permitted page,
 * with a notice that says which page was refused.
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
    // A loader's request carries no hash: on the page being opened it is still in the address bar.
    if (window.location.pathname === url.pathname) url.hash = window.location.hash;
    if (!sessionState().token) return redirect(loginUrlFor(route, url));
    try {
      await ensureSession();
    } catch {
      await signOut({ callServer: false });
      return redirect(loginUrlFor(route, url));
    }
    // An account whose password an admin set opens nothing but the password form until it is changed.
    if (sessionState().user?.mustChangePassword && route.path !== PASSWORD_FORM_PATH) {
      raiseAfterNavigation(t('access.passwordChangeRequired'), 'warning');
      return redirect(`${PASSWORD_FORM_PATH}?tab=password`);
    }
    const target = deniedTarget(appRoutes, route, sessionState().role);
    if (target) {
      raiseAfterNavigation(deniedNotice(route, target), 'warning');
      return redirect(target);
    }
    return null;
  };
}
