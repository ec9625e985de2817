import { describe, expect, it } from 'vitest';
import {
  defaultStep,
  freshWizard,
  openJob,
  parseImportParams,
  stepFor,
  stepsStatus,
  toImportParams,
} from './wizard-params';

const parse = (query: string) => parseImportParams(new URLSearchParams(query));

describe('parseImportParams', () => {
  it('reads an empty URL as a fresh wizard', () => {
    expect(parse('')).toEqual({ tab: 'wizard', action: 'all', page: 1, jobsPage: 1 });
  });

  it('reads a job, a 1-based step and table state', () => {
    expect(parse('job=12&step=3&sheet=煤矿&page=2')).toMatchObject({
      jobId: 12,
      step: 'validate',
      sheet: '煤矿',
      page: 2,
    });
    expect(parse('job=12&step=5').step).toBe('commit');
  });

  it('drops bad values instead of failing', () => {
    expect(parse('tab=nope&job=-3&step=9&page=0&action=zap&jobsStatus=done')).toEqual({
      tab: 'wizard',
      action: 'all',
      page: 1,
      jobsPage: 1,
    });
    expect(parse('job=1.5&step=x').jobId).toBeUndefined();
  });

  it('reads the jobs tab with its page and status filter', () => {
    expect(parse('tab=jobs&jobsPage=3&jobsStatus=committed')).toMatchObject({
      tab: 'jobs',
      jobsPage: 3,
      jobsStatus: 'committed',
    });
  });
});

describe('toImportParams', () => {
  it('round-trips and leaves defaults out', () => {
    const query = 'tab=jobs&job=12&step=4&action=change&page=2&jobsPage=3&jobsStatus=invalid';
    expect(toImportParams(parse(query)).toString()).toBe(query);
    expect(toImportParams(parse('')).toString()).toBe('');
  });

  it('starts again or opens a job with the table state reset', () => {
    const state = parse('tab=jobs&job=4&step=3&sheet=煤层&page=5&jobsPage=2');
    expect(toImportParams(freshWizard(state, 'upload')).toString()).toBe('step=2&jobsPage=2');
    expect(toImportParams(openJob(state, 9)).toString()).toBe('job=9&jobsPage=2');
  });
});

describe('stepFor', () => {
  it('keeps an allowed step', () => {
    expect(stepFor('validate', 'invalid')).toBe('validate');
    expect(stepFor('upload', 'invalid')).toBe('upload');
    expect(stepFor('commit', 'validated')).toBe('commit');
    expect(stepFor('preview', 'committed')).toBe('preview');
  });

  it('never goes past the checks of an invalid file', () => {
    expect(stepFor('preview', 'invalid')).toBe('validate');
    expect(stepFor('commit', 'invalid')).toBe('validate');
  });

  it('without a job offers only the first two steps', () => {
    expect(stepFor('upload', undefined)).toBe('upload');
    expect(stepFor('validate', undefined)).toBe('template');
  });

  it('shows the outcome of a finished job instead of a new upload', () => {
    expect(stepFor('upload', 'committed')).toBe('commit');
    expect(stepFor(undefined, 'failed')).toBe('commit');
  });

  it('opens each status at its own step', () => {
    expect(defaultStep('invalid')).toBe('validate');
    expect(defaultStep('validated')).toBe('preview');
    expect(defaultStep(undefined)).toBe('template');
  });
});

describe('stepsStatus', () => {
  it('marks where a job stopped and when it is done', () => {
    expect(stepsStatus('invalid', 'validate')).toBe('error');
    expect(stepsStatus('invalid', 'upload')).toBe('process');
    expect(stepsStatus('failed', 'commit')).toBe('error');
    expect(stepsStatus('committed', 'commit')).toBe('finish');
    expect(stepsStatus('validated', 'commit')).toBe('process');
  });
});
