import { DashboardOutlined } from '@ant-design/icons';
import { group, page } from '../route-types';

export const dashboardRoutes = group({
  name: 'dashboard',
  path: '/dashboard',
  meta: { locale: 'menu.dashboard', requiresAuth: true, icon: DashboardOutlined, order: 0 },
  children: [
    page({
      name: 'Workplace',
      path: '/dashboard/workplace',
      meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/workplace-route').then((m) => ({ Component: m.WorkplaceRoute })),
    }),
    page({
      name: 'Sentiment',
      path: '/dashboard/sentiment',
      meta: { locale: 'menu.dashboard.sentiment', requiresAuth: true, roles: ['*'], hideSideMenu: true },
      lazy: () => import('../pages/sentiment-route').then((m) => ({ Component: m.SentimentRoute })),
    }),
  ],
});
