import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import { boundariesPlugin, featureBoundaryZones } from './eslint-boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, 'react-hooks': reactHooks, boundaries: boundariesPlugin },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'no-undef': 'off',
      // Imports flow one way: shared <- server, shared <- web; web takes only types from the server.
      'boundaries/zones': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'shared code is pure: no server or web imports',
            },
            { target: './src/server', from: './src/web', message: 'the server does not import web code' },
            {
              target: './src/web',
              from: './src/server',
              except: ['./app.ts'],
              message: 'web imports nothing from the server but the AppType type',
            },
            ...featureBoundaryZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '!**/server/app.ts'],
              message: 'Only `import type { AppType }` from the server.',
            },
          ],
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message: 'Use `toast` from src/web/lib/toast.ts: it loads sonner with the first toast (issue 21).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
