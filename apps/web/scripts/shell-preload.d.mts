import type { Plugin } from 'vite';

/** The modules every page but sign-in renders inside, in the order they nest, by short name. */
export const SHELLS: { name: string; module: RegExp }[];
export function staticFiles(
  bundle: Record<string, unknown>,
  fileName: string,
  into?: Set<string>,
): Set<string>;
/** The chunk that holds a module: its own, or one that groups it with others. */
export function chunkHolding(
  bundle: Record<string, unknown>,
  module: RegExp,
): { fileName: string; moduleIds: string[] } | undefined;
export function shellFiles(bundle: Record<string, unknown>, entryFile: string): string[];
export function shellPreload(): Plugin;
