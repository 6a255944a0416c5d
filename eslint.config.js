import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', '**/test-results/**'],
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
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'shared code never imports a feature',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'shared code never imports a feature',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features never import the app shell',
            },
            {
              target: './apps/web/src',
              from: './apps/server',
              message: 'the web talks to the server over HTTP only',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
