import type { ImportMinePreview, ImportProblem } from '@coal/contracts';
import type { PreviewFilter } from './wizard-params';

export interface SheetCount {
  sheet: string;
  count: number;
}

/** Sheets that have problems, in the order they first appear, with how many each has. */
export function problemSheets(problems: readonly ImportProblem[]): SheetCount[] {
  const counts = new Map<string, number>();
  for (const p of problems) counts.set(p.sheet, (counts.get(p.sheet) ?? 0) + 1);
  return [...counts].map(([sheet, count]) => ({ sheet, count }));
}

/** The problems of one sheet, or all when no sheet (or one without problems) is chosen. */
export function problemsOfSheet(
  problems: readonly ImportProblem[],
  sheet: string | undefined,
): ImportProblem[] {
  if (!sheet || !problems.some((p) => p.sheet === sheet)) return [...problems];
  return problems.filter((p) => p.sheet === sheet);
}

/** Preview rows of one action, or all. */
export function previewOfAction(
  preview: readonly ImportMinePreview[],
  action: PreviewFilter,
): ImportMinePreview[] {
  return action === 'all' ? [...preview] : preview.filter((m) => m.action === action);
}

/** Whether a preview row has anything to unfold: changed fields or rows added/removed on other sheets. */
export function hasDetail(mine: ImportMinePreview): boolean {
  return mine.changes.length > 0 || mine.sheets.some((s) => s.added > 0 || s.removed > 0);
}

/** The page to show for a list of `total` rows: the asked page, or the last one when it ran past it. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, page), last);
}
