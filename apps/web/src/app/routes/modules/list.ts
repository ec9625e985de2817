import { group, page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** Lists of the whole dataset for every role (SPEC.md §2 `list/search-table`, `list/card`): mines and companies. */
export const listRoutes = group({
  name: 'list',
  path: '/list',
  meta: { locale: 'menu.list', requiresAuth: true, icon: 'list', order: 1 },
  children: [
    page({
      name: 'SearchTable',
      path: '/list/search-table',
      meta: { locale: 'menu.list.searchTable', requiresAuth: true, roles: ['*'] },
      lazy: withDictionaries(() =>
        import('../pages/register-route').then((m) => ({ Component: m.RegisterRoute })),
      ),
    }),
    page({
      name: 'Companies',
      path: '/list/card',
      meta: { locale: 'menu.companies', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/companies-route').then((m) => ({ Component: m.CompaniesRoute })),
    }),
  ],
});
