// The device data collection page through inject: a JWT from the REST API gets a SessionId the
// REST API then accepts; anything else gets a 400 page that reports Status false.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequest, stringAt } from '../../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../../test/harness';
import { directive, pageData, postForm, sandboxPath, shopOrigin } from '../test/pages';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
});
afterAll(() => sandbox.close());

async function startPayment(): Promise<Answer> {
  const res = await sandbox.call('payment', {
    body: paymentRequest({ cardNumber: '4000000000001091', threeDS: true }),
  });
  expect(stringAt(res.json, 'outcome')).toBe('3dsDeviceDataRequired');
  return res;
}

const collect = (res: Answer, fields: Record<string, string> = {}, headers = {}) =>
  postForm(
    sandbox.app,
    sandboxPath(stringAt(res.json, 'deviceDataCollection.url')),
    {
      Bin: stringAt(res.json, 'deviceDataCollection.bin'),
      JWT: stringAt(res.json, 'deviceDataCollection.jwt'),
      ...fields,
    },
    headers,
  );

describe('POST /V1/Cruise/Collect', () => {
  it('hands out a SessionId that supply3dsDeviceData accepts as collectionReference', async () => {
    const payment = await startPayment();
    const page = await collect(payment, {}, { origin: shopOrigin });
    expect(page.status).toBe(200);
    const data = pageData(page.body);
    expect(data).toMatchObject({ ok: true, targets: [shopOrigin] });
    const sessionId = String(data.sessionId);
    expect(sessionId).toMatch(/^0_[0-9a-f-]{36}$/);
    expect(page.body).toContain('src="/static/js/ddc.js"');

    const next = await sandbox.follow(
      stringAt(payment.json, '_actions.supply3dsDeviceData.href'),
      'POST',
      { body: { collectionReference: sessionId } },
    );
    expect(stringAt(next.json, 'outcome')).toBe('3dsChallenged');
  });

  it('gives the same SessionId for the same JWT', async () => {
    const payment = await startPayment();
    const first = pageData((await collect(payment)).body);
    const second = pageData((await collect(payment)).body);
    expect(second.sessionId).toBe(first.sessionId);
  });

  it('may be framed by the app origins and the sandbox itself, nobody else', async () => {
    const page = await collect(await startPayment());
    expect(directive(page.csp, 'frame-ancestors')).toBe(`'self' ${shopOrigin}`);
    expect(directive(page.csp, 'script-src')).toBe("'self'");
    expect(pageData(page.body).allowedOrigins).toEqual([shopOrigin, 'http://sandbox.test']);
  });

  it('targets every allowed origin when the request names a foreign one', async () => {
    const page = await collect(await startPayment(), {}, { origin: 'https://evil.test' });
    expect(pageData(page.body).targets).toEqual([shopOrigin, 'http://sandbox.test']);
  });

  it.each([
    ['a missing JWT', { JWT: '' }],
    ['a JWT it did not sign', { JWT: 'eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.c2lnbmF0dXJl' }],
    ['a tampered JWT', { JWT: 'tampered' }],
  ])('refuses %s with a 400 page that reports Status false', async (_name, fields) => {
    const page = await collect(await startPayment(), fields);
    expect(page.status).toBe(400);
    const data = pageData(page.body);
    expect(data.ok).toBe(false);
    expect(data).not.toHaveProperty('sessionId');
    expect(page.body).toContain('Device data collection failed');
  });

  it('refuses an expired JWT', async () => {
    const payment = await startPayment();
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 601 },
    });
    try {
      const page = await collect(payment);
      expect(page.status).toBe(400);
      expect(pageData(page.body).ok).toBe(false);
    } finally {
      await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
    }
  });

  it('never reflects what was posted', async () => {
    const hostile = '"><script>alert(1)</script>';
    const page = await collect(await startPayment(), { Bin: hostile, extra: hostile });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('alert(1)');
  });

  it('answers a body it cannot read with a 415 page, not the API error', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/V1/Cruise/Collect',
      headers: { 'content-type': 'application/xml' },
      payload: '<JWT>x</JWT>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('accepts the JWT of a standalone 3DS deviceDataInitialization', async () => {
    const init = await sandbox.call('threeDsDeviceDataInitialization', {
      body: {
        transactionReference: 'ddc-standalone',
        merchant: { entity: 'default' },
        paymentInstrument: {
          type: 'card/front',
          cardNumber: '4000000000001000',
          cardExpiryDate: { month: 12, year: 2035 },
        },
      },
    });
    const page = await postForm(sandbox.app, '/V1/Cruise/Collect', {
      JWT: stringAt(init.json, 'deviceDataCollection.jwt'),
    });
    expect(pageData(page.body)).toMatchObject({ ok: true });
  });
});
