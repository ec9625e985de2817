import { NewsAdminPage } from '@/features/news/news-admin';

export function NewsAdminRoute() {
  return <NewsAdminPage />;
}
