import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports run one way: model <- schema <- i18n <- features <- app. The model stays free of React,
 * the DOM and I/O; the CLI sits beside the app and may use everything below features.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'docs', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  layer(['src/model/**'], ['**/schema/**', '**/i18n/**', '**/features/**', '**/app/**', '**/cli/**', '**/widget/**', 'react', 'react-dom', 'react-dom/*', 'zod', 'zod/*', 'recharts', 'node:*'], 'src/model is pure: no UI, schema, I/O or libraries.'),
  layer(['src/schema/**'], ['**/i18n/**', '**/features/**', '**/app/**', '**/cli/**', '**/widget/**', 'react', 'react-dom', 'recharts'], 'src/schema may import only the model.'),
  layer(['src/i18n/**'], ['**/features/**', '**/app/**', '**/cli/**', '**/widget/**', 'react', 'react-dom', 'recharts'], 'src/i18n may import only the model and schema.'),
  layer(['src/features/**'], ['**/app/**', '**/cli/**', '**/widget/**'], 'features may not import the app, the widget or the CLI.'),
);
