import { describe, expect, it } from 'vitest';
import { DEFAULT_PIVOT, drillHref, parsePivotParams, toPivotParams } from './pivot-params';

describe('the pivot in the URL', () => {
  it('reads back what it wrote', () => {
    const state = {
      rows: ['prefecture', 'scaleClass'],
      cols: ['riskBand'],
      measures: ['count', 'output'],
      sort: 'output',
      chart: 'heatmap',
    } as const;
    expect(
      parsePivotParams(
        toPivotParams({
          ...state,
          rows: [...state.rows],
          cols: [...state.cols],
          measures: [...state.measures],
        }),
      ),
    ).toEqual(state);
  });

  it('drops unknown and repeated names and falls back to the default without any', () => {
    const state = parsePivotParams(
      new URLSearchParams('rows=prefecture,colour,prefecture&cols=prefecture,county&measures=weight'),
    );
    expect(state).toMatchObject({ rows: ['prefecture'], cols: ['county'], measures: ['count'] });
    expect(parsePivotParams(new URLSearchParams(''))).toEqual(DEFAULT_PIVOT);
  });

  it('drills a group into the search filters of the same names, and refuses a group without a code', () => {
    expect(drillHref({ prefecture: '毕节市', scaleClass: 'small' })).toBe(
      `/search?prefecture=${encodeURIComponent('毕节市')}&scaleClass=small`,
    );
    expect(drillHref({ prefecture: '毕节市', coalRank: '' })).toBeNull();
  });
});

describe('drilling a production year or an owner group', () => {
  it('opens the mines that reported in that year and belong to that group', () => {
    expect(drillHref({ ownerGroup: '彭林', year: '2020' })).toBe(
      `/search?ownerGroup=${encodeURIComponent('彭林')}&productionYear=2020`,
    );
  });
});
