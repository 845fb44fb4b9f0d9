import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports run one way: model <- schema <- i18n <- document <- ui <- features <- app, with the
 * inventory import (src/inventory: files of VMs read into VM groups) between schema and i18n, and
 * what the browser keeps (src/persistence: saved work, the link in the address, preferences) on
 * the model and schema alone, for the features, the app and the CLI. The platform catalogue
 * (src/catalogue: hardware models and CPUs as data) sits beside the model, importing only its
 * types; the schema validates it and the CLI prints it. The model
 * stays free of React, the DOM and I/O; the document (the config being edited) free of the UI;
 * one feature never imports another (shared UI lives in src/ui); the widget is a page of its own
 * built on the layers below the UI and the UI's one number input; the CLI sits beside the app and
 * uses what lies below the UI. Each folder's CONTEXT.md says the same in words. Each forbidden
 * entry is a pattern, or a list read as one gitignore-style group, for an exception.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: Array.isArray(group) ? group : [group], message })) },
    ],
  },
});

// Read from the folder, so that a feature added is fenced off from the others the day it is made.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const UI_LIBS = ['react', 'react-dom', 'react-dom/*', 'recharts'];
const LAYERS = ['model', 'catalogue', 'schema', 'inventory', 'i18n', 'document', 'persistence', 'ui', 'features', 'app', 'cli', 'widget'];
/** The folders of src/ a layer may not import: every one but those named. */
const outside = (...allowed) => LAYERS.filter((name) => !allowed.includes(name)).map((name) => `**/${name}/**`);

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
  layer(
    ['src/model/**'],
    [...outside('model'), ...UI_LIBS, 'zod', 'zod/*', 'node:*'],
    'src/model is pure: no UI, schema, catalogue, I/O or libraries.',
  ),
  layer(
    ['src/catalogue/**'],
    [...outside('model', 'catalogue'), ...UI_LIBS, 'zod', 'zod/*', 'node:*'],
    'src/catalogue is data: it may import only types from src/model, and no library or I/O.',
  ),
  {
    // The model's types only: a value imported from the model would pull sizing code into the data.
    files: ['src/catalogue/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/model/**'], allowTypeImports: true, message: 'src/catalogue may import only types from src/model.' }] },
      ],
    },
  },
  layer(
    ['src/schema/**'],
    [...outside('model', 'catalogue', 'schema'), ...UI_LIBS],
    'src/schema may import only the model and the catalogue it validates.',
  ),
  layer(
    ['src/inventory/**'],
    [...outside('model', 'schema', 'inventory'), ...UI_LIBS, 'node:*'],
    'src/inventory may import only the model and schema (and its file readers): the worker, the CLI and the benchmark share it.',
  ),
  layer(
    ['src/i18n/**'],
    [...outside('model', 'schema', 'inventory', 'i18n'), ...UI_LIBS],
    'src/i18n may import only the model, schema and inventory.',
  ),
  layer(['src/document/**'], [...outside('model', 'schema', 'document'), ...UI_LIBS], 'src/document may import only the model and schema.'),
  layer(
    ['src/persistence/**'],
    [...outside('model', 'schema', 'persistence'), ...UI_LIBS],
    'src/persistence may import only the model and schema: no words, UI or React; the page hands it the names it gives scenarios.',
  ),
  layer(
    ['src/ui/**'],
    outside('model', 'schema', 'inventory', 'i18n', 'document', 'ui'),
    'src/ui is shared by the features: it imports no feature, the app, the widget, the CLI or what the browser keeps.',
  ),
  ...FEATURES.map((name) =>
    layer(
      [`src/features/${name}/**`],
      ['**/app/**', '**/cli/**', '**/widget/**', ...FEATURES.filter((other) => other !== name).map((other) => `**/${other}/**`)],
      `features/${name} may not import another feature, the app, the widget or the CLI: shared pieces belong in src/ui or src/document.`,
    ),
  ),
  layer(
    ['src/cli/**'],
    // The hand-over documents (report, CSV, workbook) are written by the page and by `npm run export` alike: one writer each.
    [
      ...outside('model', 'catalogue', 'schema', 'inventory', 'i18n', 'document', 'persistence', 'cli', 'features'),
      [
        '**/features/*',
        '!**/features/results',
        '**/features/results/*',
        '!**/features/results/report',
        '**/features/results/report/*',
        '!**/features/results/report/exports',
        '!**/features/results/report/handover',
        '!**/features/results/report/workbook',
        '!**/features/results/report/planMarkdown',
      ],
      ...UI_LIBS,
    ],
    'src/cli runs in Node: it may import the model, catalogue, schema, inventory, i18n, document and persistence, and the hand-over documents of features/results/report, never the UI, another feature, the app or the widget.',
  ),
  layer(
    ['src/app/**'],
    ['**/cli/**', '**/widget/**'],
    'src/app assembles the page from the features: it imports neither the CLI nor the widget.',
  ),
  layer(
    ['src/widget/**'],
    // The one presentational number input is shared, so that a number is typed alike on the page and in the widget.
    [...outside('model', 'schema', 'i18n', 'widget', 'ui'), ['**/ui/*', '!**/ui/fields', '**/ui/fields/*', '!**/ui/fields/NumberInput']],
    'the widget builds on model, schema and i18n only (and the shared NumberInput), to stay within its budget.',
  ),
);
