import type { Plugin } from 'vite';

export function compileSizeExpression(
  source: string,
): (width: number, height: number, dpr: number) => number | number[];
export function clayglWithoutEval(): Plugin;
