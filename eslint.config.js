// One lint setup for the whole repository (flat config).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries of the web app (STYLE.md "Layout"; bulletproof-react's feature folders):
// a feature reaches another feature only through its public face (its index.ts), never its
// internals; features and the shared code under lib/, components/, themes/ and config/ never
// import runtime values from app/ (which composes them) — types such as RootState are fine.
// Tests may reach in: they build stores and screens the way app/ does.
const web = 'apps/web/src';
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFaces = features.flatMap((name) => [`./${name}/index.ts`, `./${name}/index.tsx`]);
const featureMessage =
  'Import another feature through its index.ts (its public face), not its internals.';
const featureZones = [
  ...features.map((name) => ({
    target: `./${web}/features/${name}`,
    from: `./${web}/features`,
    except: [`./${name}`, ...publicFaces],
    message: featureMessage,
  })),
  ...['lib', 'components', 'themes', 'config'].map((folder) => ({
    target: `./${web}/${folder}`,
    from: `./${web}/features`,
    except: publicFaces,
    message: featureMessage,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
      '.reports/**',
      '.tools/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Object literals cast with `as` hide missing fields; parse network data with zod instead.
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'packages/sandbox/src/hosted/client/**/*.ts',
      // Test merchant pages the e2e host server serves (plain browser scripts).
      'e2e/fixtures/**/*.js',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [`${web}/{features,lib,components,themes,config}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/app/**'],
              allowTypeImports: true,
              message:
                'app/ composes the features: import its types only (shared code is in lib/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    rules: {
      // No raw HTML injection in React components.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is not allowed.',
        },
      ],
    },
  },
);
