import { describe, expect, it } from 'vitest';
import { checkBudget } from './budget';
import { type Manifest, routeChunks, staticClosure } from './route-chunks';

const KB = 1024;

describe('checkBudget', () => {
  it('passes a route within its budgets', () => {
    const verdict = checkBudget({
      route: '/login',
      firstLoadBytes: 149 * KB,
      ownBytes: 20 * KB,
      budget: { firstLoad: 150 * KB },
      forbidden: [],
    });
    expect(verdict).toEqual({ route: '/login', ok: true, problems: [] });
  });

  it('fails a route over its first-load budget and says by how much', () => {
    const verdict = checkBudget({
      route: '/login',
      firstLoadBytes: 151 * KB,
      ownBytes: 0,
      budget: { firstLoad: 150 * KB },
      forbidden: [],
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual(['first load 151.0 KB > 150.0 KB']);
  });

  it('fails a route whose own chunks exceed their budget, whatever it shares', () => {
    const verdict = checkBudget({
      route: '/search',
      firstLoadBytes: 900 * KB,
      ownBytes: 101 * KB,
      budget: { own: 100 * KB },
      forbidden: [],
    });
    expect(verdict.problems).toEqual(['own chunks 101.0 KB > 100.0 KB']);
  });

  it('fails a route that loads a forbidden library even within its size', () => {
    const verdict = checkBudget({
      route: '/login',
      firstLoadBytes: 10 * KB,
      ownBytes: 1 * KB,
      budget: { firstLoad: 150 * KB },
      forbidden: ['assets/echarts-1.js'],
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual(['loads what it must not: assets/echarts-1.js']);
  });
});

describe('routeChunks', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'] },
    'src/shell.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_antd.js'] },
    'src/layout.tsx': { file: 'assets/layout.js', isDynamicEntry: true, imports: ['_antd.js'] },
    'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_antd.js'] },
    'src/search.tsx': {
      file: 'assets/search.js',
      isDynamicEntry: true,
      imports: ['_antd.js', '_table.js'],
      dynamicImports: ['src/chart.tsx'],
    },
    '_table.js': { file: 'assets/table.js' },
    'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true },
  };

  it('follows static imports only: a lazily loaded chart is not part of the first load', () => {
    expect([...staticClosure(manifest, 'src/search.tsx')].sort()).toEqual([
      'assets/antd.js',
      'assets/react.js',
      'assets/search.js',
      'assets/table.js',
    ]);
  });

  const pages = ['src/login.tsx', 'src/search.tsx'];

  const shells = ['src/shell.tsx', 'src/layout.tsx'];

  it('counts the shells a page sits in and leaves shared chunks out of a page’s own', () => {
    const search = routeChunks(manifest, shells, { route: '/search', page: 'src/search.tsx', shells }, pages);
    expect([...search.own].sort()).toEqual(['assets/search.js', 'assets/table.js']);
    expect(search.firstLoad.has('assets/layout.js')).toBe(true);
    expect(search.firstLoad.has('assets/shell.js')).toBe(true);
    const login = routeChunks(
      manifest,
      shells,
      { route: '/login', page: 'src/login.tsx', shells: [] },
      pages,
    );
    expect([...login.firstLoad].sort()).toEqual([
      'assets/antd.js',
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
    ]);
    // Ant Design is shared with the search page: it is not the login page's own.
    expect([...login.own]).toEqual(['assets/login.js']);
  });
});
