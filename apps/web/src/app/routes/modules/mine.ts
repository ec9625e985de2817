import { page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** A mine's profile: opened from search, the desk and links; not a menu entry, no side menu. */
export const mineRoute = page({
  name: 'Mine',
  path: '/mine/:mineId',
  meta: { locale: 'menu.mine', requiresAuth: true, roles: ['*'], hideInMenu: true, hideSideMenu: true },
  lazy: withDictionaries(() => import('../pages/mine-route').then((m) => ({ Component: m.MineRoute }))),
});
