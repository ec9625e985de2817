import type { ApiQuery } from '../model/filter-kit';

export const mapKeys = {
  all: ['map'] as const,
  mines: (query: ApiQuery) => ['map', 'mines', query] as const,
  card: (mineId: number) => ['map', 'card', mineId] as const,
  boundaries: (code: string) => ['map', 'boundaries', code] as const,
};
