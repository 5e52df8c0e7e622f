// The repository's lint rules, run through ESLint's API on probe files laid out like the
// repository (in a temporary folder whose eslint.config.js is the repository's own): a runtime
// import cycle fails in the server, in every package and in the web app (issue 40: the rule
// guarded the web app only, so a cycle added in packages/sandbox passed lint), while a pair
// joined only by a type import, or by one import each way that is not a cycle, passes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let probe = '';

beforeAll(() => {
  probe = mkdtempSync(join(tmpdir(), 'sjd-lint-probe-'));
  // Patterns in the configuration are relative to the configuration file: this one is the
  // repository's, re-exported from the probe's root.
  const config = pathToFileURL(join(root, 'eslint.config.js')).href;
  writeFileSync(join(probe, 'eslint.config.js'), `export { default } from '${config}';\n`);
});

afterAll(() => rmSync(probe, { recursive: true, force: true }));

/** Writes the files (path → text) under the probe and lints them. */
async function lint(files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(probe, path)), { recursive: true });
    writeFileSync(join(probe, path), text);
  }
  const eslint = new ESLint({ cwd: probe });
  const results = await eslint.lintFiles(Object.keys(files).map((path) => join(probe, path)));
  return results.flatMap((result) =>
    result.messages.map((message) => ({
      file: result.filePath.slice(probe.length + 1),
      rule: message.ruleId,
    })),
  );
}

const cycle = (folder) => ({
  [`${folder}/probe-a.ts`]: "import { b } from './probe-b';\nexport const a = () => b;\n",
  [`${folder}/probe-b.ts`]: "import { a } from './probe-a';\nexport const b = () => a;\n",
});

const typeOnly = (folder) => ({
  [`${folder}/probe-c.ts`]: "import type { D } from './probe-d';\nexport type C = { d?: D };\n",
  [`${folder}/probe-d.ts`]:
    "import { c } from './probe-e';\nexport const d = () => c;\nexport type D = { n: number };\n",
  [`${folder}/probe-e.ts`]: "import type { C } from './probe-c';\nexport const c: C = {};\n",
});

describe('import-x/no-cycle', () => {
  it.each(['apps/server/src', 'packages/sandbox/src', 'packages/contracts/src', 'apps/web/src'])(
    'fails a runtime import cycle in %s',
    async (folder) => {
      const found = await lint(cycle(`${folder}/probe-cycle`));
      expect(found.filter((m) => m.rule === 'import-x/no-cycle').map((m) => m.file)).toEqual([
        `${folder}/probe-cycle/probe-a.ts`,
        `${folder}/probe-cycle/probe-b.ts`,
      ]);
    },
    60_000,
  );

  it.each(['apps/server/src', 'packages/postgres/src'])(
    'passes modules joined by type imports only, in %s',
    async (folder) => {
      expect(await lint(typeOnly(`${folder}/probe-types`))).toEqual([]);
    },
    60_000,
  );
});

// Shops as data (issue 40): no component or flow of the web app branches on a shop's name; the
// shop profiles (config/shops/) and the themes hold them, and tests may name them.
const shopProbe = `export const isDigital = (shop: string) => shop === 'digital';
export function use(shop: string) {
  switch (shop) {
    case 'retail':
      return 1;
  }
  return [shop].includes('museart') || 'gambling' !== shop ? 2 : 0;
}
export const plain = { theme: 'modernmart' };
`;

describe('no branch on a shop name', () => {
  it('fails a comparison, a switch case and an includes() with a shop name in a feature', async () => {
    const found = await lint({ 'apps/web/src/features/orders/probe-shop.ts': shopProbe });
    expect(found.filter((m) => m.rule === 'no-restricted-syntax')).toHaveLength(4);
  }, 60_000);

  it('lets the shop profiles and the tests name shops', async () => {
    const found = await lint({
      'apps/web/src/config/shops/probe-shop.ts': shopProbe,
      'apps/web/src/features/orders/probe-shop.test.ts': shopProbe,
    });
    expect(found.filter((m) => m.rule === 'no-restricted-syntax')).toEqual([]);
  }, 60_000);
});
