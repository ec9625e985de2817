import { group, page } from '../route-types';

/**
 * Data management (SPEC.md §2 `form/step`, `form/group`): the admin's mine-data import wizard and its job
 * history, the edit of one mine (reached from its profile or a data-feedback thread, so not in the menu),
 * and the news feeds with the sentiment lexicon.
 */
export const formRoutes = group({
  name: 'form',
  path: '/form',
  meta: { locale: 'menu.form', requiresAuth: true, icon: 'form', order: 4 },
  children: [
    page({
      name: 'StepForm',
      path: '/form/step',
      meta: { locale: 'menu.form.step', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/import-route').then((m) => ({ Component: m.ImportRoute })),
    }),
    page({
      name: 'GroupForm',
      path: '/form/group',
      meta: { locale: 'menu.form.group', requiresAuth: true, roles: ['admin'], hideInMenu: true },
      lazy: () => import('../pages/mine-edit-route').then((m) => ({ Component: m.MineEditRoute })),
    }),
    page({
      name: 'NewsAdmin',
      path: '/form/news',
      meta: { locale: 'menu.form.news', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/news-admin-route').then((m) => ({ Component: m.NewsAdminRoute })),
    }),
  ],
});
