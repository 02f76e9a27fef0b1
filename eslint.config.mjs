import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'assets/templates/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      // The engine is pure: no Office, no DOM, no React.
      'no-restricted-globals': ['error', 'Office', 'Excel', 'document', 'window', 'CustomFunctions'],
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@fluentui/*', '*/workbook/*', '*/taskpane/*'] }],
    },
  },
  {
    files: ['src/workbook/tables/**/*.ts'],
    rules: {
      // Pure mapping between rows and the engine's model: Office.js is spoken in src/workbook/office only.
      'no-restricted-globals': ['error', 'Office', 'Excel', 'document', 'window'],
      'no-restricted-imports': ['error', { patterns: ['../office/*', '*/taskpane/*', 'react', '@fluentui/*'] }],
    },
  },
  {
    files: ['src/taskpane/**/*.ts', 'src/taskpane/**/*.tsx'],
    ignores: ['src/taskpane/services.ts'],
    rules: {
      // The pane reaches the workbook (and through it Excel) only through services.ts.
      'no-restricted-imports': ['error', { patterns: ['**/workbook', '**/workbook/*', '**/workbook/**'] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'scripts/**/*.ts', 'bench/**/*.ts', 'webpack.config.js', 'test/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
