import { page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** The province map: a menu entry whose page takes the full width, without the side menu (SPEC.md §2). */
export const mapRoute = page({
  name: 'Map',
  path: '/map',
  meta: { locale: 'menu.map', requiresAuth: true, icon: 'map', order: 2, hideSideMenu: true },
  lazy: withDictionaries(() => import('../pages/map-route').then((m) => ({ Component: m.MapRoute }))),
});
