import { describe, expect, it } from 'vitest';
import { appRoutes } from './registry';
import { flattenPages, routeForPath } from './route-lookup';

/** SPEC.md §2: the routes whose pages show no side menu (those registered so far must carry the flag). */
const SPEC_NO_SIDE_MENU = new Set([
  'Index',
  'Search',
  'CoalSeamAnalysis',
  'Map',
  'Mine',
  'Profile',
  'Geology',
  'Safety',
  'Management',
  'History',
  'IndustryAnalysis',
  'Information',
  'Sentiment',
  'CoalQualityCompare',
  'Trends',
]);

describe('route registry', () => {
  it('marks exactly the registered pages of the spec list as having no side menu', () => {
    const pages = flattenPages(appRoutes);
    const hidden = pages.filter((p) => p.meta.hideSideMenu).map((p) => p.name);
    expect(hidden.sort()).toEqual(
      pages
        .filter((p) => SPEC_NO_SIDE_MENU.has(p.name))
        .map((p) => p.name)
        .sort(),
    );
    expect(hidden).toEqual(expect.arrayContaining(['Index', 'Search', 'Mine']));
  });

  it('gives every page a unique name and path and a lazily loaded module', () => {
    const pages = flattenPages(appRoutes);
    expect(new Set(pages.map((p) => p.name)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const page of pages) expect(typeof page.lazy, page.name).toBe('function');
  });

  it('finds the page of a pathname, parameters included', () => {
    expect(routeForPath(appRoutes, '/mine/42')?.name).toBe('Mine');
    expect(routeForPath(appRoutes, '/dashboard/workplace')?.name).toBe('Workplace');
    expect(routeForPath(appRoutes, '/mine')).toBeUndefined();
  });
});
