import { describe, expect, it } from 'vitest';
import { parseTrends } from './parse-trends';
import { trendsHref, trendsSearch, withFilter } from './trends-params';

describe('trends URL', () => {
  it('reads valid filters and drops bad ones', () => {
    const query = parseTrends(
      new URLSearchParams(
        'keyword=瓦斯&sentiment=negative&mineId=12&dateFrom=2025-01-01&sort=relevance&pageNum=x',
      ),
    );
    expect(query).toEqual({
      keyword: '瓦斯',
      sentiment: 'negative',
      mineId: 12,
      dateFrom: '2025-01-01',
      sort: 'relevance',
    });
    expect(parseTrends(new URLSearchParams('sentiment=happy&dateTo=yesterday&mineId=-1'))).toEqual({});
  });

  it('writes a query back without its defaults, and round-trips', () => {
    const query = { keyword: '核增', sort: 'time', pageNum: 1, pageSize: 10, prefecture: '遵义市' } as const;
    expect(trendsSearch(query)).toBe(
      `?keyword=${encodeURIComponent('核增')}&prefecture=${encodeURIComponent('遵义市')}`,
    );
    expect(parseTrends(new URLSearchParams(trendsSearch({ ...query, pageNum: 3 })))).toEqual({
      keyword: '核增',
      prefecture: '遵义市',
      pageNum: 3,
    });
    expect(trendsHref({})).toBe('/trends');
  });

  it('goes back to the first page when a filter changes, and removes cleared filters', () => {
    expect(withFilter({ keyword: 'a', pageNum: 4 }, { sentiment: 'negative' })).toEqual({
      keyword: 'a',
      sentiment: 'negative',
    });
    expect(withFilter({ keyword: 'a', source: 's' }, { source: undefined })).toEqual({ keyword: 'a' });
  });
});
