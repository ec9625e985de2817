import type { Plugin } from 'vite';

export function staticFiles(
  bundle: Record<string, unknown>,
  fileName: string,
  into?: Set<string>,
): Set<string>;
export function shellFiles(bundle: Record<string, unknown>, entryFile: string): string[];
export function shellPreload(): Plugin;
