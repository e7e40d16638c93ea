import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['public/build/**', 'node_modules/**', 'storage/**', 'bootstrap/**', 'dist/**', 'coverage/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['resources/js/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client is built from resources/ and common/ (scripts/build/build-inputs.mjs): it may take the
      // server's types, never its code. Code both sides run lives in common/ (docs/architecture.md).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The client may import types from server/, not values: move shared code to common/.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'database/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      // The server never reaches into the client's folder, not even for a type: what both use lives in common/.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/resources/js/**', '@/*'], message: 'The server may not import from resources/: move shared code to common/ and import it as @common/….' }] },
      ],
    },
  },
  {
    files: ['server/http/**/*.ts', 'server/inertia/**/*.ts', 'server/i18n/**/*.ts', 'server/db/**/*.ts', 'server/services/**/*.ts', 'server/lib/**/*.ts', 'server/jobs/**/*.ts'],
    rules: {
      // Infrastructure never imports a feature (nor a backstage panel, which sits above it): what it needs of
      // one is handed to it by the composition root (app.ts). This entry replaces the one above for these
      // files, so it repeats the rule on resources/.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/resources/js/**', '@/*'], message: 'The server may not import from resources/: move shared code to common/ and import it as @common/….' },
            { group: ['**/features/**', '**/backstage/**'], message: 'Infrastructure imports no feature or backstage panel: have app.ts hand it what it needs (a callback, a port).' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/backstage/**/*.ts'],
    rules: {
      // Backstage panels sit below the features: a feature plugs its screens into them, never the reverse.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/resources/js/**', '@/*'], message: 'The server may not import from resources/: move shared code to common/ and import it as @common/….' },
            { group: ['**/features/**'], message: 'Backstage imports no feature: the feature imports backstage, or app.ts hands it what it needs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      // common/ is the bottom layer: it runs on both sides, so it imports neither.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/resources/**', '@/*'], message: 'common/ imports neither server/ nor resources/.' }] },
      ],
    },
  },
);
