// One lint setup for the whole repository (flat config).
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries of the web app (STYLE.md "Layout"; bulletproof-react's feature folders):
// a feature reaches another feature only through its public face (its index.ts), never its
// internals; the journey engine (features/journeys) is reached only through its index.ts from
// app/ too (the route modules and the store); features and the shared code under lib/,
// components/, themes/ and config/ never import runtime values from app/ (which composes them) —
// types such as RootState are fine. Tests may reach in: they build stores and screens the way
// app/ does.
const web = 'apps/web/src';
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFaces = features.flatMap((name) => [`./${name}/index.ts`, `./${name}/index.tsx`]);
// How import-x reads the modules. no-cycle parses every module it walks: it must be told that
// .ts/.tsx files are modules and which parser reads them (without it, it skipped them all and
// reported no cycle at all).
const importSettings = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};
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
  {
    target: `./${web}/app`,
    from: `./${web}/features/journeys`,
    except: ['./index.ts'],
    message: 'Import the journey engine through features/journeys/index.ts, not its internals.',
  },
];

// Shops as data (issue 40, "Shops as data"): no component or flow branches on a shop's name —
// compares a value with it, switches on it or looks for it; what differs between shops is a field
// of the shop's profile (config/shops/). The names are read from the one list of them
// (config/paths.ts `shopThemes`); the profiles and the themes, where the names belong, and the
// tests are left out.
const shopNamesList = /shopThemes = \[([^\]]+)\]/.exec(
  readFileSync(new URL(`./${web}/config/paths.ts`, import.meta.url), 'utf8'),
);
if (!shopNamesList) throw new Error('config/paths.ts no longer lists shopThemes');
const shopNames = [...shopNamesList[1].matchAll(/'([a-z]+)'/g)].map((match) => match[1]);
const shopName = `/^(${shopNames.join('|')})$/`;
const shopNameMessage =
  "Do not branch on a shop's name: read what differs from the shop's profile (config/shops/).";
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'dangerouslySetInnerHTML is not allowed.',
};
const noShopNameBranches = [
  `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${shopName}]`,
  `SwitchCase > Literal.test[value=${shopName}]`,
  `CallExpression[callee.property.name=/^(includes|has|indexOf)$/] > Literal.arguments[value=${shopName}]`,
].map((selector) => ({ selector, message: shopNameMessage }));

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
      // Golden files: snippets in seven languages exactly as the Code view writes them.
      '**/__golden__/**',
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
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      // No module of the web app may reach itself again through runtime imports: a cycle works
      // only while no module reads an imported binding at its top level (one ordinary line that
      // did made loading the payment feature first throw "Cannot access 'paymentDeclined' before
      // initialization"). Dynamic import() counts too. Type-only imports (`import type`, or every
      // specifier `type`) are skipped by the rule in eslint-plugin-import-x 4 (it has no option for
      // them): they are erased at compile time, so they cannot change the order modules evaluate
      // in — which is why `import type { RootState }` from app/store.ts stays allowed everywhere.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // The same rule for the server and every package (issue 40): a cycle there fails as it would
    // in the web app (eslint-rules.test.mjs lints a probe pair to show it).
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // The server's layers (docs/architecture.md §4): visitors/ (who a browser is, what is theirs)
    // sits below the webhooks and the routes, and the proxy below the routes.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/visitors',
              from: ['./apps/server/src/webhooks', './apps/server/src/routes'],
              message: 'visitors/ is below the webhooks and the routes: they use it, not it them.',
            },
            {
              target: './apps/server/src/proxy',
              from: ['./apps/server/src/webhooks', './apps/server/src/routes'],
              message: 'proxy/ resolves and sends provider calls: routes use it, not it them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/{app,features,lib,components,themes,config}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: [`${web}/{features,lib,components,themes,config}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
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
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  {
    // After the block above: a file's no-restricted-syntax is the last one that names it.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/config/**`, `${web}/themes/**`, `${web}/test/**`, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', noInnerHtml, ...noShopNameBranches],
    },
  },
);
