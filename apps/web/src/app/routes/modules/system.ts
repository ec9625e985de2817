import { group, page } from '../route-types';

/** 系统管理 (admins only): the console's own administration, one entry per page. */
export const systemRoutes = group({
  name: 'system',
  path: '/system',
  meta: { locale: 'menu.system', requiresAuth: true, roles: ['admin'], icon: 'system', order: 6 },
  children: [
    page({
      name: 'SystemUser',
      path: '/system/user',
      meta: { locale: 'menu.system.user', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/system-users-route').then((m) => ({ Component: m.SystemUsersRoute })),
    }),
    page({
      name: 'SystemOnline',
      path: '/system/online',
      meta: { locale: 'menu.system.online', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/system-online-route').then((m) => ({ Component: m.SystemOnlineRoute })),
    }),
    page({
      name: 'SystemDict',
      path: '/system/dict',
      meta: { locale: 'menu.system.dict', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/dict-route').then((m) => ({ Component: m.DictRoute })),
    }),
    page({
      name: 'SystemLoginLog',
      path: '/system/loginLog',
      meta: { locale: 'menu.system.loginLog', requiresAuth: true, roles: ['admin'] },
      lazy: () =>
        import('../pages/system-login-log-route').then((m) => ({ Component: m.SystemLoginLogRoute })),
    }),
    page({
      name: 'SystemAuditLog',
      path: '/system/auditLog',
      meta: { locale: 'menu.system.auditLog', requiresAuth: true, roles: ['admin'] },
      lazy: () =>
        import('../pages/system-audit-log-route').then((m) => ({ Component: m.SystemAuditLogRoute })),
    }),
    page({
      name: 'SystemFeedback',
      path: '/system/feedback',
      meta: { locale: 'menu.system.feedback', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('../pages/feedback-admin-route').then((m) => ({ Component: m.FeedbackAdminRoute })),
    }),
  ],
});
