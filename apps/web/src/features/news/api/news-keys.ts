import type { NewsListQuery, SentimentDashboardQuery } from '@coal/contracts';

export const newsKeys = {
  all: ['news'] as const,
  list: (query: Partial<NewsListQuery>) => ['news', 'list', query] as const,
  article: (id: number) => ['news', 'article', id] as const,
  sources: () => ['news', 'sources'] as const,
  regions: () => ['news', 'regions'] as const,
  dashboard: (query: Partial<SentimentDashboardQuery>) => ['news', 'dashboard', query] as const,
  mine: (mineId: number) => ['news', 'mine', mineId] as const,
  feeds: () => ['news', 'feeds'] as const,
  terms: () => ['news', 'terms'] as const,
};
