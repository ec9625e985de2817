import { group, page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** 数据分析 (SPEC.md §2 visualization/*): the admins' analysis pages. */
export const visualizationRoutes = group({
  name: 'visualization',
  path: '/visualization',
  meta: { locale: 'menu.visualization', requiresAuth: true, roles: ['admin'], icon: 'analysis', order: 3 },
  children: [
    page({
      name: 'DataAnalysis',
      path: '/visualization/data-analysis',
      meta: {
        locale: 'menu.visualization.dataAnalysis',
        requiresAuth: true,
        roles: ['admin'],
      },
      lazy: withDictionaries(() =>
        import('../pages/production-route').then((m) => ({ Component: m.ProductionRoute })),
      ),
    }),
    page({
      name: 'MultiDimensionDataAnalysis',
      path: '/visualization/multi-dimension-data-analysis',
      meta: {
        locale: 'menu.visualization.multiDimensionDataAnalysis',
        requiresAuth: true,
        roles: ['admin'],
      },
      lazy: withDictionaries(() => import('../pages/pivot-route').then((m) => ({ Component: m.PivotRoute }))),
    }),
  ],
});
