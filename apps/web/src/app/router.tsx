import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import { guardFor } from './routes/guard';
import { loginRoute, notFoundRoute } from './routes/modules/standalone';
import { DEFAULT_ROUTE_NAME, HOME_ROUTE_NAME } from './routes/paths';
import { appRoutes } from './routes/registry';
import { flattenPages, homePath } from './routes/route-lookup';
import { AppRoutesContext } from './routes/routes-context';
import type { AppRoute } from './routes/route-types';

const home = () => homePath(appRoutes, HOME_ROUTE_NAME, DEFAULT_ROUTE_NAME);

/**
 * A page whose code fails to arrive (offline, or replaced by a redeploy) renders as that error, so the
 * route's error page shows: React Router treats a rejected `lazy` as still loading and draws nothing.
 */
const orErrorPage =
  (load: () => Promise<{ Component: ComponentType }>) => (): Promise<{ Component: ComponentType }> =>
    load().catch((error: unknown) => ({
      Component: () => {
        throw error;
      },
    }));

/** A registered page as a router route: loaded lazily, guarded, and with its own error page. */
const toRouteObject = (route: AppRoute, guarded: boolean): RouteObject => ({
  path: route.path,
  lazy: route.lazy && orErrorPage(route.lazy),
  loader: guarded ? guardFor(route) : undefined,
  handle: { route },
  errorElement: <RouteError />,
});

const routes: RouteObject[] = [
  {
    element: (
      <AppRoutesContext value={appRoutes}>
        <RootShell />
      </AppRoutesContext>
    ),
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteError />,
    children: [
      // The server answers a load of / with a redirect; this covers links to / inside the app. The
      // loader always redirects, so the route draws nothing, which the empty element says to the router.
      { path: '/', loader: () => redirect(home()), element: null },
      toRouteObject(loginRoute, false),
      {
        // Ant Design's theme, toasts and dialogs load with the first page that uses them, never with
        // the sign-in page; nothing is drawn before their style sheet applies.
        lazy: orErrorPage(() =>
          import('./antd-shell').then(async (m) => {
            await m.antdStylesApplied;
            return { Component: m.AntdShell };
          }),
        ),
        errorElement: <RouteError />,
        children: [
          {
            // The layout loads with the first page behind it.
            lazy: orErrorPage(() => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout }))),
            errorElement: <RouteError />,
            children: flattenPages(appRoutes).map((route) => toRouteObject(route, true)),
          },
          toRouteObject(notFoundRoute, false),
          { ...toRouteObject(notFoundRoute, false), path: '*' },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
