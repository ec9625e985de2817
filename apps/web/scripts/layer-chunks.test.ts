import { describe, expect, it } from 'vitest';
import { layerChunkGroup, layerChunkNames } from './layer-chunks.mjs';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
});
const lib = (path: string) => `/app/node_modules/${path}`;
const src = (path: string) => `/app/src/${path}`;

// The entry imports React and the session; sign-in shares a button with the shells; the providers and
// the layout each bring libraries and code of their own, and the layout uses the providers' theme too.
const bundle = Object.fromEntries(
  [
    chunk('index.js', [src('main.tsx')], ['react.js', 'session.js'], true),
    chunk('react.js', [lib('react/index.js'), lib('react-dom/client.js')]),
    chunk('session.js', [src('lib/session.ts')], ['react.js']),
    chunk('login-route.js', [src('app/routes/pages/login-route.tsx')], ['button.js', 'react.js']),
    chunk('button.js', [lib('antd/es/button/index.js')], ['react.js']),
    chunk(
      'antd-shell.js',
      [src('app/antd-shell.tsx'), src('app/providers/shell-only.tsx')],
      ['config.js', 'theme.js', 'button.js'],
    ),
    chunk('config.js', [lib('antd/es/config-provider/index.js'), src('app/providers/antd-providers.tsx')]),
    chunk('theme.js', [lib('antd/es/theme/index.js')], ['react.js']),
    chunk('app-layout.js', [src('app/layout/app-layout.tsx')], ['menu.js', 'theme.js']),
    chunk('menu.js', [lib('antd/es/menu/index.js'), src('app/layout/side-menu.tsx')], ['react.js']),
    chunk('search-route.js', [src('app/routes/pages/search-route.tsx')], ['table.js', 'menu.js']),
    chunk('table.js', [lib('antd/es/table/index.js')]),
  ].map((c) => [c.fileName, c]),
);

describe('layer chunks', () => {
  const names = layerChunkNames(bundle);

  it('puts what the entry imports in its layer, split into libraries and the app’s own code', () => {
    expect(names.get(lib('react/index.js'))).toBe('entry-libs');
    expect(names.get(lib('react-dom/client.js'))).toBe('entry-libs');
    expect(names.get(src('lib/session.ts'))).toBe('entry');
  });

  it('puts what the providers add in theirs, and what the layout adds in its own', () => {
    expect(names.get(lib('antd/es/config-provider/index.js'))).toBe('shell-libs');
    expect(names.get(src('app/providers/antd-providers.tsx'))).toBe('shell');
    // Loaded by both shells: the providers, inside which the layout always renders, hold it.
    expect(names.get(lib('antd/es/theme/index.js'))).toBe('shell-libs');
    expect(names.get(lib('antd/es/menu/index.js'))).toBe('layout-libs');
    expect(names.get(src('app/layout/side-menu.tsx'))).toBe('layout');
  });

  it('leaves the entry, the shells’ own chunks, sign-in and every page’s own code alone', () => {
    for (const id of [
      src('main.tsx'),
      src('app/antd-shell.tsx'),
      src('app/providers/shell-only.tsx'),
      src('app/layout/app-layout.tsx'),
      // Shared by sign-in and the shells: sign-in loads it where it did, and nothing more.
      lib('antd/es/button/index.js'),
      src('app/routes/pages/login-route.tsx'),
      src('app/routes/pages/search-route.tsx'),
      lib('antd/es/table/index.js'),
    ])
      expect(names.has(id), id).toBe(false);
  });

  it('is a group that captures the named modules only', () => {
    const group = layerChunkGroup(names);
    expect(group.test(lib('antd/es/menu/index.js'))).toBe(true);
    expect(group.name(lib('antd/es/menu/index.js'))).toBe('layout-libs');
    expect(group.test(lib('antd/es/table/index.js'))).toBe(false);
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it('says which module it cannot find', () => {
    const { 'app-layout.js': _layout, ...withoutLayout } = bundle;
    expect(() => layerChunkNames(withoutLayout)).toThrow(/app-layout/);
  });
});
