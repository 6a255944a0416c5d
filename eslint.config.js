import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A server module's tables are read and written by that module only; others call its services.
// A module's own tables may reference another's (foreign keys); tests may read any table.
const serverModules = foldersIn('./apps/server/src/modules');
const ownCode = '!(*.tables|*.test).ts';
const tableZones = [
  ...serverModules.map((module) => ({
    target: [
      `./apps/server/src/modules/${module}/${ownCode}`,
      `./apps/server/src/modules/${module}/**/${ownCode}`,
    ],
    from: serverModules
      .filter((other) => other !== module)
      .map((other) => `./apps/server/src/modules/${other}/**/*.tables.ts`),
    message: "reads another module's tables: call that module's service instead",
  })),
  {
    target: ['./apps/server/src/workflows/**/!(*.test).ts'],
    from: ['./apps/server/src/modules/**/*.tables.ts'],
    message: "a workflow composes the modules' services and never touches their tables",
  },
  {
    target: ['./apps/server/src/modules/**/!(*.test).ts'],
    from: ['./apps/server/src/workflows/**'],
    message: 'modules do not know the workflows that compose them',
  },
  {
    target: ['./apps/server/src/admin/**/!(*.test).ts'],
    from: ['./apps/server/src/modules/**/*.tables.ts'],
    message: "the console's calls compose the modules' services and never touch their tables",
  },
  {
    target: ['./apps/server/src/modules/**/!(*.test).ts', './apps/server/src/workflows/**/!(*.test).ts'],
    from: ['./apps/server/src/admin/**'],
    message: "modules and workflows do not know the console's calls that use them",
  },
];

const web = './apps/web/src';
const webFeatures = readdirSync(path.join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A web feature's files are its own: the app shell and the other features reach it only through its
 * index.ts, or its lazy.ts for what loads on demand, which brings none of the rest with it (tests may
 * also use its testing/ fixtures). One zone per feature folder, so a new feature is
 * covered without editing this file.
 */
const webFeatureZones = ({ allowFixtures }) =>
  webFeatures.map((feature) => ({
    target: [
      `${web}/app`,
      `${web}/main.tsx`,
      `${web}/testing`,
      ...webFeatures.filter((other) => other !== feature).map((other) => `${web}/features/${other}`),
    ],
    from: `${web}/features/${feature}`,
    except: allowFixtures ? ['./index.ts', './lazy.ts', './testing'] : ['./index.ts', './lazy.ts'],
    message: `use the ${feature} feature through its public index, features/${feature}/index.ts (or lazy.ts)`,
  }));

const webLayerZones = [
  { target: `${web}/lib`, from: `${web}/features`, message: 'shared code never imports a feature' },
  { target: `${web}/components`, from: `${web}/features`, message: 'shared code never imports a feature' },
  { target: `${web}/features`, from: `${web}/app`, message: 'features never import the app shell' },
  { target: web, from: './apps/server', message: 'the web talks to the server over HTTP only' },
];

const admin = './apps/admin/src';
const adminFeatures = foldersIn('./apps/admin/src/features');

/** The console's features are each their own: one never imports another; what several need is in lib/. */
const adminZones = [
  { target: `${admin}/lib`, from: `${admin}/features`, message: 'shared code never imports a feature' },
  {
    target: `${admin}/components`,
    from: `${admin}/features`,
    message: 'shared code never imports a feature',
  },
  { target: `${admin}/features`, from: `${admin}/app`, message: 'features never import the app shell' },
  {
    target: './apps/admin',
    from: './apps/server',
    message: 'the console talks to the server over HTTP only',
  },
  ...adminFeatures.map((feature) => ({
    target: adminFeatures.filter((other) => other !== feature).map((other) => `${admin}/features/${other}`),
    from: `${admin}/features/${feature}`,
    message: `features do not import each other: move what ${feature} shares to lib/`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'domain is pure: it imports no app' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'the web talks to the server over HTTP only',
            },
            { target: './apps/server', from: './apps/web', message: 'the server never imports the web' },
            ...tableZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // With verbatimModuleSyntax, `import { type A } from 'm'` still loads m at run time.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['packages/domain/src/contracts/*.ts'],
    ignores: ['packages/domain/src/contracts/*-responses.ts', 'packages/domain/src/contracts/wire.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*-responses.ts', 'wire.ts'],
              allowTypeImports: true,
              message: 'a request contract is what the web loads: it re-exports answer types only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@yaocai/domain/contracts/*-responses', '@yaocai/domain/contracts/wire'],
              allowTypeImports: true,
              message: "answer schemas serve the server's serializer: the console takes their types only",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: adminZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@yaocai/domain/contracts/*-responses', '@yaocai/domain/contracts/wire'],
              allowTypeImports: true,
              message: "answer schemas serve the server's serializer: the web takes their types only",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...webLayerZones, ...webFeatureZones({ allowFixtures: false })],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...webLayerZones, ...webFeatureZones({ allowFixtures: true })],
        },
      ],
    },
  },
  prettier,
);
