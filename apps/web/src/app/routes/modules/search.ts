import { SearchOutlined } from '@ant-design/icons';
import { page } from '../route-types';

export const searchRoute = page({
  name: 'Search',
  path: '/search',
  meta: { locale: 'menu.search', requiresAuth: true, icon: SearchOutlined, order: 1 },
  lazy: () => import('../pages/search-route').then((m) => ({ Component: m.SearchRoute })),
});
