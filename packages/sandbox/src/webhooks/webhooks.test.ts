// Issue 30, the provider's half: events (webhooks) on every state change of a payment, payout,
// token and refund, in the provider's envelope and media type, signed with every configured key,
// delivered by POST to the configured receivers only, retried on the sandbox clock, and every
// attempt recorded. A real receiver on 127.0.0.1; delivery rounds are run by hand (`tick`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxConfigFromEnv } from '../config';
import {
  citRequest,
  expiry,
  payoutRequest,
  paymentRequest,
  plainCard,
  stringAt,
} from '../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../test/harness';
import {
  merchantAuth,
  startReceiver,
  webhookSettings,
  type TestReceiver,
} from '../test/webhook-receiver';
import { nextAttemptAfter, retryWindowMs } from './delivery';
import { eventsMediaType } from './events';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

const start = '2026-11-27T09:00:00.000Z';
const startMs = Date.parse(start);
const minutes = (n: number) => n * 60_000;

async function setup(
  options: {
    statuses?: number[];
    silent?: boolean;
    timeoutMs?: number;
    authorizationValidityMs?: number;
  } = {},
): Promise<{ sandbox: TestSandbox; receiver: TestReceiver; tick: () => Promise<number> }> {
  const receiver = await startReceiver(options);
  open.push(receiver);
  const sandbox = await startTestSandbox({
    webhooks: webhookSettings(
      [receiver.url],
      options.timeoutMs ? { timeoutMs: options.timeoutMs } : {},
    ),
    ...(options.authorizationValidityMs
      ? { authorizationValidityMs: options.authorizationValidityMs }
      : {}),
  });
  open.push(sandbox);
  await clock(sandbox, { now: start });
  const delivery = sandbox.app.webhooks?.delivery;
  if (!delivery) throw new Error('webhooks are not on');
  return { sandbox, receiver, tick: () => delivery.tick() };
}

async function clock(sandbox: TestSandbox, body: { now: string } | { advanceSeconds: number }) {
  const answer = await sandbox.app.inject({
    method: 'POST',
    url: '/_sandbox/clock',
    payload: body,
  });
  expect(answer.statusCode).toBe(200);
}
const advance = (sandbox: TestSandbox, ms: number) =>
  clock(sandbox, { advanceSeconds: Math.round(ms / 1000) });

async function deliveries(sandbox: TestSandbox, transactionReference: string) {
  const answer = await sandbox.app.inject({
    method: 'GET',
    url: `/_sandbox/webhooks?transactionReference=${encodeURIComponent(transactionReference)}`,
    headers: merchantAuth(sandbox),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{
    receiversConfigured: boolean;
    events: {
      eventId: string;
      type: string;
      deliveries: {
        url: string;
        state: string;
        nextAttemptAt: string | null;
        attempts: {
          attempt: number;
          at: string;
          status: number | null;
          latencyMs: number;
          response: string;
          nextAttemptAt: string | null;
        }[];
      }[];
    }[];
  }>();
}

const action = (answer: Answer, name: string) => stringAt(answer.json, `_actions.${name}.href`);
const types = (receiver: TestReceiver) =>
  receiver.received.map((r) => (r.json.eventDetails as { type: string }).type);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 23);

describe('payment events', () => {
  it('sends authorized, sentForSettlement, then settled when it falls due on the sandbox clock', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest({ amount: 1250 });
    const authorized = await sandbox.call('payment', { body: request });
    expect(authorized.status).toBe(201);
    expect(await tick()).toBe(1);
    const [first] = receiver.received;
    expect(first?.headers['content-type']).toBe(eventsMediaType);
    const paymentId = stringAt(authorized.json, 'paymentId');
    expect(first?.json).toEqual({
      eventId: expect.stringMatching(uuid),
      eventTimestamp: stamp(startMs),
      eventDetails: {
        classification: 'payment',
        transactionReference: request.transactionReference,
        type: 'authorized',
        date: '2026-11-27',
        amount: { value: 1250, currencyCode: 'GBP' },
        _links: { payment: { href: `http://sandbox.test/paymentQueries/payments/${paymentId}` } },
      },
    });

    await advance(sandbox, minutes(1));
    const settled = await sandbox.follow(action(authorized, 'settlePayment'), 'POST');
    expect(settled.status).toBe(202);
    expect(await tick()).toBe(1);
    expect(receiver.received[1]?.json).toMatchObject({
      eventTimestamp: stamp(startMs + minutes(1)),
      eventDetails: { type: 'sentForSettlement', amount: { value: 1250, currencyCode: 'GBP' } },
    });

    // Not before its time: 15 minutes after the settlement, on the sandbox clock.
    await advance(sandbox, minutes(14));
    expect(await tick()).toBe(0);
    await advance(sandbox, minutes(1));
    expect(await tick()).toBe(1);
    expect(receiver.received[2]?.json).toMatchObject({
      eventTimestamp: stamp(startMs + minutes(16)),
      eventDetails: { type: 'settled', date: '2026-11-27', amount: { value: 1250 } },
    });
    expect(new Set(receiver.received.map((r) => r.json.eventId)).size).toBe(3);
    expect(await tick()).toBe(0);
  });

  it('sends refunds and their outcomes with the partial reference, a failed refund with its refusal', async () => {
    const { sandbox, receiver, tick } = await setup();
    const sale = await sandbox.call('payment', {
      body: paymentRequest({ amount: 1000, settlement: { auto: true } }),
    });
    await advance(sandbox, minutes(20));
    const partial = await sandbox.follow(action(sale, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'REFUND-FAILED', value: { amount: 300, currency: 'GBP' } },
    });
    expect(partial.status).toBe(202);
    await advance(sandbox, minutes(1));
    const rest = await sandbox.follow(action(partial, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'refund-2', value: { amount: 200, currency: 'GBP' } },
    });
    expect(rest.status).toBe(202);
    await advance(sandbox, minutes(15));
    await tick();
    expect(types(receiver)).toEqual([
      'authorized',
      'sentForSettlement',
      'settled',
      'sentForRefund',
      'sentForRefund',
      'refundFailed',
      'refunded',
    ]);
    const details = receiver.received.map((r) => r.json.eventDetails);
    expect(details[3]).toMatchObject({ reference: 'REFUND-FAILED', amount: { value: 300 } });
    expect(details[5]).toMatchObject({
      type: 'refundFailed',
      reference: 'REFUND-FAILED',
      amount: { value: 300, currencyCode: 'GBP' },
      refund: { refusal: { code: '5', description: 'REFUSED' } },
    });
    expect(details[6]).toMatchObject({ reference: 'refund-2', amount: { value: 200 } });
    expect(details[6]).not.toHaveProperty('refund');
  });

  it('sends refused and cancelled, and a settlement a cancelling reversal voided is never sent', async () => {
    const { sandbox, receiver, tick } = await setup();
    const refused = await sandbox.call('payment', {
      body: paymentRequest({ cardHolderName: 'REFUSED' }),
    });
    expect(refused.json).toMatchObject({ outcome: 'refused' });
    const authorized = await sandbox.call('payment', { body: paymentRequest({ amount: 900 }) });
    const settled = await sandbox.follow(action(authorized, 'partiallySettlePayment'), 'POST', {
      body: { reference: 'part-1', value: { amount: 400, currency: 'GBP' } },
    });
    expect(settled.status).toBe(202);
    // Within 15 minutes of the authorization a reversal is a cancellation (§1.3).
    const reversed = await sandbox.follow(action(settled, 'reversePayment'), 'POST');
    expect(reversed.status).toBe(202);
    await advance(sandbox, minutes(60));
    await tick();
    expect(types(receiver)).toEqual(['refused', 'authorized', 'sentForSettlement', 'cancelled']);
    expect(receiver.received[2]?.json.eventDetails).toMatchObject({ reference: 'part-1' });
  });

  it('sends the same events for a Card Payments v7 payment: settle by its link, cancel another', async () => {
    const { sandbox, receiver, tick } = await setup();
    const link = (answer: Answer, rel: string) =>
      stringAt(answer.json, `_links.cardPayments:${rel}.href`);
    const first = citRequest(plainCard(), { amount: 700 });
    const settledOne = await sandbox.call('cardPaymentCit', { body: first });
    expect(settledOne.status).toBe(201);
    expect((await sandbox.follow(link(settledOne, 'settle'), 'POST')).status).toBe(202);
    const second = citRequest(plainCard(), { amount: 300 });
    const cancelledOne = await sandbox.call('cardPaymentCit', { body: second });
    expect((await sandbox.follow(link(cancelledOne, 'cancel'), 'POST')).status).toBe(202);
    await advance(sandbox, minutes(15));
    await tick();
    const seen = receiver.received.map((r) => {
      const details = r.json.eventDetails as {
        transactionReference: string;
        type: string;
        amount: { value: number };
      };
      return `${details.transactionReference === first.transactionReference ? 'first' : 'second'} ${details.type} ${details.amount.value}`;
    });
    expect(seen).toEqual([
      'first authorized 700',
      'first sentForSettlement 700',
      'second authorized 300',
      'second cancelled 300',
      'first settled 700',
    ]);
  });

  it('sends tokenCreated in its own envelope for a token the payment created', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest({ tokenCreation: { type: 'worldpay', namespace: 'events' } });
    const paid = await sandbox.call('payment', { body: request });
    expect(paid.status).toBe(201);
    await tick();
    expect(types(receiver)).toEqual(['authorized', undefined]);
    const token = receiver.received[1]?.json;
    expect(token).toEqual({
      eventId: expect.stringMatching(uuid),
      eventType: 'tokenCreated',
      notificationId: expect.stringMatching(uuid),
      eventTimestamp: stamp(startMs),
      createdAt: start,
      eventDetails: {
        transactionReference: request.transactionReference,
        tokenCreatedAt: start,
        tokenPaymentInstrument: {
          type: 'card/tokenized',
          href: expect.stringMatching(/^http:\/\/sandbox\.test\/tokens\//),
        },
        tokenExpiryDateTime: expect.any(String),
        description: 'Token',
        tokenId: expect.any(String),
        paymentInstrument: {
          type: 'card/masked',
          cardNumber: '4444********1111',
          cardHolderName: 'Ada Lovelace',
          cardExpiryDate: { month: String(expiry.month), year: String(expiry.year) },
          bin: '444433',
          brand: 'VISA',
          fundingType: expect.any(String),
          countryCode: 'GB',
        },
      },
    });
    // The same card again matches the token: no second tokenCreated.
    await sandbox.call('payment', {
      body: paymentRequest({ tokenCreation: { type: 'worldpay', namespace: 'events' } }),
    });
    await tick();
    expect(types(receiver)).toEqual(['authorized', undefined, 'authorized']);
  });
});

describe('payout events', () => {
  const card = { type: 'card/plain', cardNumber: '4444333322221111', cardExpiryDate: expiry };

  it('sends a Fast Access payout its outcome as a payout event, a basic disbursement sentForRefund', async () => {
    const { sandbox, receiver, tick } = await setup();
    const requests = [1000, 340, 330, 310].map((amount) => payoutRequest(card, amount));
    for (const body of requests) {
      expect((await sandbox.call('payoutFastAccess', { body })).status).toBe(201);
    }
    const basic = payoutRequest(card, 1500);
    expect((await sandbox.call('payoutBasicDisbursement', { body: basic })).status).toBe(201);
    await tick();
    const byReference = new Map(
      receiver.received.map((r) => {
        const details = r.json.eventDetails as { transactionReference: string };
        return [details.transactionReference, details];
      }),
    );
    expect(receiver.received).toHaveLength(5);
    const expected = [
      ['approved', 1000],
      ['pending', 340],
      ['requested', 330],
      ['refused', 310],
    ] as const;
    expected.forEach(([type, value], i) => {
      const reference = requests[i]?.transactionReference ?? '';
      expect(byReference.get(reference)).toEqual({
        classification: 'payout',
        transactionReference: reference,
        type,
        date: '2026-11-27',
        amount: { value, currencyCode: 'GBP' },
        _links: { payment: { href: expect.stringMatching(/^http:\/\/sandbox\.test\/payouts\//) } },
      });
    });
    expect(byReference.get(basic.transactionReference)).toMatchObject({
      classification: 'payment',
      type: 'sentForRefund',
      amount: { value: 1500, currencyCode: 'GBP' },
    });
  });
});

describe('signature', () => {
  it('signs the raw body with every configured key: {keyId}/SHA256/{hex HMAC}, comma-separated', async () => {
    const { sandbox, receiver, tick } = await setup();
    await sandbox.call('payment', { body: paymentRequest() });
    await tick();
    const [event] = receiver.received;
    const header = String(event?.headers['event-signature']);
    const signatures = header.split(',').map((part) => part.split('/'));
    expect(signatures.map(([keyId, hash]) => `${keyId}/${hash}`)).toEqual(['1/SHA256', '2/SHA256']);
    const verifies = (raw: string, keyId: string, secret: string) => {
      const given = signatures.find(([id]) => id === keyId)?.[2] ?? '';
      const expected = createHmac('sha256', secret).update(raw, 'utf8').digest();
      const actual = Buffer.from(given, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    };
    const raw = event?.raw ?? '';
    expect(verifies(raw, '1', 'first-secret-a')).toBe(true);
    expect(verifies(raw, '2', 'second-secret-b')).toBe(true);
    // A changed body or the wrong secret does not verify.
    expect(verifies(raw.replace('"authorized"', '"refused"'), '1', 'first-secret-a')).toBe(false);
    expect(verifies(raw, '1', 'second-secret-b')).toBe(false);
  });

  it('sends no Event-Signature header when no key is configured', async () => {
    const receiver = await startReceiver();
    open.push(receiver);
    const sandbox = await startTestSandbox({
      webhooks: webhookSettings([receiver.url], { keys: [] }),
    });
    open.push(sandbox);
    await sandbox.call('payment', { body: paymentRequest() });
    await sandbox.app.webhooks?.delivery.tick();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers).not.toHaveProperty('event-signature');
  });
});

describe('retries', () => {
  it('retries a 500 fifteen minutes later on the sandbox clock and records every attempt', async () => {
    const { sandbox, receiver, tick } = await setup({ statuses: [500] });
    const request = paymentRequest();
    await sandbox.call('payment', { body: request });
    expect(await tick()).toBe(1);
    let [event] = (await deliveries(sandbox, request.transactionReference)).events;
    expect(event?.deliveries).toEqual([
      {
        url: receiver.url,
        state: 'pending',
        nextAttemptAt: new Date(startMs + minutes(15)).toISOString(),
        held: [],
        attempts: [
          {
            attempt: 1,
            at: start,
            status: 500,
            latencyMs: expect.any(Number),
            response: 'receiver failed with 500',
            nextAttemptAt: new Date(startMs + minutes(15)).toISOString(),
          },
        ],
      },
    ]);
    // Real time passing does not matter; the sandbox clock does.
    expect(await tick()).toBe(0);
    await advance(sandbox, minutes(15) - 1000);
    expect(await tick()).toBe(0);
    await advance(sandbox, 1000);
    expect(await tick()).toBe(1);
    [event] = (await deliveries(sandbox, request.transactionReference)).events;
    expect(event?.deliveries[0]).toMatchObject({
      state: 'delivered',
      nextAttemptAt: null,
      attempts: [
        { attempt: 1, status: 500 },
        { attempt: 2, status: 200, response: 'ok', nextAttemptAt: null },
      ],
    });
    // The same event both times, byte for byte.
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.raw).toBe(receiver.received[0]?.raw);
    await advance(sandbox, minutes(600));
    expect(await tick()).toBe(0);
  });

  it('sends a delivered event again on request, as it was (a duplicate), recorded as the next attempt', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest();
    await sandbox.call('payment', { body: request });
    expect(await tick()).toBe(1);
    const [event] = (await deliveries(sandbox, request.transactionReference)).events;
    const resend = (eventId: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: `/_sandbox/webhooks/${eventId}/resend`,
        headers: merchantAuth(sandbox),
      });
    const answer = await resend(event?.eventId ?? '');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({
      deliveries: [{ state: 'pending', nextAttemptAt: start }],
    });
    expect(await tick()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.raw).toBe(receiver.received[0]?.raw);
    const [again] = (await deliveries(sandbox, request.transactionReference)).events;
    expect(again?.deliveries[0]).toMatchObject({
      state: 'delivered',
      attempts: [
        { attempt: 1, status: 200 },
        { attempt: 2, status: 200 },
      ],
    });
    expect((await resend('not-an-event')).statusCode).toBe(404);
  });

  it('counts no answer within the timeout as a failure', async () => {
    const { sandbox, receiver, tick } = await setup({ silent: true, timeoutMs: 300 });
    const request = paymentRequest();
    await sandbox.call('payment', { body: request });
    expect(await tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [event] = (await deliveries(sandbox, request.transactionReference)).events;
    expect(event?.deliveries[0]).toMatchObject({
      state: 'pending',
      attempts: [{ attempt: 1, status: null, response: 'No answer within 0.3 s.' }],
    });
    expect(event?.deliveries[0]?.attempts[0]?.latencyMs).toBeGreaterThanOrEqual(250);
  });

  it('waits 15, 30, 60, then 120 minutes between attempts, and gives up after a week', () => {
    const waits: number[] = [];
    let now = startMs;
    for (let failed = 1; ; failed += 1) {
      const next = nextAttemptAfter(failed, now, startMs);
      if (next === null) break;
      waits.push((next - now) / minutes(1));
      now = next;
    }
    expect(waits.slice(0, 6)).toEqual([15, 30, 60, 120, 120, 120]);
    expect(now - startMs).toBeLessThanOrEqual(retryWindowMs);
    expect(now - startMs + minutes(120)).toBeGreaterThan(retryWindowMs);
    // 105 minutes of short waits, then every 2 hours to the end of the week.
    expect(waits).toHaveLength(4 + Math.floor((retryWindowMs - minutes(225)) / minutes(120)));
  });

  it('marks an event failed once a week of attempts brings no 200', async () => {
    // An authorization that outlives the week (no `expired` event to deliver as well).
    const { sandbox, tick } = await setup({
      statuses: Array<number>(200).fill(503),
      authorizationValidityMs: 30 * 24 * 3_600_000,
    });
    const request = paymentRequest();
    await sandbox.call('payment', { body: request });
    let attempts = 0;
    // Every 15 minutes of sandbox time for a week and a bit: each attempt is made when due.
    for (let step = 0; step <= 4 * 24 * 7 + 8; step += 1) {
      attempts += await tick();
      await advance(sandbox, minutes(15));
    }
    const [event] = (await deliveries(sandbox, request.transactionReference)).events;
    expect(event?.deliveries[0]?.state).toBe('failed');
    expect(event?.deliveries[0]?.nextAttemptAt).toBeNull();
    expect(event?.deliveries[0]?.attempts).toHaveLength(attempts);
    // The first attempt and 86 retries: at 15, 45, 105, 225 minutes, then every 2 hours.
    expect(attempts).toBe(87);
  });
});

describe('receivers', () => {
  it('delivers only to the configured URLs, whatever URL a request names', async () => {
    const { sandbox, receiver, tick } = await setup();
    const hostile = await startReceiver({ path: '/steal' });
    open.push(hostile);
    const request = paymentRequest();
    const headers = {
      'x-webhook-url': hostile.url,
      'webhook-url': hostile.url,
      'x-callback-url': hostile.url,
      'x-forwarded-host': new URL(hostile.url).host,
      referer: hostile.url,
    };
    // A URL in the body too, where a careless simulator might look for one.
    await sandbox.call('payment', {
      body: { ...paymentRequest(), webhookUrl: hostile.url, notificationUrl: hostile.url },
      headers,
    });
    const accepted = await sandbox.call('payment', { body: request, headers });
    expect(accepted.status).toBe(201);
    await sandbox.follow(action(accepted, 'settlePayment'), 'POST', { headers });
    await tick();
    const mine = receiver.received
      .map((r) => r.json.eventDetails as { transactionReference: string; type: string })
      .filter((details) => details.transactionReference === request.transactionReference);
    expect(mine.map((details) => details.type)).toEqual(['authorized', 'sentForSettlement']);
    expect(hostile.received).toHaveLength(0);
  });

  it('drops a stored delivery whose URL is not configured instead of sending it', async () => {
    const { sandbox, receiver, tick } = await setup();
    const hostile = await startReceiver({ path: '/steal' });
    open.push(hostile);
    const request = paymentRequest();
    await sandbox.call('payment', { body: request });
    const outbox = sandbox.app.webhooks?.outbox;
    const [stored] = (await outbox?.byTransactionReference(request.transactionReference)) ?? [];
    const [configured] = stored?.receivers ?? [];
    if (!outbox || !stored || !configured) throw new Error('no stored event');
    // As if the database had been tampered with: a second receiver the settings do not name.
    await outbox.events.put({
      ...stored,
      receivers: [...stored.receivers, { ...configured, url: hostile.url }],
    });
    expect(await tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(hostile.received).toHaveLength(0);
    const [event] = (await deliveries(sandbox, request.transactionReference)).events;
    expect(event?.deliveries.map((d) => d.state)).toEqual(['delivered', 'dropped']);
  });

  it('sends every event to each configured receiver', async () => {
    const first = await startReceiver({ path: '/one' });
    const second = await startReceiver({ path: '/two', statuses: [500] });
    open.push(first, second);
    const sandbox = await startTestSandbox({
      webhooks: webhookSettings([first.url, second.url]),
    });
    open.push(sandbox);
    await sandbox.call('payment', { body: paymentRequest() });
    expect(await sandbox.app.webhooks?.delivery.tick()).toBe(2);
    expect(first.received[0]?.raw).toBe(second.received[0]?.raw);
  });

  it('records and sends nothing when no receiver is configured (the default)', async () => {
    const sandbox = await startTestSandbox();
    open.push(sandbox);
    expect(sandbox.config.webhooks.urls).toEqual([]);
    expect(sandbox.app.webhooks).toBeUndefined();
    const request = paymentRequest();
    expect((await sandbox.call('payment', { body: request })).status).toBe(201);
    expect(await deliveries(sandbox, request.transactionReference)).toEqual({
      receiversConfigured: false,
      events: [],
    });
  });
});

describe('settings', () => {
  const env = (values: Record<string, string>) => sandboxConfigFromEnv(values).config.webhooks;

  it('reads receiver URLs and key ids with secrets', () => {
    expect(
      env({
        SANDBOX_WEBHOOK_URLS: 'http://127.0.0.1:3000/api/webhooks, https://shop.test/events',
        SANDBOX_WEBHOOK_SECRETS: '1:secret-aaaa,2:secret-bbbb',
      }),
    ).toEqual({
      urls: ['http://127.0.0.1:3000/api/webhooks', 'https://shop.test/events'],
      keys: [
        { keyId: '1', secret: 'secret-aaaa' },
        { keyId: '2', secret: 'secret-bbbb' },
      ],
      tickMs: 200,
      timeoutMs: 10_000,
    });
    expect(env({})).toMatchObject({ urls: [], keys: [] });
  });

  it('refuses bad values with a message that names them and never a secret', () => {
    const problem = (values: Record<string, string>) => {
      try {
        sandboxConfigFromEnv(values);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      return 'accepted';
    };
    expect(problem({ SANDBOX_WEBHOOK_URLS: 'ftp://x.test/hook' })).toMatch(
      /SANDBOX_WEBHOOK_URLS: ftp:\/\/x.test\/hook is not an http\(s\) URL/,
    );
    expect(problem({ SANDBOX_WEBHOOK_URLS: 'https://user:pw@x.test/hook' })).toMatch(
      /carries credentials/,
    );
    const url = { SANDBOX_WEBHOOK_URLS: 'https://x.test/hook' };
    const secretless = problem({ ...url, SANDBOX_WEBHOOK_SECRETS: 'only-a-secret-value' });
    expect(secretless).toMatch(/SANDBOX_WEBHOOK_SECRETS: entry 1 must be keyId:secret/);
    expect(secretless).not.toContain('only-a-secret-value');
    expect(problem({ ...url, SANDBOX_WEBHOOK_SECRETS: '1:short' })).toMatch(
      /key 1 needs a secret of at least 8/,
    );
    expect(problem({ ...url, SANDBOX_WEBHOOK_SECRETS: '1:secret-aaaa,1:secret-bbbb' })).toMatch(
      /key 1 is given twice/,
    );
    expect(problem({ SANDBOX_WEBHOOK_SECRETS: '1:secret-aaaa' })).toMatch(
      /set SANDBOX_WEBHOOK_URLS too/,
    );
  });
});
