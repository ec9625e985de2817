import { page } from '../route-types';

/** Industry news: the list is a menu entry, the article a hidden page; neither shows the side menu. */
export const trendsRoute = page({
  name: 'Trends',
  path: '/trends',
  meta: { locale: 'menu.trends', requiresAuth: true, icon: 'news', order: 2, hideSideMenu: true },
  lazy: () => import('../pages/trends-route').then((m) => ({ Component: m.TrendsRoute })),
});

/** SPEC.md: `/information?id=`; `/information/{id}` is accepted too. */
export const informationRoute = page({
  name: 'Information',
  path: '/information/:id?',
  meta: { locale: 'menu.information', requiresAuth: true, hideInMenu: true, hideSideMenu: true },
  lazy: () => import('../pages/information-route').then((m) => ({ Component: m.InformationRoute })),
});
