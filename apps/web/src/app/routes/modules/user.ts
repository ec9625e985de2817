import { group, page } from '../route-types';

export const userRoutes = group({
  name: 'user',
  path: '/user',
  meta: { locale: 'menu.user', requiresAuth: true, icon: 'user', order: 7 },
  children: [
    page({
      name: 'Info',
      path: '/user/info',
      meta: { locale: 'menu.user.info', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/user-info-route').then((m) => ({ Component: m.UserInfoRoute })),
    }),
    page({
      name: 'Setting',
      path: '/user/setting',
      meta: { locale: 'menu.user.setting', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/user-setting-route').then((m) => ({ Component: m.UserSettingRoute })),
    }),
    page({
      name: 'UserFeedback',
      path: '/user/feedback',
      meta: { locale: 'menu.user.feedback', requiresAuth: true, roles: ['*'] },
      lazy: () => import('../pages/own-feedback-route').then((m) => ({ Component: m.OwnFeedbackRoute })),
    }),
  ],
});
