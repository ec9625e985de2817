import { MINE_CREATED_FIELD, mineColumns } from '@coal/contracts';
import type { CellValue, RowValues } from '../mine';

const COLUMN_KEYS = new Set(mineColumns.map((c) => c.key));

/** One recorded change of the mine, with when and how its set was written. */
export interface DatedChange {
  setId: number;
  at: Date;
  source: string;
  field: string;
  before: unknown;
  added: number | null;
}

export interface RebuiltMine {
  /** False when the mine was created by a change after the moment. */
  existed: boolean;
  values: RowValues;
  /** Changes undone, created and sheet changes included. */
  undone: number;
  /** Sheets changed after the moment: their rows cannot be rebuilt. */
  sheetsChangedSince: string[];
  /** When the mine was created by an import; null when it was there from the start. */
  createdAt: Date | null;
  /** The latest change at or before the moment. */
  latestBefore: Date | null;
  /** Whether an import's change was undone (an import makes a sample mine real data). */
  importUndone: boolean;
}

const newestFirst = (a: DatedChange, b: DatedChange) => b.at.getTime() - a.at.getTime() || b.setId - a.setId;

/**
 * The mine as it stood at `moment`: starting from its current values, every change written after the
 * moment is undone, newest first, by putting back the value it replaced. Sheet changes keep only counts,
 * so those sheets are named instead of rebuilt.
 */
export function rebuildAsOf(current: RowValues, changes: DatedChange[], moment: Date): RebuiltMine {
  const values: RowValues = { ...current };
  const sheets = new Set<string>();
  let existed = true;
  let undone = 0;
  let importUndone = false;
  let createdAt: Date | null = null;
  let latestBefore: Date | null = null;
  for (const change of [...changes].sort(newestFirst)) {
    if (change.field === MINE_CREATED_FIELD) createdAt = change.at;
    if (change.at.getTime() <= moment.getTime()) {
      latestBefore ??= change.at;
      continue;
    }
    undone++;
    if (change.source === 'import') importUndone = true;
    if (change.field === MINE_CREATED_FIELD) existed = false;
    else if (COLUMN_KEYS.has(change.field)) values[change.field] = (change.before ?? null) as CellValue;
    else sheets.add(change.field);
  }
  return {
    existed,
    values,
    undone,
    sheetsChangedSince: [...sheets],
    createdAt,
    latestBefore,
    importUndone,
  };
}
