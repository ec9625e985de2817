import { IMPORT_STATUSES, type ImportStatus } from '@coal/contracts';
import { z } from 'zod';

/** The wizard's steps in order; the URL carries their 1-based position (`step=3` is validation). */
export const WIZARD_STEPS = ['template', 'upload', 'validate', 'preview', 'commit'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const IMPORT_TABS = ['wizard', 'jobs'] as const;
export type ImportTab = (typeof IMPORT_TABS)[number];

// The server previews only mines that change; unchanged ones are counted, not listed.
export const PREVIEW_FILTERS = ['all', 'add', 'change'] as const;
export type PreviewFilter = (typeof PREVIEW_FILTERS)[number];

export interface ImportPageState {
  tab: ImportTab;
  jobId?: number;
  /** The step asked for; the page still checks it against the job's status (see `stepFor`). */
  step?: WizardStep;
  /** Problems table: the sheet shown (undefined = all). */
  sheet?: string;
  /** Preview table: which action is shown. */
  action: PreviewFilter;
  /** Page of the current step's table. */
  page: number;
  jobsPage: number;
  jobsStatus?: ImportStatus;
}

const positive = z.coerce.number().int().min(1).max(1_000_000_000);
// A bad value in a shared link is dropped, never an error page.
const urlSchema = z.object({
  tab: z.enum(IMPORT_TABS).catch('wizard'),
  job: positive.optional().catch(undefined),
  step: z.coerce.number().int().min(1).max(WIZARD_STEPS.length).optional().catch(undefined),
  sheet: z.string().trim().min(1).max(60).optional().catch(undefined),
  action: z.enum(PREVIEW_FILTERS).catch('all'),
  page: positive.catch(1),
  jobsPage: positive.catch(1),
  jobsStatus: z.enum(IMPORT_STATUSES).optional().catch(undefined),
});

export function parseImportParams(params: URLSearchParams): ImportPageState {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(urlSchema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = urlSchema.parse(raw);
  return {
    tab: parsed.tab,
    jobId: parsed.job,
    step: parsed.step === undefined ? undefined : WIZARD_STEPS[parsed.step - 1],
    sheet: parsed.sheet,
    action: parsed.action,
    page: parsed.page,
    jobsPage: parsed.jobsPage,
    jobsStatus: parsed.jobsStatus,
  };
}

/** The URL of a state; defaults are left out so links stay short. */
export function toImportParams(state: ImportPageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'wizard') params.set('tab', state.tab);
  if (state.jobId !== undefined) params.set('job', String(state.jobId));
  if (state.step !== undefined) params.set('step', String(WIZARD_STEPS.indexOf(state.step) + 1));
  if (state.sheet) params.set('sheet', state.sheet);
  if (state.action !== 'all') params.set('action', state.action);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.jobsPage > 1) params.set('jobsPage', String(state.jobsPage));
  if (state.jobsStatus) params.set('jobsStatus', state.jobsStatus);
  return params;
}

/** The state of a fresh import: nothing uploaded yet, the jobs tab's own paging kept. */
export function freshWizard(state: ImportPageState, step: WizardStep = 'template'): ImportPageState {
  return { ...state, tab: 'wizard', jobId: undefined, step, sheet: undefined, action: 'all', page: 1 };
}

/** Opens a job in the wizard at a step (or the one its status calls for). */
export function openJob(state: ImportPageState, jobId: number, step?: WizardStep): ImportPageState {
  return { ...state, tab: 'wizard', jobId, step, sheet: undefined, action: 'all', page: 1 };
}

/**
 * Steps a job in a given status may show, in order. An invalid job with valid mines (`partial`) may go
 * on to commit those mines only.
 */
export function stepsAllowed(status: ImportStatus | undefined, partial = false): readonly WizardStep[] {
  switch (status) {
    case undefined:
      return ['template', 'upload'];
    case 'invalid':
      return partial
        ? ['template', 'upload', 'validate', 'preview', 'commit']
        : ['template', 'upload', 'validate'];
    case 'validated':
      return ['template', 'upload', 'validate', 'preview', 'commit'];
    // Done: its checks and preview stay readable; the last step shows the outcome.
    case 'committed':
    case 'failed':
      return ['validate', 'preview', 'commit'];
  }
}

/** Where a job opens when the URL names no step. */
export function defaultStep(status: ImportStatus | undefined): WizardStep {
  switch (status) {
    case undefined:
      return 'template';
    case 'invalid':
      return 'validate';
    case 'validated':
      return 'preview';
    case 'committed':
    case 'failed':
      return 'commit';
  }
}

/** The step to show: the one asked for when the job's status allows it, else the status's default. */
export function stepFor(
  requested: WizardStep | undefined,
  status: ImportStatus | undefined,
  partial = false,
): WizardStep {
  if (requested && stepsAllowed(status, partial).includes(requested)) return requested;
  return defaultStep(status);
}

export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);

/** How the Steps bar marks the current step: red where the job stopped, done once committed. */
export function stepsStatus(
  status: ImportStatus | undefined,
  step: WizardStep,
): 'process' | 'error' | 'finish' {
  if (status === 'invalid' && step === 'validate') return 'error';
  if (status === 'failed' && step === 'commit') return 'error';
  if (status === 'committed' && step === 'commit') return 'finish';
  return 'process';
}
