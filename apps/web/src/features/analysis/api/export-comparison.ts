import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/http/download';

export type ComparisonKind = 'seams' | 'coal-quality';

export function exportPath(
  kind: ComparisonKind,
  mineId: number,
  query: Record<string, string | number | undefined>,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/api/analysis/${mineId}/${kind}/export${search ? `?${search}` : ''}`;
}

/** Downloads the comparison's tables as the page shows them (.xlsx, Chinese headers). */
export function useExportComparison(fallbackName: string) {
  return useMutation({
    mutationFn: ({
      kind,
      mineId,
      query,
    }: {
      kind: ComparisonKind;
      mineId: number;
      query: Record<string, string | number | undefined>;
    }) => downloadFile(exportPath(kind, mineId, query), fallbackName),
  });
}
