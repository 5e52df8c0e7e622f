// The challenge page through inject: it shows the payment, checks the passcode, records the
// answer with completeChallenge and posts TransactionId + MD to the ReturnUrl; the Payments API
// and the standalone 3DS verification then report what the shopper did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDeviceDataCollected } from '../../domain/device-data';
import { paymentRequest, returnUrl, stringAt, threeDsPart } from '../../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../../test/harness';
import { directive, hiddenFields, postForm, sandboxPath, shopOrigin } from '../test/pages';
import { demoPasscode } from './challenge-page';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
});
afterAll(() => sandbox.close());

/** A Payments API payment with 3DS, taken through DDC to its challenge. */
async function challenged(cardNumber = '4000000000001091', threeDS = threeDsPart) {
  const created = await sandbox.call('payment', {
    body: paymentRequest({ cardNumber, threeDS, amount: 1600 }),
  });
  const collected = await recordDeviceDataCollected(
    sandbox.ctx,
    stringAt(created.json, 'deviceDataCollection.jwt'),
  );
  if (!collected.ok) throw new Error(collected.reason);
  const res = await sandbox.follow(
    stringAt(created.json, '_actions.supply3dsDeviceData.href'),
    'POST',
    { body: { collectionReference: collected.sessionId } },
  );
  expect(stringAt(res.json, 'outcome')).toBe('3dsChallenged');
  return res;
}

const stepUp = (res: Answer, fields: Record<string, string> = {}) =>
  postForm(sandbox.app, sandboxPath(stringAt(res.json, 'challenge.url')), {
    JWT: stringAt(res.json, 'challenge.jwt'),
    ...fields,
  });

const answer = (page: { body: string }, fields: Record<string, string>) => {
  const hidden = hiddenFields(page.body);
  return postForm(sandbox.app, '/V2/Cruise/StepUp/answer', { ...hidden, ...fields });
};

const complete = (res: Answer) =>
  sandbox.follow(stringAt(res.json, '_actions.complete3dsChallenge.href'), 'POST');

describe('POST /V2/Cruise/StepUp', () => {
  it('shows the merchant, the amount, the masked card and the demo passcode', async () => {
    const page = await stepUp(await challenged());
    expect(page.status).toBe(200);
    expect(page.body).toContain('Smart Journey Demo');
    expect(page.body).toContain('£16.00');
    expect(page.body).toContain('Visa •••• 1091');
    expect(page.body).not.toContain('4000000000001091');
    expect(page.body).toContain('Visa Secure');
    expect(page.body).toContain(`<span class="code">${demoPasscode}</span>`);
    expect(page.body).toMatch(/<label for="otp">One-time passcode<\/label>/);
    expect(directive(page.csp, 'frame-ancestors')).toBe(`'self' ${shopOrigin}`);
    expect(directive(page.csp, 'form-action')).toBe("'self'");
  });

  it('passes with the right passcode: TransactionId + MD go to the ReturnUrl, then authorized', async () => {
    const res = await challenged();
    const page = await stepUp(res, { MD: 'order-42' });
    const done = await answer(page, { action: 'submit', code: demoPasscode });
    expect(done.status).toBe(200);
    expect(done.body).toContain(`<form method="post" action="${returnUrl}" data-auto-submit>`);
    expect(hiddenFields(done.body)).toEqual({
      TransactionId: stringAt(res.json, 'challenge.reference'),
      MD: 'order-42',
    });
    expect(directive(done.csp, 'form-action')).toBe(new URL(returnUrl).origin);
    expect(done.body).toContain('Payment approved');
    expect(stringAt((await complete(res)).json, 'outcome')).toBe('authorized');
  });

  it('fails on Cancel: 3dsAuthenticationFailed', async () => {
    const res = await challenged();
    const done = await answer(await stepUp(res), { action: 'cancel' });
    expect(done.body).toContain('Authentication failed');
    expect(hiddenFields(done.body).TransactionId).toBe(stringAt(res.json, 'challenge.reference'));
    expect(stringAt((await complete(res)).json, 'outcome')).toBe('3dsAuthenticationFailed');
  });

  it('counts wrong passcodes and fails on the third', async () => {
    const res = await challenged();
    const first = await answer(await stepUp(res), { action: 'submit', code: '0000' });
    expect(first.body).toContain('That code is not right. 2 attempts left.');
    expect(first.body).toContain('aria-invalid="true"');
    const second = await answer(first, { action: 'submit', code: '9999' });
    expect(second.body).toContain('1 attempt left.');
    const third = await answer(second, { action: 'submit', code: '1111' });
    expect(third.body).toContain('Authentication failed');
    expect(stringAt((await complete(res)).json, 'outcome')).toBe('3dsAuthenticationFailed');
  });

  it('counts wrong passcodes on the challenge, whatever attempts count the form posts', async () => {
    const res = await challenged();
    const JWT = stringAt(res.json, 'challenge.jwt');
    const guess = (code: string) =>
      postForm(sandbox.app, '/V2/Cruise/StepUp/answer', {
        JWT,
        action: 'submit',
        code,
        attempts: '0',
      });
    expect((await guess('0000')).body).toContain('2 attempts left.');
    expect((await guess('0001')).body).toContain('1 attempt left.');
    expect((await guess('0002')).body).toContain('Authentication failed');
    // The challenge is over: the right code now goes straight back to the shop, failed.
    expect((await guess(demoPasscode)).body).toContain('Authentication failed');
    expect(stringAt((await complete(res)).json, 'outcome')).toBe('3dsAuthenticationFailed');
  });

  it('keeps the count when the challenge page is posted again', async () => {
    const res = await challenged();
    await answer(await stepUp(res), { action: 'submit', code: '0000' });
    const again = await stepUp(res);
    const wrong = await answer(again, { action: 'submit', code: '0001' });
    expect(wrong.body).toContain('1 attempt left.');
  });

  it('asks again for an empty passcode without using an attempt', async () => {
    const page = await answer(await stepUp(await challenged()), { action: 'submit', code: ' ' });
    expect(page.body).toContain('Enter the passcode. 3 attempts left.');
  });

  it('fails a card whose challenge always fails, whatever the shopper answers', async () => {
    const res = await challenged('4000000000001109');
    await answer(await stepUp(res), { action: 'submit', code: demoPasscode });
    expect(stringAt((await complete(res)).json, 'outcome')).toBe('3dsAuthenticationFailed');
  });

  it('answers once: posting the JWT again goes straight back to the shop', async () => {
    const res = await challenged();
    const page = await stepUp(res, { MD: 'm1' });
    await answer(page, { action: 'submit', code: demoPasscode });
    const again = await stepUp(res, { MD: 'm1' });
    expect(again.body).toContain('data-auto-submit');
    expect(again.body).toContain('Payment approved');
    const late = await answer(page, { action: 'cancel' });
    expect(late.body).toContain('Payment approved');
    expect(stringAt((await complete(res)).json, 'outcome')).toBe('authorized');
  });

  it('escapes MD everywhere it is echoed', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const page = await stepUp(await challenged(), { MD: hostile });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<img src=x');
    expect(hiddenFields(page.body).MD).toBe(hostile);
    const done = await answer(page, { action: 'submit', code: demoPasscode });
    expect(done.body).not.toContain('<script>alert(1)');
    expect(hiddenFields(done.body).MD).toBe(hostile);
  });

  it.each([
    ['no JWT', {}],
    ['a JWT it did not sign', { JWT: 'a.b.c' }],
    ['an MD over 1024 characters', { MD: 'x'.repeat(1025) }],
  ])('refuses %s with a 400 page', async (_name, fields) => {
    const res = await challenged();
    const page = await postForm(sandbox.app, '/V2/Cruise/StepUp', {
      ...(Object.keys(fields).includes('JWT') || Object.keys(fields).length === 0
        ? {}
        : { JWT: stringAt(res.json, 'challenge.jwt') }),
      ...fields,
    });
    expect(page.status).toBe(400);
    expect(page.body).toContain('Authentication unavailable');
    expect(page.body).not.toContain('data-auto-submit');
  });

  it('refuses an answer without a valid JWT or action', async () => {
    const page = await stepUp(await challenged());
    const hidden = hiddenFields(page.body);
    expect((await postForm(sandbox.app, '/V2/Cruise/StepUp/answer', { ...hidden })).status).toBe(
      400,
    );
    const forged = { ...hidden, JWT: `${hidden.JWT}x`, action: 'submit', code: demoPasscode };
    expect((await postForm(sandbox.app, '/V2/Cruise/StepUp/answer', forged)).status).toBe(400);
  });

  it('refuses an expired JWT', async () => {
    const res = await challenged();
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 601 },
    });
    try {
      expect((await stepUp(res)).status).toBe(400);
    } finally {
      await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
    }
  });

  it('drives the standalone 3DS verification too, with merchant.overrideName shown', async () => {
    const card = {
      type: 'card/front',
      cardNumber: '5200000000001096',
      cardExpiryDate: { month: 12, year: 2035 },
    };
    const auth = await sandbox.call('threeDsAuthentication', {
      body: {
        transactionReference: 'challenge-standalone',
        merchant: { entity: 'default', overrideName: 'Museum of Art' },
        instruction: { paymentInstrument: card, value: { currency: 'EUR', amount: 2550 } },
        deviceData: { acceptHeader: 'text/html', userAgentHeader: 'test' },
        challenge: { returnUrl },
      },
    });
    expect(stringAt(auth.json, 'outcome')).toBe('challenged');
    const page = await stepUp(auth);
    expect(page.body).toContain('Museum of Art');
    expect(page.body).toContain('€25.50');
    expect(page.body).toContain('Mastercard ID Check');
    await answer(page, { action: 'submit', code: demoPasscode });
    const verified = await sandbox.call('threeDsVerification', {
      body: {
        transactionReference: 'challenge-standalone',
        merchant: { entity: 'default' },
        challenge: { reference: stringAt(auth.json, 'challenge.reference') },
      },
    });
    expect(stringAt(verified.json, 'outcome')).toBe('authenticated');
  });
});
