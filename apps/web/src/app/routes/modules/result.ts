import { CheckCircleOutlined } from '@ant-design/icons';
import { group, page } from '../route-types';

export const resultRoutes = group({
  name: 'result',
  path: '/result',
  meta: { locale: 'menu.result', requiresAuth: true, icon: CheckCircleOutlined, order: 5 },
  children: [
    page({
      name: 'Success',
      path: '/result/success',
      meta: { locale: 'menu.result.success', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('@/features/result/success-page').then((m) => ({ Component: m.SuccessPage })),
    }),
    page({
      name: 'Error',
      path: '/result/error',
      meta: { locale: 'menu.result.error', requiresAuth: true, roles: ['admin'] },
      lazy: () => import('@/features/result/error-page').then((m) => ({ Component: m.ErrorPage })),
    }),
  ],
});
