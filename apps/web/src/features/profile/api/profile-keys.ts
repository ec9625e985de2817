export const profileKeys = {
  all: ['profile'] as const,
  header: (mineId: number) => ['profile', mineId, 'header'] as const,
  section: (mineId: number, section: string) => ['profile', mineId, 'section', section] as const,
};
