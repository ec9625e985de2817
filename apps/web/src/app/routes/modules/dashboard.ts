import { group, page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

export const dashboardRoutes = group({
  name: 'dashboard',
  path: '/dashboard',
  meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'dashboard', order: 0 },
  children: [
    page({
      name: 'Workplace',
      path: '/dashboard/workplace',
      meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, roles: ['*'] },
      lazy: withDictionaries(() =>
        import('../pages/workplace-route').then((m) => ({ Component: m.WorkplaceRoute })),
      ),
    }),
    page({
      name: 'RiskModel',
      path: '/dashboard/riskmodel',
      meta: { locale: 'menu.dashboard.riskmodel', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/riskmodel-route').then((m) => ({ Component: m.RiskModelRoute })),
    }),
    page({
      name: 'Sentiment',
      path: '/dashboard/sentiment',
      meta: { locale: 'menu.dashboard.sentiment', requiresAuth: true, roles: ['*'], hideSideMenu: true },
      lazy: () => import('../pages/sentiment-route').then((m) => ({ Component: m.SentimentRoute })),
    }),
    page({
      name: 'Monitor',
      path: '/dashboard/monitor',
      meta: { locale: 'menu.dashboard.monitor', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/monitor-route').then((m) => ({ Component: m.MonitorRoute })),
    }),
  ],
});
