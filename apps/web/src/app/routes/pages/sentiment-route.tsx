import { SentimentDashboardPage } from '@/features/news/dashboard';

export function SentimentRoute() {
  return <SentimentDashboardPage />;
}
