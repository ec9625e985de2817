export const analysisKeys = {
  all: ['analysis'] as const,
  seams: (mineId: number, radiusKm: number, seams: string) =>
    [...analysisKeys.all, 'seams', mineId, radiusKm, seams] as const,
  quality: (mineId: number, radiusKm: number, seam: string) =>
    [...analysisKeys.all, 'quality', mineId, radiusKm, seam] as const,
  boundaries: (lat: number, lng: number, radiusKm: number) =>
    [...analysisKeys.all, 'boundaries', lat, lng, radiusKm] as const,
  area: (query: Record<string, string | number | undefined>) => [...analysisKeys.all, 'area', query] as const,
  regions: () => [...analysisKeys.all, 'regions'] as const,
};
