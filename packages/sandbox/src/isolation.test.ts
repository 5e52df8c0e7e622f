// Per-visitor isolation (issue 33; README "Visitors are isolated"): one visitor cannot reach
// another's tokens, payments, sessions or pages. Every record is found only by an id no one can
// guess (at least 18 random bytes in each href), the lookups that take other keys are scoped by
// them (a token's tokenId by its namespace, a payment search by the exact transactionReference),
// and the listing by date is closed to browsers by the demo's server (its own tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequest, stringAt, verifiedTokenRequest } from './test/fixtures';
import { publicUrl, startTestSandbox, type TestSandbox } from './test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox.close());

/** Every href in a JSON answer. */
function hrefs(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json).flatMap(([key, value]) =>
    key === 'href' && typeof value === 'string' ? [value] : hrefs(value),
  );
}

describe('per-visitor isolation', () => {
  it('puts an unguessable id (18+ random bytes) in every href to a stored record', async () => {
    const answers = [
      await sandbox.call('createVerifiedToken', { body: verifiedTokenRequest() }),
      await sandbox.call('payment', { body: paymentRequest() }),
      await sandbox.call('payment', {
        body: paymentRequest({ cardNumber: '4000000000001091', threeDS: true }),
      }),
    ];
    const links = answers.flatMap((answer) => hrefs(answer.json));
    expect(links.length).toBeGreaterThan(5);
    // Every link to something stored (documentation links, `curies`, are templates of no record).
    const toRecords = links.filter((href) => href.startsWith(publicUrl) && !href.includes('{'));
    expect(toRecords.length).toBeGreaterThan(5);
    for (const link of toRecords) {
      const segments = new URL(link).pathname.split('/');
      // The record's id: base64url of 18 or more random bytes (24+ characters).
      expect(
        segments.some((segment) => /^[A-Za-z0-9_-]{24,}$/.test(segment)),
        link,
      ).toBe(true);
    }
    // Two records never share an id.
    const ids = answers.map((answer) => JSON.stringify(hrefs(answer.json)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an id it never gave out as unknown, whatever its form', async () => {
    const token = await sandbox.call('createVerifiedToken', { body: verifiedTokenRequest() });
    const href = stringAt(token.json, '_embedded.token._links.tokens:token.href');
    const id = href.split('/').at(-1) ?? '';
    // One character changed: another visitor's guess.
    const guess = `${href.slice(0, -id.length)}${id[0] === 'A' ? 'B' : 'A'}${id.slice(1)}`;
    expect((await sandbox.follow(guess, 'GET')).status).toBe(404);
    expect((await sandbox.follow(href, 'GET')).status).toBe(200);
  });

  it('finds a token by its tokenId only in its own namespace', async () => {
    const mine = await sandbox.call('createVerifiedToken', {
      body: verifiedTokenRequest({ namespace: 'SHOPPER_ID_1000' }),
    });
    const tokenId = stringAt(mine.json, '_embedded.token.tokenId');
    const pay = (namespace: string) =>
      sandbox.call('payment', {
        body: paymentRequest({ instrument: { type: 'token', tokenId, namespace, cvc: '123' } }),
      });
    expect((await pay('SHOPPER_ID_1000')).json).toMatchObject({ outcome: 'authorized' });
    const other = await pay('SHOPPER_ID_2000');
    expect(other.status).toBe(400);
  });

  it('searches payments by the exact transactionReference only: no prefix, no listing', async () => {
    const transactionReference = `SJD-isolation-${Date.now()}`;
    await sandbox.call('payment', { body: paymentRequest({ transactionReference }) });
    const search = (query: Record<string, string>) => sandbox.call('queryPayments', { query });
    const exact = await search({ transactionReference });
    expect(JSON.stringify(exact.json)).toContain(transactionReference);
    const prefix = await search({ transactionReference: transactionReference.slice(0, -1) });
    expect(JSON.stringify(prefix.json)).not.toContain(transactionReference);
  });
});
