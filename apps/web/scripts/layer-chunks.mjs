// Every page loads the entry's imports, and every page but sign-in Ant Design's providers and the layout:
// the same few hundred modules. Left to the bundler, they come as some 80 chunks, cut by which pages
// share each module: as many requests, each compressed alone. This plugin puts each layer in two chunks,
// its libraries (stable between releases) and the app's own code. Which modules a layer loads is known
// only once the bundle is tree-shaken (an import from a package's index names every module in it), so a
// first build, written nowhere, tells; the real build then groups them.
import { build } from 'vite';
import { chunkHolding, SHELLS, staticFiles } from './shell-preload.mjs';

/** Set during the first build, so the plugin in it does not start another. */
const FIRST_BUILD = 'LAYER_CHUNKS_FIRST_BUILD';
const SIGN_IN = /[\\/]src[\\/]app[\\/]routes[\\/]pages[\\/]login-route\.tsx$/;
const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * The chunk each module of a layer goes to, by module id, from a built bundle: what the entry imports
 * (`entry`), then what the providers (`shell`) and the layout (`layout`) add, each with `-libs` for its
 * libraries. The entry chunk and the shells' own chunks keep their modules, and so does sign-in, which
 * thus loads nothing more.
 */
export function layerChunkNames(bundle) {
  const chunkOf = (module) => {
    const found = chunkHolding(bundle, module);
    if (!found) throw new Error(`layer-chunks: no chunk holds ${module}`);
    return found.fileName;
  };
  const entries = Object.values(bundle)
    .filter((c) => c.type === 'chunk' && c.isEntry)
    .map((c) => c.fileName);
  const shells = SHELLS.map((shell) => ({ name: shell.name, root: chunkOf(shell.module) }));
  const taken = new Set([...entries, ...shells.map((shell) => shell.root)]);
  const names = new Map();
  const group = (name, roots) => {
    for (const root of roots)
      for (const file of staticFiles(bundle, root)) {
        if (taken.has(file)) continue;
        taken.add(file);
        for (const id of bundle[file].moduleIds) names.set(id, LIBRARY.test(id) ? `${name}-libs` : name);
      }
  };
  group('entry', entries);
  staticFiles(bundle, chunkOf(SIGN_IN), taken);
  for (const shell of shells) group(shell.name, [shell.root]);
  return names;
}

/** A code-splitting group (rolldown) that puts each named module in its chunk, and nothing else. */
export function layerChunkGroup(names) {
  return {
    name: (id) => names.get(id) ?? null,
    test: (id) => names.has(id),
    // A layer's chunk holds its own modules only: what an earlier layer loads stays out of it.
    includeDependenciesRecursively: false,
  };
}

export function layerChunks() {
  return {
    name: 'layer-chunks',
    apply: (_config, env) => env.command === 'build' && !process.env[FIRST_BUILD],
    async config(config, env) {
      process.env[FIRST_BUILD] = '1';
      let output;
      try {
        // Tree-shaking is all it needs: no source maps, no minifying, nothing written, and chunks cut by
        // which pages load each module, unmerged.
        const result = await build({
          root: config.root,
          mode: env.mode,
          logLevel: 'warn',
          build: {
            write: false,
            sourcemap: false,
            minify: false,
            rolldownOptions: { experimental: { chunkOptimization: false } },
          },
        });
        output = (Array.isArray(result) ? result[0] : result).output;
      } finally {
        delete process.env[FIRST_BUILD];
      }
      const bundle = Object.fromEntries(output.map((file) => [file.fileName, file]));
      const group = layerChunkGroup(layerChunkNames(bundle));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
  };
}
