import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Boundaries (docs/ARCHITECTURE.md): app/ puts features together; a feature does not import
  // another feature; lib/, hooks/ and components/ know no feature; the shared contract is zod only.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    // A test may assemble features the way a route does (the lead details with the follow-ups).
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app)/',
              message:
                'A feature does not import another feature (or app/): put the two together in a route under app/, or move what both need to components/, hooks/ or lib/.',
            },
            {
              regex: '^(\\.\\./){2,}',
              message:
                'A feature reaches outside itself only through @/components, @/hooks and @/lib (no ../../ into a sibling feature).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{lib,hooks,components,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app)/|(^|/)features/',
              message:
                'lib/, hooks/ and components/ know no feature: take what a feature gives as props, or move the piece into the feature.',
            },
          ],
        },
      ],
    },
  },
  // Server boundaries (docs/ARCHITECTURE.md): lib/ and db/ know no module; plugins/ know no module;
  // gst/ (the GST law) stands on lib/ and db/ and knows no module; a module reaches another module
  // (and the companion a module) only through its index.ts, and gst/ only through gst/index.ts;
  // demo/ (the demo seed) and app.ts put modules together.
  {
    files: ['apps/server/src/{lib,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|companion|plugins|demo|gst)(/|$)',
              message:
                'lib/ and db/ import no module, plugin, the GST piece or the demo seed: take what a module gives as a parameter, or move the piece into the module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/gst/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|companion|plugins|demo)(/|$)',
              message:
                'gst/ imports no module, plugin or the demo seed: a module calls it and hands it what it needs (a state lookup, the columns a document carries of the sale).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|companion|demo)(/|$)',
              message: 'plugins/ import no module: app.ts hands them what they need.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/{modules,companion}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.|lib/|db/|plugins/)[^/]+/|(^|/)modules/[^/]+/',
              message:
                "Another module only through its index.ts (import '../leads', not '../leads/leads.repository'): export what others may use there.",
            },
            {
              regex: '^(\\.\\./)+gst/',
              message:
                "The GST piece only through its index.ts (import '../../gst', not '../../gst/credit-notes'): export what others may use there.",
            },
            {
              regex: '^(\\.\\./){2}(companion|demo)(/|$)',
              message:
                'A main-API module imports neither the companion nor the demo seed (they sit above the modules).',
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root too reaches each module through its index.ts (its routes, its report).
    files: ['apps/server/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(modules|companion)/[^/]+/',
              message:
                "app.ts reaches a module through its index.ts (import './modules/leads', not './modules/leads/leads.routes'): export the routes there.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$))(?!\\.\\.?/)',
              message:
                'packages/shared is the contract both sides read: it imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
