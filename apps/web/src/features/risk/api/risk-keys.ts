export const riskKeys = {
  all: ['risk'] as const,
  overview: () => ['risk', 'overview'] as const,
  mine: (mineId: number) => ['risk', 'mine', mineId] as const,
  models: () => ['risk', 'models'] as const,
  backtest: (set: 'active' | number) => ['risk', 'backtest', set] as const,
  countyOutlines: () => ['risk', 'county-outlines'] as const,
  countyMines: (county: string) => ['risk', 'county-mines', county] as const,
};
