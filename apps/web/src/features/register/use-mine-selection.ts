import { useCallback, useState } from 'react';

/**
 * The register's selected mines, by id, kept across pages and queries until cleared: what export (and the
 * admins' batch edit) act on.
 */
export function useMineSelection() {
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const clear = useCallback(() => setSelectedIds([]), []);
  return { selectedIds, setSelectedIds, clear };
}
export type MineSelection = ReturnType<typeof useMineSelection>;
