// Ant Design's providers and the layout load lazily, after the entry has run, yet every page but sign-in
// renders inside them. This build step lists their scripts and style sheets in index.html (a <meta>, as
// the page allows no inline script), and boot.js starts fetching them beside the entry on every page but
// sign-in.

/** The name of the <meta> whose content lists the shell's files, space-separated (as boot.js reads it). */
const SHELL_FILES_META = 'shell-files';
/** The modules every page but sign-in renders inside, in the order they nest, by short name. */
export const SHELLS = [
  { name: 'shell', module: /[\\/]src[\\/]app[\\/]antd-shell\.tsx$/ },
  { name: 'layout', module: /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/ },
];

/** A chunk's file and every file it imports statically, through the whole bundle. */
export function staticFiles(bundle, fileName, into = new Set()) {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const next of chunk.imports) staticFiles(bundle, next, into);
  return into;
}

/** The chunk that holds a module: its own, or one that groups it with others (layer-chunks.mjs). */
export const chunkHolding = (bundle, module) =>
  Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds.some((id) => module.test(id)));

/** The style sheets of a set of chunks: those they import, and those they link by address (`?url`). */
const styleSheetsOf = (bundle, files) =>
  new Set(
    [...files].flatMap((file) => {
      const meta = bundle[file].viteMetadata;
      return [
        ...(meta?.importedCss ?? []),
        ...[...(meta?.importedAssets ?? [])].filter((a) => a.endsWith('.css')),
      ];
    }),
  );

/**
 * The shell's scripts and style sheets that the entry does not already load, from a bundle and its entry
 * chunk's file.
 */
export function shellFiles(bundle, entryFile) {
  const shells = SHELLS.map((shell) => chunkHolding(bundle, shell.module));
  if (shells.some((shell) => !shell))
    throw new Error('shell-preload: the shell modules were not found in the bundle');
  const entry = staticFiles(bundle, entryFile);
  const files = new Set();
  for (const shell of shells) staticFiles(bundle, shell.fileName, files);
  const entrySheets = styleSheetsOf(bundle, entry);
  const sheets = [...styleSheetsOf(bundle, files)].filter((sheet) => !entrySheets.has(sheet));
  return [...[...files].filter((file) => !entry.has(file)), ...sheets].sort();
}

export function shellPreload() {
  return {
    name: 'shell-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        // Just ahead of boot.js, which reads it while the head is still being parsed.
        const boot = '<script src="/boot.js"></script>';
        if (!html.includes(boot)) throw new Error('shell-preload: index.html does not load /boot.js');
        const content = shellFiles(bundle, chunk.fileName).join(' ');
        return html.replace(boot, `<meta name="${SHELL_FILES_META}" content="${content}" />\n    ${boot}`);
      },
    },
  };
}
