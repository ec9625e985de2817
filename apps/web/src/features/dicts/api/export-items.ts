import type { DictDataListQuery } from '@coal/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/http/download';

export function exportPath(query: Omit<DictDataListQuery, 'pageNum' | 'pageSize'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `/api/system/dict/data/export?${params.toString()}`;
}

/** Downloads the listed items (the page's filter and order) as .xlsx. */
export function useExportItems(fallbackName: string) {
  return useMutation({
    mutationFn: (query: Omit<DictDataListQuery, 'pageNum' | 'pageSize'>) =>
      downloadFile(exportPath(query), fallbackName),
  });
}
