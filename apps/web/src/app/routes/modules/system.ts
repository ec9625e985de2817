import { group, page } from '../route-types';

/** 系统管理 (admins): the console's own administration. */
export const systemRoutes = group({
  name: 'system',
  path: '/system',
  meta: { locale: 'menu.system', requiresAuth: true, roles: ['admin'], icon: 'system', order: 6 },
  children: [
    page({
      name: 'SystemFeedback',
      path: '/system/feedback',
      meta: { locale: 'menu.system.feedback', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/feedback-admin-route').then((m) => ({ Component: m.FeedbackAdminRoute })),
    }),
  ],
});
