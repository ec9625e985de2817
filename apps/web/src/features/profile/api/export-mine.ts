import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/http/download';

/** The whole mine as an .xlsx workbook (re-importable); the export endpoint names a mine by its code. */
export function exportMine(mineCode: string, fallbackName: string) {
  return downloadFile(`/api/mine/${encodeURIComponent(mineCode)}/export`, fallbackName);
}

export const useExportMine = () =>
  useMutation({
    mutationFn: ({ mineCode, name }: { mineCode: string; name: string }) =>
      exportMine(mineCode, `${name}.xlsx`),
  });
