import type { Plugin } from 'vite';

export const ANTD_STYLES_ID: string;
export function importedComponents(source: string): Set<string>;
export function componentsUnder(dir: string): string[];
export function antdStyles(names: string[]): string;
export function withoutStyleFunctions(code: string, program: unknown): { toString(): string } | null;
export function withZeroRuntimeHooks(code: string, program: unknown): { toString(): string } | null;
export function antdStaticStyles(options: { src: string; outFile: string }): Plugin[];
