import { group, page } from '../route-types';

export const exceptionRoutes = group({
  name: 'exception',
  path: '/exception',
  meta: { locale: 'menu.exception', requiresAuth: true, hideInMenu: true, icon: 'exception', order: 6 },
  children: [
    page({
      name: '403',
      path: '/exception/403',
      meta: { locale: 'menu.exception.403', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/forbidden-route').then((m) => ({ Component: m.ForbiddenRoute })),
    }),
    page({
      name: '404',
      path: '/exception/404',
      meta: { locale: 'menu.exception.404', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
    }),
    page({
      name: '500',
      path: '/exception/500',
      meta: { locale: 'menu.exception.500', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/server-error-route').then((m) => ({ Component: m.ServerErrorRoute })),
    }),
  ],
});
