export const riskKeys = {
  all: ['risk'] as const,
  overview: () => ['risk', 'overview'] as const,
  mine: (mineId: number) => ['risk', 'mine', mineId] as const,
  models: () => ['risk', 'models'] as const,
};
