// The hosted payment page through inject: the page, its theme and frame rules, and the payment
// it takes — every order.status the library reports, decided by the scenario table, with 3DS
// driven by the same domain functions the browser frames call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDeviceDataCollected } from '../../domain/device-data';
import { completeChallenge } from '../../domain/three-ds';
import { reference, stringAt } from '../../test/fixtures';
import { publicUrl, startTestSandbox, type TestSandbox } from '../../test/harness';
import { directive, getPage, pageData, sandboxPath, shopOrigin } from '../test/pages';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
});
afterAll(() => sandbox.close());

async function createPage(extra: Record<string, unknown> = {}) {
  const transactionReference = reference('HPP');
  const res = await sandbox.call('createPaymentPage', {
    body: {
      transactionReference,
      merchant: { entity: 'default' },
      narrative: { line1: 'Museum of Art' },
      value: { currency: 'GBP', amount: 1600 },
      ...extra,
    },
  });
  const url = stringAt(res.json, 'url');
  return {
    path: sandboxPath(url),
    transactionReference,
    query: stringAt(res.json, '_links.self.href'),
  };
}

const card = (
  o: Partial<Record<'cardHolderName' | 'cardNumber' | 'expiry' | 'cvc', string>> = {},
) => ({
  cardHolderName: 'Ada Lovelace',
  cardNumber: '4000000000001000',
  expiry: '12/35',
  cvc: '123',
  ...o,
});

async function post(path: string, body: unknown = {}) {
  const res = await sandbox.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
}

/** Pays and answers the 3DS steps as the page's frames would; returns the final step. */
async function pay(path: string, body: unknown, challenge: 'passed' | 'failed' = 'passed') {
  let step = await post(`${path}/payments`, body);
  for (let i = 0; i < 3 && step.status === 200 && step.json.step !== 'result'; i += 1) {
    const attempt = stringAt(step.json, 'attempt');
    if (step.json.step === 'deviceData') {
      const collected = await recordDeviceDataCollected(sandbox.ctx, stringAt(step.json, 'jwt'));
      step = await post(
        `${path}/payments/${attempt}/device-data`,
        collected.ok ? { sessionId: collected.sessionId } : {},
      );
    } else {
      const reference = JSON.parse(
        Buffer.from(stringAt(step.json, 'jwt').split('.')[1] ?? '', 'base64url').toString(),
      );
      const transactionId = JSON.parse(reference.Payload).TransactionId;
      expect((await completeChallenge(sandbox.ctx, transactionId, challenge)).ok).toBe(true);
      step = await post(`${path}/payments/${attempt}/challenge`);
    }
  }
  return step;
}

describe('GET the hosted payment page', () => {
  it('shows what is paid, to whom, with the frame rules of the app origins', async () => {
    const hpp = await createPage({ description: '1 adult ticket' });
    const page = await getPage(sandbox.app, `${hpp.path}?parent=${encodeURIComponent(shopOrigin)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Museum of Art');
    expect(page.body).toContain('Pay £16.00');
    expect(page.body).toContain('1 adult ticket');
    expect(page.body).toContain('<label for="card-number">Card number</label>');
    expect(directive(page.csp, 'frame-ancestors')).toBe(shopOrigin);
    expect(directive(page.csp, 'frame-src')).toBe("'self'");
    expect(directive(page.csp, 'connect-src')).toBe("'self'");
    expect(pageData(page.body)).toMatchObject({
      state: 'open',
      targets: [shopOrigin],
      transactionReference: hpp.transactionReference,
    });
  });

  it('escapes the merchant texts', async () => {
    const hpp = await createPage({ description: '<img src=x onerror=alert(1)>' });
    const page = await getPage(sandbox.app, hpp.path);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('turns the customisation into CSS variables and drops what could escape', async () => {
    const hpp = await createPage();
    const customisation = {
      button: {
        backgroundColor: '#c8102e',
        gradient: 'linear-gradient(90deg, #c8102e, #78001e)',
        borderRadius: '24px',
      },
      header: { textShadow: '0 1px 2px #000', color: 'red;} body{display:none' },
      page: { fontFamily: 'Georgia, serif', backgroundColor: 'url(https://evil.test/x)' },
      inputs: { gradient: 'red' },
      scripts: { color: 'red' },
    };
    const page = await getPage(
      sandbox.app,
      `${hpp.path}?customisation=${encodeURIComponent(JSON.stringify(customisation))}`,
    );
    expect(page.body).toContain('--button-background-color: #c8102e;');
    expect(page.body).toContain(
      '--button-background-image: linear-gradient(90deg, #c8102e, #78001e);',
    );
    expect(page.body).toContain('--button-border-radius: 24px;');
    expect(page.body).toContain('--header-text-shadow: 0 1px 2px #000;');
    expect(page.body).toContain('--page-font-family: Georgia, serif;');
    expect(page.body).not.toContain('--header-color:');
    expect(page.body).not.toContain('evil.test');
    expect(page.body).not.toContain('--inputs-background-image');
    expect(page.body).not.toContain('--scripts');
  });

  it('answers 404 for an id it never issued and 400 for a parent that is not an app origin', async () => {
    expect((await getPage(sandbox.app, '/app/hpp/integration/transaction/nope')).status).toBe(404);
    const hpp = await createPage();
    const page = await getPage(sandbox.app, `${hpp.path}?parent=https%3A%2F%2Fevil.test`);
    expect(page.status).toBe(400);
    expect(page.body).not.toContain('hpp-page.js');
  });

  it('renders an expired page as session_expired', async () => {
    const hpp = await createPage({ expiry: 60 });
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 61 },
    });
    try {
      const page = await getPage(sandbox.app, hpp.path);
      expect(pageData(page.body).state).toBe('session_expired');
      expect(page.body).toContain('Session expired');
      expect(page.body).not.toContain('id="card-form"');
      expect((await post(`${hpp.path}/payments`, card())).json).toEqual({
        step: 'result',
        status: 'session_expired',
      });
    } finally {
      await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
    }
  });
});

describe('paying on the hosted page', () => {
  it.each([
    ['Ada Lovelace', '4000000000001000', 'success'],
    ['PENDING', '4000000000001000', 'pending'],
    ['REFUSED', '4000000000001000', 'failure'],
    ['fs-highRisk', '4000000000001000', 'failure'],
    ['Ada Lovelace', '4000000000001018', 'failure'],
    ['Ada Lovelace', '4000000000001059', 'failure'],
    ['ERROR', '4000000000001000', 'error'],
    ['EXCEPTION', '4000000000001000', 'exception'],
  ])('%s with %s: %s', async (cardHolderName, cardNumber, status) => {
    const hpp = await createPage();
    const step = await pay(hpp.path, card({ cardHolderName, cardNumber }));
    expect(step.json).toEqual({ step: 'result', status });
    expect(pageData((await getPage(sandbox.app, hpp.path)).body).state).toBe(status);
  });

  it('CVC 444 is cancelled by the auto-settlement rule: failure', async () => {
    const hpp = await createPage();
    expect((await pay(hpp.path, card({ cvc: '444' }))).json).toEqual({
      step: 'result',
      status: 'failure',
    });
  });

  it('a challenge card passes or fails as the shopper does', async () => {
    const passed = await createPage();
    expect(
      (await pay(passed.path, card({ cardNumber: '4000000000001091' }), 'passed')).json,
    ).toEqual({
      step: 'result',
      status: 'success',
    });
    const failed = await createPage();
    expect(
      (await pay(failed.path, card({ cardNumber: '4000000000001091' }), 'failed')).json,
    ).toEqual({
      step: 'result',
      status: 'failure',
    });
  });

  it('pays without 3DS when the page was created with threeDS disabled, and the query finds it', async () => {
    const hpp = await createPage({ threeDS: { type: 'disabled' } });
    expect((await post(`${hpp.path}/payments`, card())).json).toEqual({
      step: 'result',
      status: 'success',
    });
    const query = await sandbox.follow(hpp.query, 'GET');
    expect(query.json).toMatchObject({
      _embedded: {
        payments: [
          { transactionReference: hpp.transactionReference, lastEvent: expect.any(String) },
        ],
      },
    });
  });

  it('answers once: after a result the page stays closed', async () => {
    const hpp = await createPage({ threeDS: { type: 'disabled' } });
    await post(`${hpp.path}/cancel`);
    expect((await post(`${hpp.path}/payments`, card())).json).toEqual({
      step: 'result',
      status: 'cancelled_by_shopper',
    });
    expect((await post(`${hpp.path}/cancel`)).json).toEqual({
      step: 'result',
      status: 'cancelled_by_shopper',
    });
  });

  it('refuses a card that breaks the spec rules, naming each field', async () => {
    const hpp = await createPage();
    const res = await post(
      `${hpp.path}/payments`,
      card({ cardHolderName: ' ', cardNumber: '4000000000001092', expiry: '01/20', cvc: '12' }),
    );
    expect(res).toEqual({
      status: 400,
      json: {
        step: 'invalid',
        errors: {
          cardHolderName: 'Field cannot be empty',
          cardNumber: 'Invalid card number',
          expiry: 'Date must be in the future',
          cvc: 'Invalid CVC',
        },
      },
    });
  });

  it('reloading mid-3DS starts a fresh attempt instead of a duplicate reference', async () => {
    const hpp = await createPage();
    const first = await post(`${hpp.path}/payments`, card());
    expect(first.json.step).toBe('deviceData');
    expect((await pay(hpp.path, card())).json).toEqual({ step: 'result', status: 'success' });
  });

  const superseded = {
    status: 409,
    json: {
      step: 'superseded',
      message: 'This payment attempt is no longer the current one on this page.',
    },
  };

  it('refuses a stale attempt without touching the current one', async () => {
    const hpp = await createPage();
    const first = await post(`${hpp.path}/payments`, card());
    const second = await post(`${hpp.path}/payments`, card({ cardNumber: '4000000000001091' }));
    const stale = stringAt(first.json, 'attempt');
    const collected = await recordDeviceDataCollected(sandbox.ctx, stringAt(first.json, 'jwt'));
    const sessionId = collected.ok ? collected.sessionId : undefined;
    expect(await post(`${hpp.path}/payments/${stale}/device-data`, { sessionId })).toEqual(
      superseded,
    );
    expect(await post(`${hpp.path}/payments/${stale}/challenge`)).toEqual(superseded);
    // The second attempt goes on to its challenge and succeeds; the page reports it once.
    const current = stringAt(second.json, 'attempt');
    const next = await post(`${hpp.path}/payments/${current}/device-data`);
    expect(next.json.step).toBe('challenge');
    const claims = JSON.parse(
      Buffer.from(stringAt(next.json, 'jwt').split('.')[1] ?? '', 'base64url').toString(),
    );
    await completeChallenge(sandbox.ctx, JSON.parse(claims.Payload).TransactionId, 'passed');
    expect((await post(`${hpp.path}/payments/${current}/challenge`)).json).toEqual({
      step: 'result',
      status: 'success',
    });
    // Once the page is closed, the stale attempt hears the page's result.
    expect((await post(`${hpp.path}/payments/${stale}/device-data`)).json).toEqual({
      step: 'result',
      status: 'success',
    });
  });

  it("will not continue another page's attempt, and leaves both pages open", async () => {
    const mine = await createPage();
    const other = await createPage();
    const started = await post(`${other.path}/payments`, card());
    const attempt = stringAt(started.json, 'attempt');
    expect(await post(`${mine.path}/payments/${attempt}/device-data`)).toEqual(superseded);
    expect((await pay(mine.path, card())).json).toEqual({ step: 'result', status: 'success' });
    expect((await post(`${other.path}/payments/${attempt}/device-data`)).json).toEqual({
      step: 'result',
      status: 'success',
    });
  });

  it('refuses a body nested 8,000 levels deep and leaves the attempt as it was', async () => {
    const hpp = await createPage();
    const started = await post(`${hpp.path}/payments`, card());
    const attempt = stringAt(started.json, 'attempt');
    const deep = await sandbox.app.inject({
      method: 'POST',
      url: `${hpp.path}/payments/${attempt}/device-data`,
      headers: { 'content-type': 'application/json' },
      payload: `{"extra":${'['.repeat(8000)}{"0":1}${']'.repeat(8000)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      error: 'invalidRequest',
      message: 'The request body is nested more than 32 levels deep.',
    });
    const collected = await recordDeviceDataCollected(sandbox.ctx, stringAt(started.json, 'jwt'));
    if (!collected.ok) throw new Error(collected.reason);
    const next = await post(`${hpp.path}/payments/${attempt}/device-data`, {
      sessionId: collected.sessionId,
    });
    expect(next.json).toEqual({ step: 'result', status: 'success' });
  });

  it('takes JSON only, and bad bodies are 400s', async () => {
    const hpp = await createPage();
    const form = await sandbox.app.inject({
      method: 'POST',
      url: `${hpp.path}/payments`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4000000000001000',
    });
    expect(form.statusCode).toBe(415);
    expect((await post(`${hpp.path}/payments`, { cardNumber: 1 })).status).toBe(400);
    expect((await post(`${hpp.path}/payments/${'x'.repeat(65)}/challenge`)).status).toBe(400);
    expect((await post('/app/hpp/integration/transaction/nope/cancel')).status).toBe(404);
  });
});

describe('the challenge ReturnUrl inside the hosted page', () => {
  it('tells the page on the sandbox origin, framed by the page inside an app page', async () => {
    const hpp = await createPage();
    const res = await sandbox.app.inject({
      method: 'POST',
      url: `${hpp.path}/challenge-return`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'TransactionId=abc&MD=%3Cscript%3E',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'frame-ancestors')).toBe(`'self' ${shopOrigin}`);
    expect(pageData(res.body)).toEqual({ type: 'sjd-hpp:challenge-returned', origin: publicUrl });
  });
});
