import type { ApiQuery } from '@/lib/http/client';

export const mapKeys = {
  all: ['map'] as const,
  mines: (query: ApiQuery) => ['map', 'mines', query] as const,
  card: (mineId: number) => ['map', 'card', mineId] as const,
  boundaries: (code: string) => ['map', 'boundaries', code] as const,
};
