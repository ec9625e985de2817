import type { TableDensity } from '@coal/contracts';
import { useMemo } from 'react';
import { useColumnSettings, useSaveColumnSettings } from './api/column-settings';
import { columnsOf, DEFAULT_SETTINGS, type RegisterColumn, settingsOf } from './column-model';

/** The register's columns as the user saved them on the server, or the defaults until then. */
export function useRegisterColumns() {
  const stored = useColumnSettings();
  const save = useSaveColumnSettings();
  const settings = stored.data ?? DEFAULT_SETTINGS;
  const columns = useMemo(() => columnsOf(settings), [settings]);
  return {
    columns,
    density: settings.density,
    /** Until the stored settings arrive the table waits, so it never flashes the defaults. */
    ready: !stored.isPending,
    saving: save.isPending,
    save: (next: RegisterColumn[], density: TableDensity) => save.mutateAsync(settingsOf(next, density)),
  };
}
