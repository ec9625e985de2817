import { IMPORT_MAX_BYTES } from '@coal/contracts';

/** File types the import accepts, as the file picker's `accept` and for the check below. */
export const IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(',');

export type FileRefusal = 'type' | 'empty' | 'size';

/** Why a chosen file cannot be uploaded, or null when it may go; checked before any byte is sent. */
export function checkImportFile(name: string, size: number, maxBytes = IMPORT_MAX_BYTES): FileRefusal | null {
  const lower = name.trim().toLowerCase();
  if (!IMPORT_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length)) return 'type';
  if (size <= 0) return 'empty';
  if (size > maxBytes) return 'size';
  return null;
}
