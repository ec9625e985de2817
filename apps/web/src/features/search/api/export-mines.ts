import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/http/download';
import { type SearchFilters, toFilterQuery } from '../search-params';

export function exportPath(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toFilterQuery(filters))) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/mine/export?${query}` : '/api/mine/export';
}

/** Downloads the filtered list (every page, not just the one shown) as .xlsx. */
export function useExportMines(fallbackName: string) {
  return useMutation({
    mutationFn: (filters: SearchFilters) => downloadFile(exportPath(filters), fallbackName),
  });
}
