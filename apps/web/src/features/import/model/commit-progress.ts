import type { ImportProgress } from '@coal/contracts';

/** Whole percent of the rows written; never 100 before the server answers that the commit is done. */
export function commitPercent(progress: ImportProgress): number {
  if (progress.phase !== 'writing' || progress.total <= 0) return 0;
  return Math.min(99, Math.floor((progress.done / progress.total) * 100));
}
