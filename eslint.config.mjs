import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    files: ['scripts/**/*.mjs', 'bench/**/*.ts', 'webpack.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
