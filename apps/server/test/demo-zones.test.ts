import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

// Only the import zones, which need no type information: without the type-aware rules a file lints in
// milliseconds instead of building the TypeScript program.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

/** The zone messages the repository's lint configuration gives a file at `path` that holds one import. */
async function zoneMessages(path: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${from}';\nexport { probe };\n`, {
    filePath: `${root}${path}`,
  });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the lint zones around the demo seed', () => {
  it('lets the seed reach a module only through its index.ts', async () => {
    expect(await zoneMessages('apps/server/src/demo/mines/probe.ts', '../../modules/mine')).toEqual([]);
    expect(
      await zoneMessages('apps/server/src/demo/mines/probe.ts', '../../modules/mine/record-types'),
    ).toEqual([expect.stringContaining("The demo seed writes through the modules' public faces")]);
    expect(
      await zoneMessages('apps/server/src/demo/news/probe.ts', '../../modules/news/news.service'),
    ).toEqual([expect.stringContaining("The demo seed writes through the modules' public faces")]);
  });

  it('keeps modules, lib and db off the seed, which only the app and the scripts load', async () => {
    expect(await zoneMessages('apps/server/src/modules/news/probe.ts', '../../demo')).toEqual([
      expect.stringContaining('Modules must not import the demo seed'),
    ]);
    expect(await zoneMessages('apps/server/src/lib/probe.ts', '../demo')).toEqual([
      expect.stringContaining('must not depend on modules or the demo seed'),
    ]);
    expect(await zoneMessages('apps/server/src/probe.ts', './demo')).toEqual([]);
    expect(await zoneMessages('apps/server/src/scripts/probe.ts', '../demo')).toEqual([]);
  });

  it('lets tests and benches reach the seed only through src/demo/index.ts', async () => {
    expect(await zoneMessages('apps/server/test/probe.ts', '../src/demo')).toEqual([]);
    expect(await zoneMessages('apps/server/test/probe.ts', '../src/demo/mines/generate')).toEqual([
      expect.stringContaining('Tests use the demo seed through its index.ts'),
    ]);
    expect(await zoneMessages('bench/src/suites/probe.ts', '../../../apps/server/src/demo')).toEqual([]);
    expect(
      await zoneMessages('bench/src/suites/probe.ts', '../../../apps/server/src/demo/mines/load-mines'),
    ).toEqual([expect.stringContaining('Benches use the demo seed through its index.ts')]);
  });
});
