import { group, page } from '../route-types';

export const resultRoutes = group({
  name: 'result',
  path: '/result',
  meta: { locale: 'menu.result', requiresAuth: true, hideInMenu: true, icon: 'result', order: 5 },
  children: [
    page({
      name: 'Success',
      path: '/result/success',
      meta: { locale: 'menu.result.success', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/success-route').then((m) => ({ Component: m.SuccessRoute })),
    }),
    page({
      name: 'Error',
      path: '/result/error',
      meta: { locale: 'menu.result.error', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/error-result-route').then((m) => ({ Component: m.ErrorResultRoute })),
    }),
  ],
});
