import type { RegisterQuery } from '@coal/contracts';

export const registerKeys = {
  all: ['mine-register'] as const,
  page: (query: RegisterQuery) => [...registerKeys.all, 'page', query] as const,
  columns: () => ['user-preferences', 'registerColumns'] as const,
};
