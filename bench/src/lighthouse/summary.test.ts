import { describe, expect, it } from 'vitest';
import { median, medianFigures, type RunFigures, targetsMissed } from './summary';

const run = (performance: number, failing: string[] = [], lcpElement = 'h1'): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  fcpMs: performance * 5,
  lcpMs: performance * 10,
  lcpElement,
  tbtMs: 0,
  cls: 0,
  failing,
});

describe('lighthouse summary', () => {
  it('takes the median of an odd and an even number of runs', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('reports each figure’s median and the audits that failed in most runs', () => {
    const figures = medianFigures([
      run(91, ['color-contrast']),
      run(97, ['color-contrast', 'label']),
      run(95),
    ]);
    expect(figures.performance).toBe(95);
    expect(figures.lcpMs).toBe(950);
    expect(figures.fcpMs).toBe(475);
    expect(figures.failing).toEqual(['color-contrast']);
  });

  it('names the element most runs timed as the largest paint', () => {
    expect(medianFigures([run(90, [], 'p.hero'), run(91, [], 'h1'), run(92, [], 'p.hero')]).lcpElement).toBe(
      'p.hero',
    );
    expect(medianFigures([run(90, [], ''), run(91, [], 'h1')]).lcpElement).toBe('h1');
    expect(medianFigures([run(90, [], '')]).lcpElement).toBe('');
  });

  it('leaves a run out of the figures it did not measure', () => {
    const failed = { ...run(Number.NaN), tbtMs: Number.NaN, cls: Number.NaN };
    const figures = medianFigures([run(40), failed, run(44)]);
    expect(figures.performance).toBe(42);
    expect(figures.lcpMs).toBe(420);
    expect(figures.accessibility).toBe(100);
    expect(Number.isNaN(medianFigures([failed]).performance)).toBe(true);
  });

  it('holds desktop to 95 everywhere and mobile to 80 on /login and /index only', () => {
    expect(targetsMissed('/search', 'desktop', run(94))).toEqual(['performance 94 < 95']);
    expect(targetsMissed('/search', 'mobile', run(40))).toEqual([]);
    expect(targetsMissed('/index', 'mobile', run(79))).toEqual(['performance 79 < 80']);
    expect(targetsMissed('/login', 'desktop', { ...run(99), accessibility: 96 })).toEqual([
      'accessibility 96 < 100',
    ]);
  });
});
