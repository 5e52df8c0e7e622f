// @vitest-environment node
// Every copied call of each shop's main journey runs as-is: the journey is run for real on a
// provider stack (src/test/journey-recordings.ts), and for each call of its trail the curl (Copy
// as curl, the Code view's curl) and the Node code are run against the same sandbox, in a folder
// of their own with nothing in their environment. Each says in its first line that it runs
// as-is, and gives the call's recorded status and outcome again with a transactionReference of
// its own — making first what the call needs (a card session, a token, the 3DS steps).
import { describe, expect, it } from 'vitest';
import { recordJourney, recordedShops } from '../../../test/journey-recordings';
import { providerStackPerFile } from '../../../test/provider-stack';
import { lastAnswer, runGenerated, sandboxDemoContext } from '../../../test/take-home-runs';
import { outcomeOf, trailRows } from '../trail-rows';
import { callCode, callPlan } from './call-code';

const stack = providerStackPerFile();

describe.each(recordedShops)('the copied calls of %s', (shop) => {
  it('each runs as-is, in curl and in Node, with the outcome the trail recorded', async () => {
    const context = await sandboxDemoContext(stack.appUrl);
    const trail = await recordJourney(stack, shop);
    const calls = trailRows(trail).flatMap(({ rows }) =>
      rows.flatMap((row) =>
        row.kind === 'call' && row.response ? [{ ...row, response: row.response }] : [],
      ),
    );
    expect(calls.length).toBeGreaterThan(0);
    const recorded = JSON.stringify(trail);
    for (const { step, request, response } of calls) {
      const call = callPlan(trail, step, context);
      if (!call) throw new Error(`No code for step ${step}`);
      for (const language of ['curl', 'node'] as const) {
        const { code, headline } = callCode(call, language, context);
        expect(code.split('\n')[0], `${shop} #${step} ${language}`).toMatch(
          /^(#|\/\/) Runs as-is against the built-in sandbox/,
        );
        expect(headline[0]).toMatch(/^Runs as-is/);
        const stdout = await runGenerated(language === 'curl' ? 'bash' : 'node', code);
        const answer = lastAnswer(stdout);
        const expected = [response.status, outcomeOf(response.body)].filter(Boolean).join(' ');
        if (call.plan.steps.length > 1) {
          // A call that needs others first prints each step's outcome, then the answer.
          expect(stdout.split('\n'), `${shop} #${step} ${language}`).toContain(
            `#${step} ${request.title}: ${expected}`,
          );
        } else if (response.body !== undefined) {
          expect(outcomeOf(answer), `${shop} #${step} ${language}`).toBe(outcomeOf(response.body));
        }
        const reference =
          typeof answer === 'object' && answer !== null && 'transactionReference' in answer
            ? String(answer.transactionReference)
            : null;
        if (reference) expect(recorded).not.toContain(reference);
      }
    }
  }, 600_000);
});
