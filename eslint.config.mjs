// ESLint for the whole repository (`npm run lint`, inside `npm test`): JavaScript's and
// typescript-eslint's recommended rules, the rules of React hooks, jsx-a11y's accessibility rules and
// no import circles in product code (eslint-plugin-import's no-cycle).
// Formatting is Prettier's alone (eslint-config-prettier turns off the rules it would fight with).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Built, generated or downloaded files; the query types are written by every build.
    ignores: [
      'public/',
      '.cache/',
      'src/gatsby-types.d.ts',
      'bench/lhci/',
      'bench/lhci-cpu*/',
      '.lighthouseci/',
      'test-results/',
      'test-results-cms/',
      'playwright-report/',
      'outbox/',
      '.netlify/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      // The code runs in the browser (src/), in Node (build, scripts, functions) and in both (tests).
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
  },
  {
    // CommonJS files (Lighthouse CI's config): require() is how they import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright's fixtures hand each test a function named use(), which is no React hook.
    files: ['e2e/**', 'cms/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Product code never reaches back into the project's scripts or tests; the CMS's own browser tests may.
    files: ['src/**', 'cms/**', 'netlify/**'],
    ignores: ['cms/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**', '**/e2e/**'],
              message: 'Product code (src/, cms/, netlify/) does not import from scripts/ or e2e/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circles in product code: a circle makes the order modules start in matter, and it is
    // where one room of the code has started to lean on another that leans back. The rule passes over
    // `import type` (gone at run time); none of those circles is left either (the last went with the
    // waiting store's names moving to netlify/shared/mail-settings.ts).
    files: ['src/**/*.{ts,tsx,mts}', 'netlify/**/*.{ts,mts}', 'cms/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'cms/e2e/**', 'src/gatsby-types.d.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);
