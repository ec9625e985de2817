/** Where the loaded demo dataset's facts are kept in app_meta. */
export const DATASET_META_KEY = 'mine.dataset';

export interface DatasetMeta {
  seed: number;
  referenceDate: string;
  mines: number;
  loadedAt: string;
  generateMs: number;
  loadMs: number;
}
