// @vitest-environment node
// 'Download as script' runs: each shop's main journey is run for real on a provider stack (the
// server and the sandbox on loopback: src/test/journey-recordings.ts), its trail written as the
// bash and the Node script the menu downloads (from the trail cut as every export is), and each
// script run against the same sandbox with its public demo credentials, in a folder of its own
// with nothing else in its environment. Each script must finish, print one line per call of the
// trail with the status and outcome the trail recorded, and make fresh references (a second run
// makes new ones too).
import { describe, expect, it } from 'vitest';
import { recordJourney, recordedShops } from '../../../test/journey-recordings';
import { providerStackPerFile } from '../../../test/provider-stack';
import { runGenerated, sandboxDemoContext } from '../../../test/take-home-runs';
import type { Trigger } from '../../event-log';
import { outcomeOf, trailRows } from '../trail-rows';
import { journeyScript } from './journey-script';

const stack = providerStackPerFile();

/** '#N Title: status outcome' for each call of the trail, as the script prints what it got. */
function expectedLines(triggers: Trigger[]): string[] {
  return trailRows(triggers).flatMap(({ rows }) =>
    rows.flatMap((row) => {
      if (row.kind === 'call' && row.response && !row.request.simulated) {
        const got = [row.response.status, outcomeOf(row.response.body)].filter(Boolean).join(' ');
        return [`#${row.step} ${row.request.title}: ${got}`];
      }
      const status = row.kind === 'note' ? row.event.body : undefined;
      if (
        row.kind === 'note' &&
        row.event.api === 'HPP SDK' &&
        typeof status === 'object' &&
        status !== null &&
        !Array.isArray(status) &&
        typeof status.order === 'object' &&
        status.order !== null &&
        !Array.isArray(status.order)
      ) {
        return [`#${row.step} Hosted page result: ${String(status.order.status)}`];
      }
      return [];
    }),
  );
}

/** The transaction references a run's output names. */
const referencesIn = (stdout: string) => stdout.match(/SJD-[A-Za-z0-9-]+/g) ?? [];

describe.each(recordedShops)('the journey script of %s', (shop) => {
  it.each(['bash', 'node'] as const)(
    '%s: runs to the end with the outcomes the trail recorded',
    async (language) => {
      const trail = await recordJourney(stack, shop);
      const context = await sandboxDemoContext(stack.appUrl);
      const { text } = journeyScript(trail, context, language, shop);
      expect(text.split('\n')[1]).toMatch(/^(#|\/\/) Runs as-is against the built-in sandbox/);
      const first = await runGenerated(language, text);
      const printed = first.split('\n').filter((line) => line.startsWith('#'));
      expect(printed).toEqual(expectedLines(trail));
      // A second run works too: nothing it needs was spent by the first.
      const second = await runGenerated(language, text);
      expect(second.split('\n').filter((line) => line.startsWith('#'))).toEqual(printed);
      const recorded = new Set(referencesIn(JSON.stringify(trail)));
      for (const reference of [...referencesIn(first), ...referencesIn(second)]) {
        expect(recorded.has(reference)).toBe(false);
      }
    },
    120_000,
  );
});
