import { describe, expect, it } from 'vitest';
import { shellFiles, staticFiles } from './shell-preload.mjs';

const chunk = (
  fileName: string,
  imports: string[],
  moduleId: string | null = null,
  importedCss: string[] = [],
  importedAssets: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  imports,
  moduleIds: moduleId ? [moduleId] : [],
  viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set(importedAssets) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx', ['assets/index.css']),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/antd-shell.js': chunk(
    'assets/antd-shell.js',
    ['assets/antd.js', 'assets/react.js'],
    '/app/src/app/antd-shell.tsx',
    ['assets/antd-shell.css', 'assets/index.css'],
  ),
  'assets/antd.js': chunk(
    'assets/antd.js',
    ['assets/react.js'],
    null,
    [],
    ['assets/antd.css', 'assets/logo.svg'],
  ),
  'assets/app-layout.js': chunk(
    'assets/app-layout.js',
    ['assets/antd.js', 'assets/menu.js'],
    '/app/src/app/layout/app-layout.tsx',
  ),
  'assets/menu.js': chunk('assets/menu.js', ['assets/app-layout.js']),
  'assets/search-route.js': chunk(
    'assets/search-route.js',
    ['assets/antd.js'],
    '/app/src/app/routes/pages/search-route.tsx',
    ['assets/search-route.css'],
  ),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};

describe('shell preload', () => {
  it('follows static imports through the bundle, once each, cycles included', () => {
    expect([...staticFiles(bundle, 'assets/app-layout.js')].sort()).toEqual([
      'assets/antd.js',
      'assets/app-layout.js',
      'assets/menu.js',
      'assets/react.js',
    ]);
  });

  it('lists the providers and the layout with their imports and style sheets, but nothing the entry loads or a page’s own', () => {
    expect(shellFiles(bundle, 'assets/index.js')).toEqual([
      'assets/antd-shell.css',
      'assets/antd-shell.js',
      'assets/antd.css',
      'assets/antd.js',
      'assets/app-layout.js',
      'assets/menu.js',
    ]);
  });

  it('fails the build when a shell module is no longer in the bundle', () => {
    const { 'assets/app-layout.js': _layout, ...withoutLayout } = bundle;
    expect(() => shellFiles(withoutLayout, 'assets/index.js')).toThrow(/not found/);
  });
});
