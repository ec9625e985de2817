export const deskKeys = {
  all: ['desk'] as const,
  follows: (pageNum: number, pageSize: number) => ['desk', 'follows', pageNum, pageSize] as const,
  recent: (pageSize: number) => ['desk', 'recent', pageSize] as const,
  expiries: () => ['desk', 'licence-expiries'] as const,
};
