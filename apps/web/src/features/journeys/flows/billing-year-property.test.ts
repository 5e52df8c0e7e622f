// @vitest-environment node
// A year in a minute (issue 43 item 5): the subscription's year on the demo clock as a property
// (test/billing-year.ts: random clock moves, issuer answers, faults and card replacements; the
// invariants checked after every step), on a fixed seed set so CI replays the same years. On a
// failure fast-check prints the seed and the shrunk steps; `npm run bench -- year` runs many
// more, with new seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runYear, SimulatedYear, yearProperty } from '../../../test/billing-year';

const seeds = [20261207, 43, 4343, 90_000, 123_456];

describe('a year of a subscription on the demo clock', () => {
  for (const seed of seeds) {
    it(`keeps every invariant after every step (seed ${seed})`, async () => {
      await fc.assert(yearProperty(60), { seed, numRuns: 6 });
    }, 120_000);
  }

  it('a year of monthly renewals: twelve paid, captured, one entry each', async () => {
    const year = await runYear(
      Array.from({ length: 12 }, () => ({ kind: 'move' as const, move: 'nextRenewal' as const })),
      1500,
    );
    expect(year.store.getState().billing.subscription?.periodsPaid).toBe(13);
    expect(year.calls.map((c) => c.answer)).toEqual(Array(12).fill('Sent for Settlement'));
  });

  it('names what breaks: a period counted that the provider never captured', async () => {
    const year = new SimulatedYear(1500);
    await year.apply({ kind: 'move', move: 'nextRenewal' });
    expect(year.problems()).toEqual([]);
    year.calls.pop();
    expect(year.problems()).toEqual(
      expect.arrayContaining([
        '2 periods paid, but 1 + 0 renewals captured',
        '1 renewal orders for 0 answered renewals',
        '1 billing entries for 0 calls and 0 ended cards',
      ]),
    );
  });
});
