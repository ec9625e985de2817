// Ant Design writes each component's CSS at run time, the first time the component renders: on a phone
// that costs the first screen a quarter of its script time. This build step renders every component the
// app imports once, on the server, and serves what they wrote as one static style sheet (the app links it
// by its address, `virtual:antd-styles.css?url`); the providers then run Ant Design with `zeroRuntime`,
// which writes only the theme's CSS variables.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import { walkAst } from './walk-ast.mjs';

/** The id the app imports the style sheet by (with `?url`, its address). */
export const ANTD_STYLES_ID = 'virtual:antd-styles.css';
const SOURCE_FILE = /\.(ts|tsx)$/;
const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'antd'/g;
const PATH_IMPORT = /from\s+'antd\/es\/([a-z-]+)'/g;

/** The names a source text imports from Ant Design: named imports of `antd`, and `antd/es/<component>`. */
export function importedComponents(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(NAMED_IMPORT))
    for (const part of list.split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.add(name);
    }
  for (const [, dir] of source.matchAll(PATH_IMPORT))
    names.add(dir.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase()));
  return names;
}

/** Every name imported from Ant Design anywhere under `dir`, sorted. */
export function componentsUnder(dir) {
  const names = new Set();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    if (SOURCE_FILE.test(file) && !file.includes('.test.'))
      for (const name of importedComponents(readFileSync(join(dir, file), 'utf8'))) names.add(name);
  return [...names].sort();
}

const require = createRequire(import.meta.url);

/**
 * The CSS Ant Design writes for `names` (its components and `message`; types and other exports are
 * skipped), their sub-components (`Typography.Title`, `Input.Search`…) and their pop-up panels, with
 * class names unhashed and every design token a CSS variable, so one sheet serves every theme.
 */
export function antdStyles(names) {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const antd = require('antd');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const h = React.createElement;
  const cache = createCache();
  const render = (node) =>
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { hashed: false } }, node)));
  // Every part rendered bare draws warnings (deprecated parts, missing props) that say nothing of the app.
  const { error, warn } = console;
  console.error = console.warn = () => {};
  try {
    renderComponents(antd, (type, props) => render(h(type, props)), names, examples(antd, h));
  } finally {
    Object.assign(console, { error, warn });
  }
  return (
    extractStyle(cache, { plain: true, types: ['style'] })
      // The server-rendering map of which styles were written: nothing reads it here.
      .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '')
  );
}

/** Renders each named component as its examples, then its parts and pop-up panel: `render(type, props)`. */
function renderComponents(antd, render, names, examplesOf) {
  for (const name of names) {
    const value = antd[name];
    if (!value || name === 'ConfigProvider') continue;
    const parts = [];
    const panel = value._InternalPanelDoNotUseOrYouWillBeFired;
    if (isComponent(value)) {
      // The component itself must render: a failure here would leave it unstyled.
      for (const { _panel, ...props } of examplesOf[name] ?? [{}]) render(_panel ? panel : value, props);
      parts.push(
        ...Object.entries(value).filter(
          ([key, part]) => /^[A-Z]/.test(key) && isComponent(part) && !INSIDE_PARENT.has(`${name}.${key}`),
        ),
      );
    }
    // Pop-ups (a select's list, a modal, a toast) draw into the page's body, so render them in place.
    if (panel) parts.push(['panel', panel]);
    for (const [, Part] of parts) {
      try {
        render(Part, {});
      } catch {
        // Parts that only render inside their parent (Menu.Item, Form.List) are styled by the parent.
      }
    }
  }
}

/** A function component, or a forwardRef or memo wrapper of one. */
const isComponent = (value) =>
  typeof value === 'function' ||
  (typeof value === 'object' &&
    value !== null &&
    (typeof value.render === 'function' || value.$$typeof === Symbol.for('react.memo')));

/** Parts that, outside their parent, write rules with an empty class name (the parent styles them). */
const INSIDE_PARENT = new Set(['Form.ErrorList']);

/**
 * How to draw each component in full, where a bare one leaves out styles: parts that need their parent,
 * and rules written only for some props (a tag's colours, a confirm dialog). Several props, several renders.
 */
const examples = (antd, h) => ({
  Dropdown: [{ menu: { items: [{ key: 'a', label: 'a' }] }, children: h('a') }],
  Menu: [{ items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }, { type: 'divider' }] }],
  Table: [
    {
      columns: [{ title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
      dataSource: [{ key: 1, a: 'a' }],
      rowSelection: {},
      pagination: { total: 50, showSizeChanger: true },
    },
  ],
  Form: [{ children: h(antd.Form.Item, { label: 'a', help: 'a', validateStatus: 'error' }, h(antd.Input)) }],
  Tag: [{}, { color: 'success' }, { color: 'red' }],
  // The bare panel is rendered with the parts; a confirm dialog writes rules of its own.
  Modal: [{}, { _panel: true, type: 'confirm', title: 'a' }],
});

/** Ant Design's style modules: `<component>/style/*.js` and the click wave's `style.js`. */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*[\\/]style([\\/][^\\/]+)?\.js$/;
const STYLE_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/**
 * A style module with the style function of each hook it makes replaced by one that writes nothing:
 * under `zeroRuntime` none is ever called, and without them the bundler drops the style code, a third of
 * Ant Design's bytes. The component tokens (the third argument) stay: they become CSS variables at run
 * time. Returns null when the module makes no hook.
 */
export function withoutStyleFunctions(code, program) {
  const edits = new MagicString(code);
  let found = 0;
  walkAst(program, (node) => {
    if (
      node.type === 'CallExpression' &&
      STYLE_FACTORIES.has(node.callee?.name) &&
      node.arguments.length >= 2
    ) {
      const styleFunction = node.arguments[1];
      edits.overwrite(styleFunction.start, styleFunction.end, '() => []');
      found++;
    }
  });
  return found ? edits : null;
}

/** The factory of every component's style hook (`@ant-design/cssinjs-utils`). */
const STYLE_HOOK_FACTORY =
  /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/;
/** The icons' base rules, written by the providers at run time; the sheet holds them already. */
const ICON_RESET_STYLE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/;

/**
 * The style hook factory with each hook it makes reduced to its `zeroRuntime` path, which only reads the
 * hash class: without the rest, the bundler drops the code that compiles and writes CSS (stylis with it).
 * Returns null when the factory is not found.
 */
export function withZeroRuntimeHooks(code, program) {
  const edits = new MagicString(code);
  let found = 0;
  walkAst(program, (node) => {
    if (node.type !== 'FunctionDeclaration' || node.id?.name !== 'genComponentStyleHook') return;
    const hook = node.body.body.find((statement) => statement.type === 'ReturnStatement')?.argument;
    if (hook?.type !== 'FunctionExpression') return;
    edits.overwrite(hook.start, hook.end, 'function () { return useToken().hashId; }');
    found++;
  });
  return found ? edits : null;
}

/**
 * Writes the static sheet where the build reads it as a file, and resolves `virtual:antd-styles.css` (with
 * `?url`, its address) to it: in a build, of the components `src` imports; in development, of every
 * component, so a newly imported one is styled without a restart.
 */
export function antdStaticStyles({ src, outFile }) {
  let development = false;
  const sheet = {
    name: 'antd-static-styles',
    configResolved: (config) => {
      development = config.command === 'serve';
    },
    buildStart() {
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, antdStyles(development ? Object.keys(require('antd')) : componentsUnder(src)));
    },
    resolveId: (id) =>
      id.split('?')[0] === ANTD_STYLES_ID ? outFile + id.slice(ANTD_STYLES_ID.length) : undefined,
  };
  const withoutStyleCode = {
    name: 'antd-without-style-code',
    apply: 'build',
    transform(code, id) {
      if (ICON_RESET_STYLE.test(id))
        return { code: 'export default function useResetIconStyle() {}', map: null };
      const edited = (edits) => edits && { code: edits.toString(), map: edits.generateMap({ hires: true }) };
      if (STYLE_MODULE.test(id)) return edited(withoutStyleFunctions(code, this.parse(code)));
      if (!STYLE_HOOK_FACTORY.test(id)) return null;
      const edits = withZeroRuntimeHooks(code, this.parse(code));
      if (!edits) throw new Error(`antd-without-style-code: ${id} no longer makes its hooks as expected`);
      return edited(edits);
    },
  };
  return [sheet, withoutStyleCode];
}
