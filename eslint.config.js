import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What code outside a module may import of it: its public face, and nothing else. */
const moduleIndexes = serverModules.map((m) => `./${m}/index.ts`);
const serverResolver = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
};

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/*.config.*',
      '**/.artifacts/**',
      'apps/web/public/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      // Extensionless TypeScript imports and the `@/` alias must resolve, or the zones below never see them.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@': [fileURLToPath(new URL('./apps/web/src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No <App> wraps the console: App.useApp() gives empty stubs, and a toast call throws.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='App'][property.name='useApp']",
          message: "Use useFeedback() from '@/components/feedback' for toasts: no <App> wraps the console.",
        },
      ],
      // Features own their area; they share code only through src/components and src/lib.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // One zone per feature: it may import its own folder, never a sibling's.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature must not import another feature: move shared code to src/components or src/lib, or compose them in src/app.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or the app layer.',
            },
            {
              target: ['./apps/web/src/app/routes/pages', './apps/web/src/app/layout'],
              from: ['./apps/web/src/app/routes/registry.ts', './apps/web/src/app/routes/current-route.ts'],
              message:
                'The registry imports every page: pages and the layout read it through useAppRoutes() or useAccessiblePath(), or the imports go round in a cycle.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app layer; the app composes features, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    settings: serverResolver,
    rules: {
      // A module meets the others through their public index.ts; its other files are its own business.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [
                `./${module}`,
                ...serverModules.filter((m) => m !== module).map((m) => `./${m}/index.ts`),
              ],
              message: `A module imports another module only through its index.ts (modules/<name>/index.ts): export what ${module} needs there.`,
            })),
            {
              target: ['./apps/server/src/*.ts', './apps/server/src/plugins', './apps/server/src/scripts'],
              from: './apps/server/src/modules',
              except: moduleIndexes,
              message: 'The app meets modules through their index.ts (modules/<name>/index.ts).',
            },
            {
              target: './apps/server/test',
              from: './apps/server/src/modules',
              except: moduleIndexes,
              message:
                'Tests meet modules through their index.ts, as the app does: export what the test drives there.',
            },
            {
              target: ['./apps/server/src/lib', './apps/server/src/db'],
              from: ['./apps/server/src/modules', './apps/server/src/demo'],
              message: 'Shared server code (lib, db) must not depend on modules or the demo seed.',
            },
            {
              target: './apps/server/src/demo',
              from: './apps/server/src/modules',
              except: serverModules.map((m) => `./${m}/index.ts`),
              message:
                "The demo seed writes through the modules' public faces: import a module only through its index.ts (modules/<name>/index.ts).",
            },
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/demo',
              message:
                'Modules must not import the demo seed: the app (app.ts) and the scripts load it through src/demo/index.ts.',
            },
            {
              target: './apps/server/test',
              from: './apps/server/src/demo',
              except: ['./index.ts'],
              message: 'Tests use the demo seed through its index.ts (src/demo/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts'],
    settings: serverResolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './bench',
              from: './apps/server/src/modules',
              except: moduleIndexes,
              message:
                'Benches meet modules through their index.ts, as the app does: export what the bench drives there.',
            },
            {
              target: './bench',
              from: './apps/server/src/demo',
              except: ['./index.ts'],
              message: 'Benches use the demo seed through its index.ts (apps/server/src/demo/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Each table has one owner: only its repository files (and the db layer) speak SQL to it.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/**', '**/db/schema', '**/db/schema/**'],
              message:
                "Only a module's *.repository.ts files and src/db speak to the database: put the query in the owner's repository and ask the owner through its index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', 'drizzle-orm*', 'pg', '@electric-sql/*', 'react*'],
              message: 'Contracts are shared by server and web: they import neither, nor the database.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
