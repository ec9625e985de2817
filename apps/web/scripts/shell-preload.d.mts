import type { Plugin } from 'vite';

export const SHELL_MODULES_META: string;
export function staticFiles(
  bundle: Record<string, unknown>,
  fileName: string,
  into?: Set<string>,
): Set<string>;
export function shellModules(bundle: Record<string, unknown>, entryFile: string): string[];
export function shellPreload(): Plugin;
