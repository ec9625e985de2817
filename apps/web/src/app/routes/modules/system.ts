import { group, page } from '../route-types';

/** 系统管理 (admins): the console's own accounts, reference data and logs. */
export const systemRoutes = group({
  name: 'system',
  path: '/system',
  meta: { locale: 'menu.system', requiresAuth: true, roles: ['admin'], icon: 'system', order: 5 },
  children: [
    page({
      name: 'Dict',
      path: '/system/dict',
      meta: { locale: 'menu.system.dict', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/dict-route').then((m) => ({ Component: m.DictRoute })),
    }),
  ],
});
