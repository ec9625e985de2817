import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The lint run's verdict on a file that does not exist yet, placed where the path says. */
async function ruleIdsOf(eslint: ESLint, filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  // A file that does not parse would pass every rule: its message has no rule, and fails the test.
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const schemaImport = `import { newsFeeds } from '../../db/schema';\nexport const table = newsFeeds;\n`;
const drizzleImport = `import { sql } from 'drizzle-orm';\nexport const one = sql\`select 1\`;\n`;

// The project's own lint configuration; files that exist nowhere have no type information, and the
// rules under test need none.
describe('lint keeps each table behind its owner', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  });

  it('refuses db/schema and drizzle-orm outside a repository file', async () => {
    expect(await ruleIdsOf(eslint, 'apps/server/src/modules/news/feed-report.ts', schemaImport)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsOf(eslint, 'apps/server/src/modules/news/feed-report.ts', drizzleImport)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsOf(eslint, 'apps/server/src/lib/feed-report.ts', drizzleImport)).toContain(
      'no-restricted-imports',
    );
    const deepImport = `import type { PgTable } from 'drizzle-orm/pg-core';\nexport type Table = PgTable;\n`;
    expect(await ruleIdsOf(eslint, 'apps/server/src/modules/mine/table-kind.ts', deepImport)).toContain(
      'no-restricted-imports',
    );
  });

  it('lets repository files and the db layer speak SQL', async () => {
    expect(
      await ruleIdsOf(eslint, 'apps/server/src/modules/news/feed-report.repository.ts', schemaImport),
    ).toEqual([]);
    expect(
      await ruleIdsOf(eslint, 'apps/server/src/modules/news/feed-report.repository.ts', drizzleImport),
    ).toEqual([]);
    expect(await ruleIdsOf(eslint, 'apps/server/src/db/feed-report.ts', drizzleImport)).toEqual([]);
  });

  it('keeps tests and benches to a module’s index.ts', async () => {
    const inside = `import { writeScores } from '../src/modules/risk/score-writer';\nexport { writeScores };\n`;
    const index = `import { writeScores } from '../src/modules/risk';\nexport { writeScores };\n`;
    expect(await ruleIdsOf(eslint, 'apps/server/test/reach.test.ts', inside)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsOf(eslint, 'apps/server/test/reach.test.ts', index)).toEqual([]);
    const bench = `import { writeScores } from '../../../apps/server/src/modules/risk/score-writer';\nexport { writeScores };\n`;
    expect(await ruleIdsOf(eslint, 'bench/src/suites/reach.ts', bench)).toContain(
      'import-x/no-restricted-paths',
    );
  });
});
