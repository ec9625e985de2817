import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  emptyFilters,
  parseSearchParams,
  searchHref,
  type SearchState,
  toFilterQuery,
  toListQuery,
  toSearchParams,
} from './search-params';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      filters: emptyFilters(),
      page: 1,
      size: 20,
      sort: undefined,
      order: 'desc',
      view: 'table',
    });
  });

  it('reads every filter, the sort, the page, the page size and the view', () => {
    const state = parse(
      'mineName=金沙&prefecture=毕节市&county=金沙县,黔西市&productionStatus=1,6&scale=45,90&mergerType=-1' +
        '&complexity=2&gasGrade=3&hydroType=1&coalRank=WY,1/3JM&capacityMin=30&capacityMax=120' +
        '&company=煤业&riskBand=C,D&sort=capacity&order=asc&page=3&size=50&view=cards',
    );
    expect(state.filters).toEqual({
      mineName: '金沙',
      prefecture: ['毕节市'],
      county: ['金沙县', '黔西市'],
      productionStatus: ['1', '6'],
      scale: ['45', '90'],
      mergerType: ['-1'],
      complexity: ['2'],
      gasGrade: ['3'],
      hydroType: ['1'],
      coalRank: ['WY', '1/3JM'],
      riskBand: ['C', 'D'],
      capacityMin: 30,
      capacityMax: 120,
      company: '煤业',
    });
    expect(state).toMatchObject({ sort: 'capacity', order: 'asc', page: 3, size: 50, view: 'cards' });
  });

  it('drops invalid values instead of failing', () => {
    const state = parse(
      'page=-2&size=33&sort=password&order=up&view=map&capacityMin=abc&productionStatus=,,',
    );
    expect(state).toMatchObject({ page: 1, size: 20, sort: undefined, order: 'desc', view: 'table' });
    expect(state.filters.capacityMin).toBeUndefined();
    expect(state.filters.productionStatus).toEqual([]);
  });

  it('keeps only the bands A–D and sorts by the risk score', () => {
    const state = parse('riskBand=D,E,a,B,D&sort=riskScore&order=desc');
    expect(state.filters.riskBand).toEqual(['D', 'B']);
    expect(state).toMatchObject({ sort: 'riskScore', order: 'desc' });
    expect(toSearchParams(state).toString()).toBe('riskBand=D%2CB&sort=riskScore&order=desc');
    expect(toListQuery(state)).toMatchObject({ riskBand: 'D,B', orderByColumn: 'riskScore', isAsc: 'desc' });
    expect(activeFilterCount(state.filters)).toBe(1);
  });

  it('trims, de-duplicates lists and swaps a reversed capacity range', () => {
    const state = parse('productionStatus= 1 ,1,2&capacityMin=200&capacityMax=50&mineName=%20%20');
    expect(state.filters.productionStatus).toEqual(['1', '2']);
    expect(state.filters).toMatchObject({ capacityMin: 50, capacityMax: 200 });
    expect(state.filters.mineName).toBeUndefined();
  });
});

describe('toSearchParams', () => {
  it('round-trips a state through the URL', () => {
    const state: SearchState = {
      filters: { ...emptyFilters(), mineName: '煤矿', gasGrade: ['2', '3'], capacityMax: 90 },
      page: 2,
      size: 50,
      sort: 'name',
      order: 'asc',
      view: 'cards',
    };
    const query = toSearchParams(state).toString();
    expect(parseSearchParams(new URLSearchParams(query))).toEqual(state);
  });

  it('leaves defaults out', () => {
    expect(toSearchParams(parse('')).toString()).toBe('');
    expect(toSearchParams(parse('page=1&size=20&view=table&order=desc')).toString()).toBe('');
  });
});

describe('API queries', () => {
  it('joins lists with commas and maps the sort to orderByColumn/isAsc', () => {
    const state = parse('prefecture=贵阳市&scale=6,9&sort=updatedAt&order=asc&page=4&size=10');
    expect(toListQuery(state)).toEqual({
      mineName: undefined,
      capacityMin: undefined,
      capacityMax: undefined,
      company: undefined,
      prefecture: '贵阳市',
      scale: '6,9',
      pageNum: 4,
      pageSize: 10,
      orderByColumn: 'updatedAt',
      isAsc: 'asc',
    });
  });

  it('sends no sort direction without a sort column', () => {
    const query = toListQuery(parse('order=asc'));
    expect(query.orderByColumn).toBeUndefined();
    expect(query.isAsc).toBeUndefined();
  });

  it('carries only the filters to facets and export', () => {
    expect(toFilterQuery(parse('coalRank=WY&page=3').filters)).toEqual({
      mineName: undefined,
      capacityMin: undefined,
      capacityMax: undefined,
      company: undefined,
      coalRank: 'WY',
    });
  });
});

describe('helpers', () => {
  it('counts active filters, a capacity range once', () => {
    expect(activeFilterCount(parse('').filters)).toBe(0);
    expect(activeFilterCount(parse('prefecture=贵阳市&capacityMin=1&capacityMax=9&company=x').filters)).toBe(
      3,
    );
  });

  it('links into search with filters applied', () => {
    expect(searchHref()).toBe('/search');
    expect(searchHref({ prefecture: ['遵义市'] })).toBe(`/search?prefecture=${encodeURIComponent('遵义市')}`);
    expect(searchHref({ productionStatus: ['1'] })).toBe('/search?productionStatus=1');
  });
});

describe('area filter', () => {
  it('keeps a mine or a point with its radius in the URL and sends them to the API', () => {
    const state = parse('nearMine=12&radiusKm=30&areaLabel=金沙煤矿');
    expect(state.filters).toMatchObject({ nearMine: 12, radiusKm: 30, areaLabel: '金沙煤矿' });
    expect(toSearchParams(state).toString()).toBe(
      `nearMine=12&radiusKm=30&areaLabel=${encodeURIComponent('金沙煤矿')}`,
    );
    expect(toListQuery(state)).toMatchObject({ nearMine: 12, radiusKm: 30 });
    expect(toListQuery(state)).not.toHaveProperty('areaLabel');
    const point = parse('lat=26.6&lng=106.7');
    expect(point.filters).toMatchObject({ lat: 26.6, lng: 106.7, radiusKm: 20 });
    expect(activeFilterCount(point.filters)).toBe(1);
  });

  it('drops an area without a centre or out of range', () => {
    expect(parse('radiusKm=30&areaLabel=x').filters.radiusKm).toBeUndefined();
    expect(parse('nearMine=12&radiusKm=500').filters.radiusKm).toBe(20);
    expect(parse('lat=26.6').filters.lat).toBeUndefined();
  });
});

describe('clear all', () => {
  it('lays over every filter, the term, the capacity range, the company and the area', () => {
    const state = parse(
      'mineName=金沙&prefecture=毕节市&gasGrade=3&capacityMin=30&capacityMax=120&company=煤业&riskBand=D' +
        '&lat=27.1&lng=106.2&radiusKm=30&areaLabel=金沙县&sort=capacity&view=cards',
    );
    const cleared = { ...state, filters: { ...state.filters, ...clearedFilters() } };
    expect(cleared.filters).toEqual(emptyFilters());
    expect(activeFilterCount(cleared.filters)).toBe(0);
    expect(toSearchParams(cleared).toString()).toBe('sort=capacity&order=desc&view=cards');
  });
});

describe('the owner group and production year of a pivot cell', () => {
  it('reads them from the link, keeps them in the URL and the API query, and drops a malformed year', () => {
    const params = new URLSearchParams({ ownerGroup: '彭林', productionYear: '2020,20x1' });
    const state = parseSearchParams(params);
    expect(state.filters.ownerGroup).toEqual(['彭林']);
    expect(state.filters.productionYear).toEqual(['2020']);
    expect(toSearchParams(state).get('productionYear')).toBe('2020');
    expect(toFilterQuery(state.filters)).toMatchObject({ ownerGroup: '彭林', productionYear: '2020' });
    expect(activeFilterCount(state.filters)).toBe(2);
    expect(clearedFilters()).toMatchObject({ ownerGroup: undefined, productionYear: undefined });
  });
});
