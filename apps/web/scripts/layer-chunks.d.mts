import type { Plugin } from 'vite';

export interface ChunkingGroup {
  name: (id: string) => string | null;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}
export function layerChunkNames(bundle: Record<string, unknown>): Map<string, string>;
export function layerChunkGroup(names: Map<string, string>): ChunkingGroup;
export function layerChunks(): Plugin;
