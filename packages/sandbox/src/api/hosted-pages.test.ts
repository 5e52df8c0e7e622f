// Hosted Payment Pages initialisation and the hosted page's domain functions (issue 4 builds
// the page on them), Payment Queries, and the Checkout SDK session endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHostedPage, recordHostedPaymentOutcome } from '../domain/hosted-pages';
import { entity, expiry, reference, stringAt } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const pageRequest = (extra: Record<string, unknown> = {}) => ({
  transactionReference: reference('HPP'),
  merchant: { entity },
  narrative: { line1: 'Smart Journey Demo' },
  value: { currency: 'GBP', amount: 1600 },
  ...extra,
});

const pageId = (url: string) => url.split('/').at(-1) ?? '';

describe('hosted payment pages', () => {
  it('answers 200 with the page URL and a query link, and records the shopper’s result', async () => {
    const body = pageRequest({ resultURLs: { successURL: 'https://shop.test/museart/success' } });
    const res = await sandbox.call('createPaymentPage', { body });
    expect(res.status).toBe(200);
    const url = stringAt(res.json, 'url');
    expect(url).toMatch(
      /^http:\/\/sandbox\.test\/app\/hpp\/integration\/transaction\/[A-Za-z0-9_-]+$/,
    );
    const self = stringAt(res.json, '_links.self.href');
    expect(self).toBe(
      `http://sandbox.test/paymentQueries/payments?transactionReference=${body.transactionReference}`,
    );
    expect((await sandbox.follow(self, 'GET')).json).toMatchObject({ _embedded: { payments: [] } });

    expect(await getHostedPage(sandbox.ctx, pageId(url))).toMatchObject({
      state: 'open',
      value: { amount: 1600 },
    });
    const card = { number: '4000000000001000', expiry, holderName: 'Ada Lovelace' };
    const recorded = await recordHostedPaymentOutcome(sandbox.ctx, pageId(url), 'success', card);
    expect(recorded).toMatchObject({ ok: true, resultUrl: 'https://shop.test/museart/success' });
    expect(await recordHostedPaymentOutcome(sandbox.ctx, pageId(url), 'failure')).toEqual({
      ok: false,
      reason: 'alreadyCompleted',
    });

    const query = await sandbox.follow(self, 'GET');
    expect(query.json).toMatchObject({
      _embedded: {
        payments: [
          {
            transactionReference: body.transactionReference,
            // A hosted page's payment settles automatically: a sale (Payment Queries' words).
            lastEvent: 'saleSucceeded',
            authorizationType: 'sale',
            paymentInstrument: { card: { number: { last4Digits: '1000' }, brand: 'visa' } },
            value: { amount: 1600, currency: 'GBP' },
          },
        ],
      },
    });
  });

  it('expires after `expiry` seconds', async () => {
    const res = await sandbox.call('createPaymentPage', { body: pageRequest({ expiry: 120 }) });
    const id = pageId(stringAt(res.json, 'url'));
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 121 },
    });
    expect(await getHostedPage(sandbox.ctx, id)).toMatchObject({ state: 'session_expired' });
    expect(await recordHostedPaymentOutcome(sandbox.ctx, id, 'success')).toEqual({
      ok: false,
      reason: 'expired',
    });
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
  });

  it('answers invalidRequest for a bad body and a reused reference', async () => {
    const res = await sandbox.call('createPaymentPage', {
      body: pageRequest({ value: { currency: 'pounds', amount: -1 } }),
    });
    expect(res).toMatchObject({ status: 400, json: { errorName: 'invalidRequest' } });
    const body = pageRequest();
    await sandbox.call('createPaymentPage', { body });
    expect((await sandbox.call('createPaymentPage', { body })).json).toMatchObject({
      errorName: 'invalidRequest',
    });
  });

  // Issue 41, deviation 12: the document's narrative.line1 has no minimum length.
  it('takes an empty narrative line and a 128-character description', async () => {
    const res = await sandbox.call('createPaymentPage', {
      body: pageRequest({ narrative: { line1: '' }, description: 'd'.repeat(128) }),
    });
    expect(res.status).toBe(200);
  });

  it('needs a transactionReference to query payments', async () => {
    expect((await sandbox.call('queryPayments')).json).toMatchObject({
      errorName: 'urlContainsInvalidValue',
    });
  });
});

describe('checkout sessions', () => {
  const identity = 'sjd-checkout-id';
  const noAuth = { authorization: undefined };

  it.each([
    [
      'createCardSession',
      { identity, cardNumber: '4444333322221111', cardExpiryDate: expiry, cvc: '123' },
      'sessions:session',
      '/sessions/',
    ],
    ['createCvcSession', { identity, cvc: '123' }, 'sessions:session', '/sessions/'],
    [
      'createVerifiedTokenSession',
      { identity, cardNumber: '4444333322221111', cardExpiryDate: expiry, cvc: '123' },
      'verifiedTokens:session',
      '/verifiedTokens/sessions/',
    ],
  ])(
    '%s answers 201 with Location and the session link, without Basic auth',
    async (endpoint, body, rel, path) => {
      const res = await sandbox.call(endpoint, { body, headers: noAuth });
      expect(res.status).toBe(201);
      const href = stringAt(res.json, `_links.${rel}.href`);
      expect(href.startsWith(`http://sandbox.test${path}`)).toBe(true);
      expect(res.headers.location).toBe(href);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it.each([
    ['createCardSession', { cardNumber: '4444333322221111', cardExpiryDate: expiry, cvc: '123' }],
    ['createCvcSession', { cvc: '123' }],
    [
      'createVerifiedTokenSession',
      { cardNumber: '4444333322221111', cardExpiryDate: expiry, cvc: '123' },
    ],
  ])(
    '%s refuses a checkout id the sandbox does not know, as the provider does',
    async (endpoint, card) => {
      const res = await sandbox.call(endpoint, {
        body: { identity: 'evil-unknown-id', ...card },
        headers: noAuth,
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        errorName: 'bodyDoesNotMatchSchema',
        message: 'The json body provided does not match the expected schema',
        validationErrors: [
          {
            errorName: 'fieldHasInvalidValue',
            message: 'Identity is invalid',
            jsonPath: '$.identity',
          },
        ],
      });
      expect(res.headers.location).toBeUndefined();
    },
  );

  it('refuses a card number that fails the Luhn check', async () => {
    const res = await sandbox.call('createCardSession', {
      body: { identity, cardNumber: '4444333322221112', cardExpiryDate: expiry },
    });
    expect(res.json).toMatchObject({
      validationErrors: [{ errorName: 'panFailedLuhnCheck', jsonPath: '$.cardNumber' }],
    });
  });
});
