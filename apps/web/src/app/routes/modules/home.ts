import { page } from '../route-types';

/** The public portal: open without sign-in, hidden from the menu, no side menu (SPEC.md §2). */
export const homeRoute = page({
  name: 'Index',
  path: '/index',
  meta: {
    locale: 'menu.index',
    requiresAuth: false,
    icon: 'home',
    hideInMenu: true,
    hideSideMenu: true,
  },
  lazy: () => import('../pages/home-route').then((m) => ({ Component: m.HomeRoute })),
});
