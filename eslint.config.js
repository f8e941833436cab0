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
