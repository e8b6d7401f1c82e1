// Lint for the whole repository: type-aware TypeScript rules, React hooks, accessibility of JSX,
// and the import direction of ARCHITECTURE.md (client and server never import each other; shared
// imports neither; a feature's files are reached from outside it, other features and the app shell
// alike, only through its public entry, decision 017), and no import cycles (decision 045).
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'data/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // React event props take async handlers by design; a floating promise is still caught by
      // no-floating-promises inside them.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async function without await still turns a throw into a rejection, which is what the
      // callers of a Promise-returning interface (stores, fakes, handlers) rely on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read whatever JSON a route answers (typed any in the test client) and assert on it;
    // the unsafe-* rules guard production code, where every answer is typed.
    files: ['tests/**/*.ts', 'src/**/*.test.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Warns that a library's hooks cannot be auto-memoised by the React Compiler, which this
      // build does not run; TanStack Table is the table kit we chose (decision 001).
      'react-hooks/incompatible-library': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Issue 15 item 5: services say what went wrong with domain errors (src/server/domain/errors.ts)
    // and the HTTP layer alone picks the status; a feature never builds an HTTP error itself.
    files: ['src/server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/errors.js', '**/http/errors'],
              importNames: ['ApiError', 'badRequest', 'unauthorized', 'forbidden', 'notFound'],
              message: 'Throw a domain error from src/server/domain/errors.ts; src/server/http maps it to a status.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { kwl: boundaries },
    rules: { 'kwl/import-boundaries': 'error' },
  },
  {
    // No import cycles in src/ (decision 045): a cycle makes load order decide which binding is
    // still undefined, and it ties layers that should stand apart (config -> a feature's routes ->
    // deps -> config). Type-only imports are erased and do not count. Imports name '.js' for '.ts'
    // files and '@shared/' for src/shared/, as the compiler resolves them.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@shared': [path.join(import.meta.dirname, 'src/shared')] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
