import { LOGIN_PATH, NOT_FOUND_PATH } from '../paths';
import { page } from '../route-types';

/** The sign-in page: the one route that needs no session (SPEC.md §2), outside the main layout. */
export const loginRoute = page({
  name: 'login',
  path: LOGIN_PATH,
  meta: { locale: 'menu.login', requiresAuth: false, hideInMenu: true, noAffix: true },
  lazy: () => import('../pages/login-route').then((m) => ({ Component: m.LoginRoute })),
});

/** Unknown paths, outside the main layout. */
export const notFoundRoute = page({
  name: 'notFound',
  path: NOT_FOUND_PATH,
  meta: { locale: 'menu.notFound', requiresAuth: false, hideInMenu: true, noAffix: true },
  lazy: () =>
    import('../pages/standalone-not-found-route').then((m) => ({ Component: m.StandaloneNotFoundRoute })),
});
