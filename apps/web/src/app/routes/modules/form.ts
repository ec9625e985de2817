import { group, page } from '../route-types';

/**
 * Data management (SPEC.md §2 `form/step`): the admin's mine-data import wizard and its job history, and
 * the news feeds with the sentiment lexicon.
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
      name: 'NewsAdmin',
      path: '/form/news',
      meta: { locale: 'menu.form.news', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/news-admin-route').then((m) => ({ Component: m.NewsAdminRoute })),
    }),
  ],
});
