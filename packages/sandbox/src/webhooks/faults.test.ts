// Issue 30: delivery faults per transaction reference (faults.ts, applied by delivery.ts), the
// scenario triggers (domain/scenario-triggers.ts) and the simulator routes that reach them
// (api/simulator-routes.ts, Basic auth). A real receiver on 127.0.0.1; rounds run by hand.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentRequest, payoutRequest, expiry, stringAt } from '../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../test/harness';
import {
  merchantAuth,
  startReceiver,
  webhookSettings,
  type TestReceiver,
} from '../test/webhook-receiver';
import { delayFaultMs, noFaults, type WebhookFaults } from './faults';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

const minutes = (n: number) => n * 60_000;

async function setup(statuses: number[] = []) {
  const receiver = await startReceiver({ statuses });
  open.push(receiver);
  const sandbox = await startTestSandbox({ webhooks: webhookSettings([receiver.url]) });
  open.push(sandbox);
  await control(sandbox, 'POST', '/_sandbox/clock', { now: '2026-11-27T09:00:00.000Z' });
  const delivery = sandbox.app.webhooks?.delivery;
  if (!delivery) throw new Error('webhooks are not on');
  return { sandbox, receiver, tick: () => delivery.tick() };
}

function control(
  sandbox: TestSandbox,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) {
  return sandbox.app.inject({
    method,
    url,
    headers: merchantAuth(sandbox),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const advance = (sandbox: TestSandbox, ms: number) =>
  control(sandbox, 'POST', '/_sandbox/clock', { advanceSeconds: Math.round(ms / 1000) });

async function setFaults(sandbox: TestSandbox, reference: string, faults: Partial<WebhookFaults>) {
  const answer = await control(sandbox, 'PUT', '/_sandbox/webhooks/faults', {
    transactionReferences: [reference],
    faults: { ...noFaults, ...faults },
  });
  expect(answer.statusCode).toBe(204);
}

const types = (receiver: TestReceiver) =>
  receiver.received.map((r) => (r.json.eventDetails as { type: string }).type);
const action = (answer: Answer, name: string) => stringAt(answer.json, `_actions.${name}.href`);

async function attempts(sandbox: TestSandbox, reference: string) {
  const answer = await control(
    sandbox,
    'GET',
    `/_sandbox/webhooks?transactionReference=${encodeURIComponent(reference)}`,
  );
  expect(answer.statusCode).toBe(200);
  return answer.json<{
    events: {
      type: string;
      deliveries: { held: string[]; attempts: { status: number; fault?: string }[] }[];
    }[];
  }>().events;
}

describe('delivery faults', () => {
  it('duplicate: the first attempt goes twice, same eventId and body, both recorded', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest();
    await setFaults(sandbox, request.transactionReference, { duplicate: true });
    await sandbox.call('payment', { body: request });
    await tick();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.raw).toBe(receiver.received[0]?.raw);
    const [event] = await attempts(sandbox, request.transactionReference);
    expect(event?.deliveries[0]?.attempts).toMatchObject([
      { status: 200 },
      { status: 200, fault: 'duplicate' },
    ]);
    // Another payment without the fault: once.
    await sandbox.call('payment', { body: paymentRequest() });
    await tick();
    expect(receiver.received).toHaveLength(3);
  });

  it('out of order: an event is held until the next one of its payment, then sent after it', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest();
    await setFaults(sandbox, request.transactionReference, { outOfOrder: true });
    const paid = await sandbox.call('payment', { body: request });
    expect(await tick()).toBe(0);
    await advance(sandbox, 5_000);
    expect((await sandbox.follow(action(paid, 'settlePayment'), 'POST')).status).toBe(202);
    await tick();
    expect(types(receiver)).toEqual(['sentForSettlement', 'authorized']);
    const stamps = receiver.received.map((r) => String(r.json.eventTimestamp));
    expect(stamps[0] && stamps[1] && stamps[0] > stamps[1]).toBe(true);
  });

  it('out of order: an event nothing follows goes out once its hold is over', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest();
    await setFaults(sandbox, request.transactionReference, { outOfOrder: true });
    await sandbox.call('payment', { body: request });
    expect(await tick()).toBe(0);
    await advance(sandbox, minutes(1));
    expect(await tick()).toBe(1);
    expect(types(receiver)).toEqual(['authorized']);
  });

  it('delay: the first attempt waits on the sandbox clock', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest();
    await setFaults(sandbox, request.transactionReference, { delay: true });
    await sandbox.call('payment', { body: request });
    expect(await tick()).toBe(0);
    await advance(sandbox, delayFaultMs - 1000);
    expect(await tick()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    await advance(sandbox, 1000);
    expect(await tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [event] = await attempts(sandbox, request.transactionReference);
    expect(event?.deliveries[0]?.held).toEqual(['delay']);
  });

  it('bad and missing signatures: a wrong HMAC of the right shape, or no header, on every attempt', async () => {
    const { sandbox, receiver, tick } = await setup([400, 400]);
    const bad = paymentRequest();
    await setFaults(sandbox, bad.transactionReference, { badSignature: true });
    await sandbox.call('payment', { body: bad });
    await tick();
    const header = String(receiver.received[0]?.headers['event-signature']);
    expect(header).toMatch(/^1\/SHA256\/[0-9a-f]{64},2\/SHA256\/[0-9a-f]{64}$/);
    const good = createHmac('sha256', 'first-secret-a')
      .update(receiver.received[0]?.raw ?? '')
      .digest('hex');
    expect(header).not.toContain(good);

    const missing = paymentRequest();
    await setFaults(sandbox, missing.transactionReference, { missingSignature: true });
    await sandbox.call('payment', { body: missing });
    await tick();
    expect(receiver.received[1]?.headers).not.toHaveProperty('event-signature');
    const [event] = await attempts(sandbox, missing.transactionReference);
    expect(event?.deliveries[0]?.attempts).toMatchObject([
      { status: 400, fault: 'missingSignature' },
    ]);

    // Turned off, the retry is signed again (and accepted).
    await setFaults(sandbox, missing.transactionReference, {});
    await advance(sandbox, minutes(15));
    await tick();
    const retried = receiver.received.at(-1);
    expect(retried?.headers['event-signature']).toContain(
      createHmac('sha256', 'first-secret-a')
        .update(retried?.raw ?? '')
        .digest('hex'),
    );
  });
});

describe('scenario triggers', () => {
  const scenario = (sandbox: TestSandbox, name: string, transactionReference: string) =>
    control(sandbox, 'POST', '/_sandbox/scenarios', { scenario: name, transactionReference });

  it('chargeback: chargedBack then informationRequested; refunds no longer offered, lastEvent kept', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest({ amount: 800 });
    const paid = await sandbox.call('payment', { body: request });
    // Nothing settled yet: refused with the reason.
    const early = await scenario(sandbox, 'chargeback', request.transactionReference);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorName: 'scenarioNotApplicable' });
    await sandbox.follow(action(paid, 'settlePayment'), 'POST');
    await advance(sandbox, minutes(16));
    expect((await scenario(sandbox, 'chargeback', request.transactionReference)).statusCode).toBe(
      200,
    );
    await tick();
    expect(types(receiver)).toEqual([
      'authorized',
      'sentForSettlement',
      'settled',
      'chargedBack',
      'informationRequested',
    ]);
    expect(receiver.received[3]?.json.eventDetails).toMatchObject({
      classification: 'payment',
      amount: { value: 800, currencyCode: 'GBP' },
    });
    expect(receiver.received[4]?.json.eventDetails).toMatchObject({ classification: 'chargeback' });
    const query = await sandbox.follow(stringAt(paid.json, '_links.self.href'), 'GET');
    expect(query.json).toMatchObject({ lastEvent: 'Settled' });
    expect(query.json).not.toHaveProperty('_actions.refundPayment');
    expect((await scenario(sandbox, 'chargeback', request.transactionReference)).statusCode).toBe(
      409,
    );
  });

  it('refund fails: the next refund fails with 5 REFUSED, the one after goes through', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest({ amount: 1000, settlement: { auto: true } });
    const sale = await sandbox.call('payment', { body: request });
    expect((await scenario(sandbox, 'refundFails', request.transactionReference)).statusCode).toBe(
      200,
    );
    const first = await sandbox.follow(action(sale, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'r-1', value: { amount: 300, currency: 'GBP' } },
    });
    await sandbox.follow(action(first, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'r-2', value: { amount: 200, currency: 'GBP' } },
    });
    await advance(sandbox, minutes(16));
    await tick();
    const details = receiver.received.map((r) => r.json.eventDetails as Record<string, unknown>);
    expect(details.filter((d) => d.type === 'refundFailed')).toMatchObject([
      { reference: 'r-1', refund: { refusal: { code: '5', description: 'REFUSED' } } },
    ]);
    expect(details.filter((d) => d.type === 'refunded')).toMatchObject([{ reference: 'r-2' }]);
  });

  it('approve later / refuse later: a waiting Fast Access payout is decided 30 s later', async () => {
    const { sandbox, receiver, tick } = await setup();
    const card = { type: 'card/plain', cardNumber: '4444333322221111', cardExpiryDate: expiry };
    const pending = payoutRequest(card, 340);
    const refused = payoutRequest(card, 330);
    const approved = payoutRequest(card, 1000);
    const made = await sandbox.call('payoutFastAccess', { body: pending });
    await sandbox.call('payoutFastAccess', { body: refused });
    await sandbox.call('payoutFastAccess', { body: approved });
    expect((await scenario(sandbox, 'approveLater', pending.transactionReference)).statusCode).toBe(
      200,
    );
    expect((await scenario(sandbox, 'refuseLater', refused.transactionReference)).statusCode).toBe(
      200,
    );
    // Already approved: nothing to decide.
    expect((await scenario(sandbox, 'refuseLater', approved.transactionReference)).statusCode).toBe(
      409,
    );
    await tick();
    expect(types(receiver)).toEqual(['pending', 'requested', 'approved']);
    await advance(sandbox, 30_000);
    await tick();
    expect(types(receiver).slice(3)).toEqual(['approved', 'refused']);
    const query = await sandbox.follow(stringAt(made.json, '_links.payouts:payout.href'), 'GET');
    expect(query.json).toMatchObject({ outcome: 'approved' });
  });

  it('refuses an unknown reference (404) and a bad body (400)', async () => {
    const { sandbox } = await setup();
    expect((await scenario(sandbox, 'chargeback', 'nobody')).statusCode).toBe(404);
    expect((await scenario(sandbox, 'explode', 'nobody')).statusCode).toBe(400);
  });
});

describe('simulator routes', () => {
  const routes = [
    ['GET', '/_sandbox/webhooks?transactionReference=x'],
    ['POST', '/_sandbox/webhooks/x/resend'],
    ['PUT', '/_sandbox/webhooks/faults'],
    ['POST', '/_sandbox/scenarios'],
  ] as const;

  it("need the merchant credentials and the server's simulator key", async () => {
    const { sandbox } = await setup();
    const { authorization } = merchantAuth(sandbox);
    for (const headers of [
      {},
      // The merchant's credentials are public in this demo (the browser gets them for curl).
      { authorization },
      { authorization, 'x-sjd-simulator-key': 'a-guessed-simulator-key' },
      { 'x-sjd-simulator-key': sandbox.config.simulatorKey ?? '' },
    ]) {
      for (const [method, url] of routes) {
        const answer = await sandbox.app.inject({ method, url, payload: {}, headers });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        expect(answer.json()).toMatchObject({ errorName: 'accessDenied' });
      }
    }
  });

  it('are off without a simulator key', async () => {
    const sandbox = await startTestSandbox({ simulatorKey: null });
    try {
      for (const [method, url] of routes) {
        const answer = await sandbox.app.inject({
          method,
          url,
          payload: {},
          headers: merchantAuth(sandbox),
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ errorName: 'simulatorRoutesOff' });
      }
    } finally {
      await sandbox.close();
    }
  });
});
