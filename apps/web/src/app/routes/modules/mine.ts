import { page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** A mine's profile: opened from search, the desk and links; not a menu entry, no side menu. */
export const mineRoute = page({
  name: 'Mine',
  path: '/mine/:mineId',
  meta: { locale: 'menu.mine', requiresAuth: true, roles: ['*'], hideInMenu: true, hideSideMenu: true },
  lazy: withDictionaries(() => import('../pages/mine-route').then((m) => ({ Component: m.MineRoute }))),
});

/** A mine's change history and its profile as of a past day (SPEC.md §2 History: no side menu). */
export const mineHistoryRoute = page({
  name: 'History',
  path: '/mine/:mineId/history',
  meta: {
    locale: 'menu.mine.history',
    requiresAuth: true,
    roles: ['*'],
    hideInMenu: true,
    hideSideMenu: true,
  },
  lazy: withDictionaries(() =>
    import('../pages/mine-history-route').then((m) => ({ Component: m.MineHistoryRoute })),
  ),
});
