export const profileKeys = {
  all: ['profile'] as const,
  header: (mineId: number) => ['profile', mineId, 'header'] as const,
  section: (mineId: number, section: string) => ['profile', mineId, 'section', section] as const,
  history: (mineId: number, pageNum: number, pageSize: number) =>
    ['profile', mineId, 'history', pageNum, pageSize] as const,
  asOf: (mineId: number, date: string) => ['profile', mineId, 'asOf', date] as const,
};
