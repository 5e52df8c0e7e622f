// @vitest-environment node
// The journey table is every way the trail grows, and the web app has one client per wire (issue
// 40): no module but openJourney (journey.ts) saves a terminal trigger, so each entry is a row
// of journey-table.ts; and no module but the clients calls fetch (the provider's through the
// proxy, the demo server's own API; the landing's config read, before the store and without a
// schema library, is root-config.ts, and main.tsx hands it the browser's fetch).
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  { query: '?raw', import: 'default', eager: true },
);

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
    expect(modulesWhere(/\bfetch\(/)).toEqual([
      'lib/demo-server-client.ts',
      'lib/provider-client.ts',
      'main.tsx',
    ]);
  });
});
