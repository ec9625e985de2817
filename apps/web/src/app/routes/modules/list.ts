import { group, page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** Lists of the whole dataset for every role (SPEC.md §2 `list/search-table`): the mine register. */
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
  ],
});
