// Verified Tokens and Tokens through `inject`: create, match, conflict and resolve; not
// verified; the namespace limit; attribute updates through their links; delete; sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAddress,
  createSession,
  sixteenCards,
  stringAt,
  verifiedTokenRequest,
} from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const create = (options: Parameters<typeof verifiedTokenRequest>[0]) =>
  sandbox.call('createVerifiedToken', { body: verifiedTokenRequest(options) });
const link = (json: unknown, rel: string) => stringAt(json, `_links.tokens:${rel}.href`);
const tokenOf = (json: unknown) => stringAt(json, '_embedded.token._links.tokens:token.href');
const stringAtToken = (json: unknown): unknown => Reflect.get(Object(json), '_embedded').token;

describe('verified token creation', () => {
  it('201 created → 200 repeated → 409 conflicting name → conflict resolved', async () => {
    const namespace = 'SHOPPER_ID_conflicts';
    const created = await create({ namespace, cardHolderName: 'Ada Lovelace', billingAddress });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      _embedded: {
        verification: {
          outcome: 'verified',
          riskFactors: expect.arrayContaining([{ type: 'cvc', risk: 'not_supplied' }]),
        },
        token: {
          namespace,
          tokenPaymentInstrument: { type: 'card/tokenized' },
          paymentInstrument: {
            type: 'card/masked',
            cardNumber: '4444********1111',
            brand: 'VISA',
            bin: '444433',
          },
        },
      },
    });
    expect(stringAt(created.json, '_embedded.token.tokenId')).toMatch(/^[0-9A-HJ-NP-Z]{15,21}$/);
    expect(created.json).not.toHaveProperty('_embedded.token._links.tokens:conflicts');

    const repeated = await create({ namespace, cardHolderName: 'Ada Lovelace', billingAddress });
    expect(repeated.status).toBe(200);
    expect(tokenOf(repeated.json)).toBe(tokenOf(created.json));

    const conflicting = await create({ namespace, cardHolderName: 'Ada King', billingAddress });
    expect(conflicting.status).toBe(409);
    expect(conflicting.json).toMatchObject({
      _embedded: {
        verification: { outcome: 'verified' },
        token: {
          paymentInstrument: { cardHolderName: 'Ada Lovelace' },
          conflicts: { paymentInstrument: { cardHolderName: 'Ada King' } },
        },
      },
    });
    const conflictsHref = stringAt(
      conflicting.json,
      '_embedded.token._links.tokens:conflicts.href',
    );

    const pending = await sandbox.follow(conflictsHref, 'GET');
    expect(pending.json).toMatchObject({
      conflicts: { paymentInstrument: { cardHolderName: 'Ada King' } },
    });
    expect((await sandbox.follow(conflictsHref, 'PUT')).status).toBe(204);

    const token = await sandbox.follow(tokenOf(created.json), 'GET');
    expect(token.json).toMatchObject({ paymentInstrument: { cardHolderName: 'Ada King' } });
    expect(token.json).not.toHaveProperty('_links.tokens:conflicts');
    expect((await sandbox.follow(conflictsHref, 'GET')).status).toBe(404);
    expect((await create({ namespace, cardHolderName: 'Ada King', billingAddress })).status).toBe(
      200,
    );
  });

  it.each([
    ['REFUSED', '5', 'REFUSED'],
    ['REFUSED56', '56', 'UNKNOWN CARD'],
  ])('%s → 206 not verified with code %s', async (cardHolderName, code, description) => {
    const res = await create({ cardHolderName });
    expect(res.status).toBe(206);
    expect(res.json).toMatchObject({
      _embedded: { verification: { outcome: 'not verified', code, description } },
    });
    expect(res.json).not.toHaveProperty('_embedded.token.schemeTransactionReference');
  });

  // Issue 41, deviation 3: the document requires the verification's `_links`.
  it.each([
    ['verified', 'Ada Lovelace'],
    ['not verified', 'REFUSED'],
  ])('answers a %s verification with its _links', async (_outcome, cardHolderName) => {
    const res = await create({ cardHolderName, cardNumber: '4917610000000000' });
    expect(res.json).toMatchObject({
      _embedded: {
        verification: {
          _links: { curies: [{ name: 'verifications', templated: true }] },
        },
      },
    });
  });

  it('conflicts expire after 30 minutes', async () => {
    const namespace = 'SHOPPER_ID_expiry';
    await create({ namespace, cardHolderName: 'Ada Lovelace' });
    const conflicting = await create({ namespace, cardHolderName: 'Ada King' });
    const conflictsHref = stringAt(
      conflicting.json,
      '_embedded.token._links.tokens:conflicts.href',
    );
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 31 * 60 },
    });
    const gone = await sandbox.follow(conflictsHref, 'GET');
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
    expect(gone).toMatchObject({ status: 404, json: { errorName: 'resourceNotFound' } });
  });

  it('holds at most 16 tokens per namespace (403 tooManyTokensForNamespace)', async () => {
    const namespace = 'SHOPPER_ID_full';
    for (const cardNumber of sixteenCards)
      expect((await create({ namespace, cardNumber })).status).toBe(201);
    const full = await create({ namespace, cardNumber: '4000000000002701' });
    expect(full).toMatchObject({ status: 403, json: { errorName: 'tooManyTokensForNamespace' } });
    expect((await create({ namespace, cardNumber: sixteenCards[0] })).status).toBe(200); // matching is fine
  });

  it.each(['card', 'verifiedToken'] as const)(
    'creates a token from a %s session, once',
    async (kind) => {
      const sessionHref = await createSession(sandbox, kind, '5555555555554444');
      const created = await create({ sessionHref });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        _embedded: { token: { paymentInstrument: { brand: 'MASTERCARD' } } },
      });
      const again = await create({ sessionHref });
      expect(again.json).toMatchObject({
        validationErrors: [{ jsonPath: '$.paymentInstrument.sessionHref' }],
      });
    },
  );

  it('refuses a session whose namespace is full without using it up', async () => {
    const sessionHref = await createSession(sandbox, 'card', '4000000000002701');
    const full = await create({ sessionHref, namespace: 'SHOPPER_ID_full' });
    expect(full.status).toBe(403);
    expect((await create({ sessionHref })).status).toBe(201);
  });
});

describe('token resource', () => {
  let href: string;
  beforeAll(async () => {
    const res = await create({ cardHolderName: 'Ada Lovelace', billingAddress });
    href = tokenOf(res.json);
  });

  it.each([
    ['cardHolderName', 'Grace Hopper', { paymentInstrument: { cardHolderName: 'Grace Hopper' } }],
    [
      'cardExpiryDate',
      { month: 6, year: 2036 },
      { paymentInstrument: { cardExpiryDate: { month: 6, year: 2036 } } },
    ],
    [
      'billingAddress',
      { ...billingAddress, city: 'Leeds' },
      { paymentInstrument: { billingAddress: { city: 'Leeds' } } },
    ],
    ['description', 'Work card', { description: 'Work card' }],
    [
      'schemeTransactionReference',
      '123456789012345',
      { schemeTransactionReference: '123456789012345' },
    ],
  ])('updates %s through its link', async (rel, value, expected) => {
    const token = await sandbox.follow(href, 'GET');
    const res = await sandbox.follow(link(token.json, rel), 'PUT', { body: JSON.stringify(value) });
    expect(res.status).toBe(204);
    expect((await sandbox.follow(href, 'GET')).json).toMatchObject(expected);
  });

  it.each([
    ['cardHolderName', 42, 'fieldMustBeString'],
    ['cardExpiryDate', { month: 13, year: 2036 }, 'numberIsTooLarge'],
    ['billingAddress', { city: 'Leeds' }, 'fieldIsMissing'],
  ])('refuses a bad %s', async (rel, value, errorName) => {
    const token = await sandbox.follow(href, 'GET');
    const res = await sandbox.follow(link(token.json, rel), 'PUT', {
      body: JSON.stringify(value),
    });
    expect(res).toMatchObject({
      status: 400,
      json: {
        errorName: 'bodyDoesNotMatchSchema',
        validationErrors: expect.arrayContaining([expect.objectContaining({ errorName })]),
      },
    });
  });

  it('detokenizes with Accept masked=false', async () => {
    const res = await sandbox.follow(href, 'GET', {
      headers: { accept: 'application/vnd.worldpay.tokens-v3.hal+json; masked=false' },
    });
    expect(res.json).toMatchObject({
      paymentInstrument: { type: 'card/front', cardNumber: '4444333322221111' },
    });
  });

  it('deletes; then GET and DELETE answer 404 resourceNotFound', async () => {
    const target = tokenOf((await create({ cardNumber: '5555555555554444' })).json);
    expect((await sandbox.follow(target, 'DELETE')).status).toBe(204);
    for (const method of ['GET', 'DELETE'] as const) {
      expect(await sandbox.follow(target, method)).toMatchObject({
        status: 404,
        json: { errorName: 'resourceNotFound' },
      });
    }
  });

  it('allows 50 updates in 30 days (then 429 maximumUpdatesExceeded)', async () => {
    const created = await create({ cardNumber: '2221000000000009' });
    const description = link(stringAtToken(created.json), 'description');
    for (let i = 0; i < 50; i += 1) {
      const res = await sandbox.follow(description, 'PUT', { body: JSON.stringify(`Card ${i}`) });
      expect(res.status).toBe(204);
    }
    expect(
      await sandbox.follow(description, 'PUT', { body: JSON.stringify('one more') }),
    ).toMatchObject({ status: 429, json: { errorName: 'maximumUpdatesExceeded' } });
  });

  // Issue 41, deviation 11: every link is /tokens/{opaque id}, the document's only path; a verb
  // the link does not take is its 405.
  it('gives every link the shape /tokens/{id}, and answers 405 to a verb a link does not take', async () => {
    const token = await sandbox.follow(href, 'GET');
    const links = Object.entries(Reflect.get(Object(token.json), '_links')).filter(
      ([rel]) => rel !== 'curies',
    );
    expect(links.length).toBeGreaterThan(5);
    for (const [, value] of links) {
      expect(stringAt(value, 'href')).toMatch(/^http:\/\/sandbox\.test\/tokens\/[A-Za-z0-9_-]+$/);
    }
    const description = link(token.json, 'description');
    for (const method of ['GET', 'DELETE'] as const) {
      expect(await sandbox.follow(description, method)).toMatchObject({
        status: 405,
        json: { errorName: 'methodNotAllowed', message: 'Requested method is not allowed' },
      });
    }
    expect((await sandbox.follow(href, 'PUT', { body: '"x"' })).status).toBe(405);
  });
});
