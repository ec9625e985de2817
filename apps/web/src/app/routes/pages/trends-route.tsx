import { TrendsPage } from '@/features/news/trends';

export function TrendsRoute() {
  return <TrendsPage />;
}
