import { mineColumns } from '@coal/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/http/download';

/** The list export's path for selected mines, with the shown columns that the mine sheet has. */
export function exportSelectedPath(mineIds: number[], columnKeys: string[]): string {
  const columns = columnKeys.filter((key) => mineColumns.some((col) => col.key === key));
  const params = new URLSearchParams({ mineIds: mineIds.join(',') });
  if (columns.length) params.set('columns', columns.join(','));
  return `/api/mine/export?${params.toString()}`;
}

/** Downloads the selected mines as the 煤矿 sheet of the template, with the chosen columns. */
export function useExportSelected(fallbackName: string) {
  return useMutation({
    mutationFn: ({ mineIds, columns }: { mineIds: number[]; columns: string[] }) =>
      downloadFile(exportSelectedPath(mineIds, columns), fallbackName),
  });
}
