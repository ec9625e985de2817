import { describe, expect, it } from 'vitest';
import { drillSearchHref, parseProductionParams, toProductionParams } from './production-params';

describe('the production analysis URL', () => {
  it('reads the area and span, dropping a county without its prefecture and years out of range', () => {
    expect(
      parseProductionParams(new URLSearchParams('prefecture=六盘水市&county=盘州市&from=2016&to=2024')),
    ).toEqual({
      prefecture: '六盘水市',
      county: '盘州市',
      from: 2016,
      to: 2024,
    });
    expect(parseProductionParams(new URLSearchParams('county=盘州市&from=abc&to=3000'))).toEqual({
      prefecture: undefined,
      county: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('writes back what it reads', () => {
    const state = { prefecture: '毕节市', from: 2018 };
    expect(parseProductionParams(new URLSearchParams(toProductionParams(state)))).toEqual({
      ...state,
      county: undefined,
      to: undefined,
    });
  });

  it('drills into search with the area and the figure’s filter, a prefecture series replacing the area’s', () => {
    const county = { prefecture: '六盘水市', county: '盘州市' };
    expect(drillSearchHref(county, { productionStatus: '1' })).toBe(
      `/search?prefecture=${encodeURIComponent('六盘水市')}&county=${encodeURIComponent('盘州市')}&productionStatus=1`,
    );
    expect(drillSearchHref({}, { prefecture: '遵义市' })).toBe(
      `/search?prefecture=${encodeURIComponent('遵义市')}`,
    );
    expect(drillSearchHref({}, { scaleClass: 'large,medium' })).toBe('/search?scaleClass=large%2Cmedium');
    expect(drillSearchHref({}, {})).toBe('/search');
  });
});
