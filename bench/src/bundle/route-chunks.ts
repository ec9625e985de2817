/** The part of Vite's build manifest (`dist/.vite/manifest.json`) that tells which chunk loads which. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically: what the browser fetches before the chunk can run. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no chunk ${k}`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}

export interface RouteSpec {
  /** What the table prints, e.g. `/login`. */
  route: string;
  /** Manifest key of the route's page module. */
  page: string;
  /** Manifest keys of the lazily loaded route modules the page renders inside (providers, layout). */
  shells: readonly string[];
}

export interface RouteChunks {
  route: string;
  /** Every script of the route's first screen: the entry, the shells it renders inside, the page. */
  firstLoad: Set<string>;
  /** The route's own chunks: what no other page, the entry or the layout loads. */
  own: Set<string>;
}

/**
 * The scripts a route's first screen needs, and which of them are its own rather than shared with the
 * entry, a shell (`allShells`, manifest keys) or another page (`otherPages`, manifest keys).
 */
export function routeChunks(
  manifest: Manifest,
  allShells: readonly string[],
  spec: RouteSpec,
  otherPages: readonly string[],
): RouteChunks {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const base = staticClosure(manifest, entry);
  for (const shell of spec.shells) for (const file of staticClosure(manifest, shell)) base.add(file);
  const page = staticClosure(manifest, spec.page);
  const elsewhere = new Set(base);
  for (const shell of allShells) for (const file of staticClosure(manifest, shell)) elsewhere.add(file);
  for (const other of otherPages)
    if (other !== spec.page) for (const file of staticClosure(manifest, other)) elsewhere.add(file);
  return {
    route: spec.route,
    firstLoad: new Set([...base, ...page]),
    own: new Set([...page].filter((file) => !elsewhere.has(file))),
  };
}
