// Golden files: each request of a recorded 3DS journey in each of the seven languages, as the Code
// view writes it with the built-in sandbox's demo credentials (curl and Node: the call's replay;
// the others: the one request with its first line). A change in what the library writes, or in
// what we write around it, changes a file and fails here; after reading the difference,
// `npx vitest run -u` takes the new text.
import { describe, expect, it } from 'vitest';
import { callCode, callPlan, oneRequest } from '../take-home/call-code';
import type { TakeHomeContext } from '../take-home/take-home-context';
import { codeLanguages, type CodeLanguage } from './code-language';
import { isLibraryLanguage, requestSnippet } from './request-snippets';
import { threeDsTrail } from './trail-fixture';
import { trailRows } from '../trail-rows';

const extensions: Record<CodeLanguage, string> = {
  curl: 'sh',
  node: 'mjs',
  python: 'py',
  java: 'java',
  csharp: 'cs',
  php: 'php',
  go: 'go',
};

const context: TakeHomeContext = {
  credentials: { kind: 'sandboxDemo', username: 'sjd-demo', password: 'sjd-demo-secret' },
  checkoutId: 'sjd-checkout-id',
};

const calls = trailRows(threeDsTrail).flatMap(({ rows }) =>
  rows.flatMap((row) =>
    row.kind === 'call' ? [{ title: row.request.title, step: row.step }] : [],
  ),
);

/** The Code view's text of a call in a language (fresh values of a one-request copy fixed). */
function codeOf(step: number, language: CodeLanguage, at: TakeHomeContext = context): string {
  const call = callPlan(threeDsTrail, step, at);
  if (!call) throw new Error(`No call at step ${step}`);
  if (!isLibraryLanguage(language)) return callCode(call, language, at).code;
  const { request, headline } = oneRequest(call, at, Date.UTC(2026, 11, 7), () => 0.5);
  return requestSnippet(request, language, { credentials: at.credentials, headline });
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

describe('request snippets', () => {
  it('the recorded journey has its three provider requests', () => {
    expect(calls.map((call) => call.title)).toEqual([
      'Payment',
      'Supply 3DS device data',
      'Complete 3DS challenge',
    ]);
  });

  describe.each(calls)('$title', ({ title, step }) => {
    it.each(codeLanguages)('%s matches its golden file', async (language) => {
      await expect(codeOf(step, language)).toMatchFileSnapshot(
        `./__golden__/${slug(title)}.${extensions[language]}`,
      );
    });
  });

  it.each(calls)(
    '$title: every language reads PROVIDER_USERNAME and PROVIDER_PASSWORD',
    ({ step }) => {
      for (const language of codeLanguages) {
        const code = codeOf(step, language);
        expect(code).toContain('PROVIDER_USERNAME');
        expect(code).toContain('PROVIDER_PASSWORD');
        expect(code).not.toMatch(/__SJD_|Basic [A-Za-z0-9+/=]{8,}/);
      }
    },
  );

  it.each(calls)('$title: for a real provider no language holds a credential', ({ step }) => {
    const yours: TakeHomeContext = { ...context, credentials: { kind: 'yours' } };
    for (const language of codeLanguages) {
      const code = codeOf(step, language, yours);
      expect(code).not.toContain('sjd-demo');
      expect(code.split('\n').find((line) => /Does not run|Runs as-is/.test(line))).toMatch(
        /Does not run as-is: Set PROVIDER_USERNAME and PROVIDER_PASSWORD/,
      );
    }
  });

  it('a simulated exchange, a response and a plain-text step have no code', () => {
    const [payment] = threeDsTrail[0]?.events ?? [];
    if (!payment) throw new Error('no payment');
    const alone = (event: typeof payment) => [{ id: 1, name: 'Pay', events: [event] }];
    expect(callPlan(alone({ ...payment, simulated: true }), 1, context)).toBeNull();
    expect(callPlan(alone({ ...payment, type: 'response' }), 1, context)).toBeNull();
    expect(
      callPlan(alone({ ...payment, plainText: 'Device data collected' }), 1, context),
    ).toBeNull();
  });
});
