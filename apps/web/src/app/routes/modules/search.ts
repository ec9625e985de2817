import { page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** The mine search: a menu entry whose page takes the full width, without the side menu (SPEC.md §2). */
export const searchRoute = page({
  name: 'Search',
  path: '/search',
  meta: { locale: 'menu.search', requiresAuth: true, icon: 'search', order: 1, hideSideMenu: true },
  lazy: withDictionaries(() => import('../pages/search-route').then((m) => ({ Component: m.SearchRoute }))),
});
