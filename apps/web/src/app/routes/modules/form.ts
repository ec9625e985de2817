import { group, page } from '../route-types';

/** Data management (SPEC.md §2 `form/step`): the admin's mine-data import wizard and its job history. */
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
  ],
});
