import type { ImportMinePreview, ImportStatus } from '@coal/contracts';
import type { StatusTone } from '@/components/status-tag';

/** Colour of a job's status: red for a refused file, blue while waiting, green once written. */
export const JOB_STATUS_TONE: Record<ImportStatus, StatusTone> = {
  invalid: 'red',
  validated: 'blue',
  committed: 'green',
  failed: 'orange',
};

/** Colour of a previewed mine's action. */
export const ACTION_TONE: Record<ImportMinePreview['action'], StatusTone> = {
  add: 'green',
  change: 'orange',
  unchanged: 'gray',
};
