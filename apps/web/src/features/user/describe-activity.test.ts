import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity';

const item = (kind: 'export' | 'search', path: string, query = '') => ({ kind, path, query, time: '' });

describe('describeActivity', () => {
  it('links a search and a list export back to the search page with their terms', () => {
    expect(
      describeActivity(item('search', '/investigation/mine/list', 'mineName=%E9%87%91&status=1')),
    ).toEqual({
      what: 'account.activity.mineList',
      href: '/search?mineName=%E9%87%91&status=1',
      terms: '金',
    });
    expect(describeActivity(item('export', '/mine/export'))).toEqual({
      what: 'account.activity.mineList',
      href: '/search',
      terms: '',
    });
  });

  it('links a mine’s exports to the page they came from', () => {
    expect(describeActivity(item('export', '/mine/12/export')).href).toBe('/mine/12');
    expect(describeActivity(item('export', '/analysis/7/seams/export')).href).toBe(
      '/peripheralAnalysis/coalSeamAnalysis/7',
    );
    expect(describeActivity(item('export', '/analysis/7/coal-quality/export')).what).toBe(
      'account.activity.quality',
    );
  });
});
