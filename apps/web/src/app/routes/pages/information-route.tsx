import { ArticlePage } from '@/features/news/article';

export function InformationRoute() {
  return <ArticlePage />;
}
