import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  antdStyles,
  componentsUnder,
  importedComponents,
  withoutStyleFunctions,
  withZeroRuntimeHooks,
} from './antd-static-styles.mjs';

const src = fileURLToPath(new URL('../src', import.meta.url));
/** The class a component's root carries where it differs from the component's name in kebab case. */
const ROOT_CLASS: Record<string, string> = { DatePicker: 'picker', AutoComplete: 'select' };
const rootClass = (name: string) =>
  `.ant-${ROOT_CLASS[name] ?? name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())}`;

// The first render loads Ant Design and React's server renderer: seconds on a busy machine.
describe('antd static styles', { timeout: 60_000 }, () => {
  it('reads the names a module imports from Ant Design, and no other package', () => {
    const source = [
      "import { Button, type ButtonProps, Input as TextInput,\n  message } from 'antd';",
      "import type { TableProps } from 'antd';",
      "import Table from 'antd/es/table';",
      "import { Button as Other } from 'other-kit';",
    ].join('\n');
    expect([...importedComponents(source)].sort()).toEqual([
      'Button',
      'ButtonProps',
      'Input',
      'Table',
      'TableProps',
      'message',
    ]);
  });

  it('writes each component, its parts and its pop-up, unhashed, from CSS variables', () => {
    const css = antdStyles(['Button', 'Typography', 'Select', 'ButtonProps', 'theme']);
    expect(css).toContain('.ant-btn{');
    expect(css).toContain('.ant-typography');
    expect(css).toContain('.ant-select-dropdown');
    expect(css).toContain('var(--ant-color-primary)');
    // The icons' base rules, which the providers no longer write at run time.
    expect(css).toMatch(/(^|\})\.anticon\{display:inline-flex;/);
    // Nothing of a component the list does not name, no hashed class, no empty class name.
    expect(css).not.toContain('.ant-table');
    expect(css).not.toContain(':where(.css-');
    expect(css).not.toMatch(/\.-css-var|[,{}]\.\{/);
    // Colours are theme variables, so one sheet serves light, dark and every theme colour.
    expect(css).not.toContain('#1677ff');
  });

  it('covers every component the app imports, toasts included', () => {
    const names = componentsUnder(src);
    expect(names).toContain('Button');
    expect(names).toContain('message');
    const css = antdStyles(names);
    const components = names.filter(
      (n) => /^[A-Z]/.test(n) && !/(Props|Ref|Type)$/.test(n) && n !== 'ConfigProvider',
    );
    const missing = components.filter((name) => !css.includes(rootClass(name)));
    expect(missing).toEqual([]);
    expect(css).toContain('.ant-message');
  }, 30_000);

  it('drops the style functions of a style module, keeping its component tokens', () => {
    const source = [
      "import { genStyleHooks } from '../../theme/internal';",
      'const genTagStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      'export const prepareComponentToken = (token) => ({ defaultBg: token.colorBgContainer });',
      "export default genStyleHooks('Tag', (token) => genTagStyle(token), prepareComponentToken);",
    ].join('\n');
    const stripped = withoutStyleFunctions(source, parseAst(source))?.toString();
    expect(stripped).toContain("genStyleHooks('Tag', () => [], prepareComponentToken)");
    expect(withoutStyleFunctions('export const a = 1;', parseAst('export const a = 1;'))).toBeNull();
  });

  it('reduces each style hook to what it does under zeroRuntime, so no CSS compiler is bundled', () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@ant-design/cssinjs-utils/es/util/genStyleUtils.js');
    const code = readFileSync(file, 'utf8');
    const reduced = withZeroRuntimeHooks(code, parseAst(code))?.toString() ?? '';
    expect(reduced).toContain('return function () { return useToken().hashId; }');
    expect(reduced).not.toMatch(/useStyleRegister\(/);
    // The component tokens are still written as CSS variables.
    expect(reduced).toMatch(/useCSSVarRegister\(/);
    expect(withZeroRuntimeHooks('export const a = 1;', parseAst('export const a = 1;'))).toBeNull();
  });

  it("finds the hook of Ant Design's own style modules", () => {
    const require = createRequire(import.meta.url);
    for (const module of [
      'antd/es/tag/style/index.js',
      'antd/es/tag/style/presetCmp.js',
      'antd/es/_util/wave/style.js',
    ]) {
      const code = readFileSync(require.resolve(module), 'utf8');
      expect(withoutStyleFunctions(code, parseAst(code)), module).not.toBeNull();
    }
  });
});
