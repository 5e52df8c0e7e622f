// @vitest-environment node
// The journey table is every way the trail grows, and the web app has one client per wire (issue
// 40): no module but openJourney (journey.ts) saves a terminal trigger, so each entry is a row
// of journey-table.ts; and no module but the clients calls fetch (the provider's through the
// proxy, the demo server's own API; the landing's config read, before the store and without a
// schema library, is root-config.ts, and main.tsx hands it the browser's fetch). And the tests,
// the web app's and the journeys' (e2e/), take magic card numbers from the scenario table's
// exports (@sjd/sandbox/scenarios), never as literals.
import { readdirSync, readFileSync } from 'node:fs';
import {
  cardScenarios,
  debitCardNumbers,
  genericTestCards,
  paymentsApiCards,
  testCards,
} from '@sjd/sandbox/scenarios';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** Every card number the scenario table gives a meaning to. */
const magicCards = new Set([
  ...cardScenarios.map((row) => row.cardNumber),
  ...testCards.map((entry) => entry.cardNumber),
  ...Object.values(genericTestCards),
  ...Object.values(paymentsApiCards),
  ...debitCardNumbers,
]);

const modulesWhere = (pattern: RegExp) =>
  Object.entries(sources)
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path.replace(/^\/src\//, ''))
    .sort();

describe('one way in', () => {
  it('the trail grows only through openJourney', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(modulesWhere(/\btriggerSaved\(\{/)).toEqual(['features/journeys/journey.ts']);
  });

  it('only the clients call fetch', () => {
    // A call on a line with no quote before it: generated code (the take-home scripts write
    // fetch calls inside string literals) does not count.
    expect(modulesWhere(/^[^'"`\n]*\bfetch\(/m)).toEqual([
      'lib/demo-server-client.ts',
      'lib/provider-client.ts',
      'main.tsx',
    ]);
  });

  it('tests name card numbers by the scenario table, not by their digits', () => {
    const tests = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/card-numbers.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const e2e = new URL('../../../../../e2e/', import.meta.url);
    const specs = readdirSync(e2e, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !path.includes('node_modules'))
      .map((path) => [`e2e/${path}`, readFileSync(new URL(path, e2e), 'utf8')] as const);
    const literals = [...Object.entries(tests), ...specs]
      .filter(([path]) => /\.test\.tsx?$|\/test\/|^e2e\//.test(path))
      .flatMap(([path, text]) =>
        [...text.matchAll(/['"`]([0-9][0-9 ]{11,22}[0-9])['"`]/g)]
          .map((match) => (match[1] ?? '').replaceAll(' ', ''))
          .filter((digits) => magicCards.has(digits))
          .map((digits) => `${path}: ${digits}`),
      );
    expect(literals).toEqual([]);
  });
});
