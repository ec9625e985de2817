import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { TopProgress } from '@/components/top-progress';
import { AppLayout } from './layout/app-layout';
import { RootShell } from './root-shell';
import { guardFor } from './routes/guard';
import {
  appRoutes,
  DEFAULT_ROUTE_NAME,
  HOME_ROUTE_NAME,
  LOGIN_PATH,
  NOT_FOUND_PATH,
} from './routes/registry';
import { findRouteByName, flattenPages, homePath } from './routes/route-lookup';
import { page } from './routes/route-types';

const loginRoute = page({
  name: 'login',
  path: LOGIN_PATH,
  meta: { locale: 'menu.login', requiresAuth: false, hideInMenu: true, noAffix: true },
  lazy: () => import('./routes/pages/login-route').then((m) => ({ Component: m.LoginRoute })),
});

const notFoundRoute = page({
  name: 'notFound',
  path: NOT_FOUND_PATH,
  meta: { locale: 'menu.notFound', requiresAuth: false, hideInMenu: true, noAffix: true },
  lazy: () => import('@/features/exception').then((m) => ({ Component: m.StandaloneNotFound })),
});

const home = () => homePath(appRoutes, HOME_ROUTE_NAME, DEFAULT_ROUTE_NAME);

const layoutChildren: RouteObject[] = flattenPages(appRoutes).map((route) => ({
  path: route.path,
  lazy: route.lazy,
  loader: guardFor(route),
  handle: { route },
}));

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    hydrateFallbackElement: <TopProgress active />,
    children: [
      { path: '/', loader: () => redirect(home()) },
      // Until a home page named Index is registered, the logo's /index leads to the desk.
      ...(findRouteByName(appRoutes, HOME_ROUTE_NAME)
        ? []
        : [{ path: '/index', loader: () => redirect(home()) }]),
      { path: loginRoute.path, lazy: loginRoute.lazy, handle: { route: loginRoute } },
      { element: <AppLayout />, children: layoutChildren },
      { path: notFoundRoute.path, lazy: notFoundRoute.lazy, handle: { route: notFoundRoute } },
      { path: '*', lazy: notFoundRoute.lazy, handle: { route: notFoundRoute } },
    ],
  },
];

export const router = createBrowserRouter(routes);
