// Merchants (issue 42, domain/merchants.ts): each pair of derived credentials is a merchant of its
// own, the way a provider maps credentials to an entity. A stranger holding every credential a
// browser can see (their own derived pair, the fixed demo pair) cannot list, read, act on, fault,
// trigger or move another merchant's payments, events or clocks: each is a 404, as for an id never
// given out. On one instance and across two on PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulatorKeyHeader } from './api/simulator-guard';
import { merchantCredentials } from './domain/merchants';
import { sandboxPath, shopOrigin } from './hosted/test/pages';
import { testEngines } from './test/engines';
import { paymentRequest, stringAt } from './test/fixtures';
import { startTestSandbox, testSimulatorKey, type Answer, type TestSandbox } from './test/harness';
import { startReceiver, webhookSettings, type TestReceiver } from './test/webhook-receiver';

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
const merchantA = 'merchant-a-0123456789abcdef';
const merchantB = 'merchant-b-0123456789abcdef';
/** The Authorization header of a derived merchant. */
const as = (merchantId: string) => {
  const { username, password } = merchantCredentials(testSimulatorKey, merchantId);
  return { authorization: basic(username, password) };
};
const fixed = (sandbox: TestSandbox) => ({
  authorization: basic(sandbox.config.credentials.username, sandbox.config.credentials.password),
});

const today = () => {
  const start = new Date(Date.now() - 60 * 60_000).toISOString();
  const end = new Date(Date.now() + 60 * 60_000).toISOString();
  return { startDate: start, endDate: end, pageSize: '300' };
};
const self = (answer: Answer) => stringAt(answer.json, '_links.self.href');
const action = (answer: Answer, name: string) => stringAt(answer.json, `_actions.${name}.href`);

async function payAs(sandbox: TestSandbox, headers: Record<string, string>, reference: string) {
  const paid = await sandbox.call('payment', {
    body: paymentRequest({ transactionReference: reference }),
    headers,
  });
  expect(paid.status).toBe(201);
  return paid;
}

const listed = async (
  sandbox: TestSandbox,
  headers: Record<string, string>,
  query: Record<string, string>,
) => {
  // The payments found (the answer's own links repeat the query).
  const answer = await sandbox.call('queryPayments', { query, headers });
  expect(answer.status).toBe(200);
  return JSON.stringify((answer.json as { _embedded: unknown })._embedded);
};

describe('derived merchant credentials', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('takes any pair the key made, and refuses a forged or keyless one (401)', async () => {
    const reference = `SJD-cred-${Date.now()}`;
    await payAs(sandbox, as(merchantA), reference);
    const forged = basic(`merchant-${merchantA}`, 'guessed-password');
    const refused = await sandbox.call('queryPayments', {
      query: { transactionReference: reference },
      headers: { authorization: forged },
    });
    expect(refused.status).toBe(401);
    const otherKey = merchantCredentials('another key entirely', merchantA);
    expect(
      (
        await sandbox.call('queryPayments', {
          query: { transactionReference: reference },
          headers: { authorization: basic(otherKey.username, otherKey.password) },
        })
      ).status,
    ).toBe(401);
    // Without a simulator key no derived pair is taken at all.
    const keyless = await startTestSandbox({ simulatorKey: null });
    try {
      const answer = await keyless.call('payment', {
        body: paymentRequest(),
        headers: as(merchantA),
      });
      expect(answer.status).toBe(401);
    } finally {
      await keyless.close();
    }
  });
});

describe('one merchant cannot reach another’s payments', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('lists, searches and reads only the caller’s own payments', async () => {
    const reference = `SJD-mine-${Date.now()}`;
    const paid = await payAs(sandbox, as(merchantA), reference);
    expect(await listed(sandbox, as(merchantA), today())).toContain(reference);
    expect(await listed(sandbox, as(merchantA), { transactionReference: reference })).toContain(
      reference,
    );
    for (const stranger of [as(merchantB), fixed(sandbox)]) {
      expect(await listed(sandbox, stranger, today())).not.toContain(reference);
      expect(await listed(sandbox, stranger, { transactionReference: reference })).not.toContain(
        reference,
      );
      const read = await sandbox.follow(self(paid), 'GET', { headers: stranger });
      expect(read).toMatchObject({ status: 404 });
    }
    expect((await sandbox.follow(self(paid), 'GET', { headers: as(merchantA) })).status).toBe(200);
  });

  it('refuses another’s actions as unknown (404) and leaves the payment as it was', async () => {
    const paid = await payAs(sandbox, as(merchantA), `SJD-act-${Date.now()}`);
    for (const stranger of [as(merchantB), fixed(sandbox)]) {
      for (const name of ['cancelPayment', 'settlePayment']) {
        const refused = await sandbox.follow(action(paid, name), 'POST', { headers: stranger });
        expect(refused.status, name).toBe(404);
      }
    }
    const own = await sandbox.follow(self(paid), 'GET', { headers: as(merchantA) });
    expect(own.json).toMatchObject({ lastEvent: 'Authorized' });
    const settled = await sandbox.follow(action(paid, 'settlePayment'), 'POST', {
      headers: as(merchantA),
    });
    expect(settled.status).toBe(202);
  });

  it('lets each merchant use a reference of its own, whoever used it first', async () => {
    const reference = `SJD-both-${Date.now()}`;
    await payAs(sandbox, as(merchantA), reference);
    await payAs(sandbox, as(merchantB), reference);
    const a = await sandbox.call('queryPayments', {
      query: { transactionReference: reference },
      headers: as(merchantA),
    });
    const payments = (a.json as { _embedded: { payments: unknown[] } })._embedded.payments;
    expect(payments).toHaveLength(1);
  });
});

describe('a hosted payment page', () => {
  it('makes its payment for the merchant that made the page, and for no one else', async () => {
    const sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
    try {
      const transactionReference = `SJD-hpp-${Date.now()}`;
      const page = await sandbox.call('createPaymentPage', {
        body: {
          transactionReference,
          merchant: { entity: 'default' },
          narrative: { line1: 'Museum of Art' },
          value: { currency: 'GBP', amount: 1600 },
          threeDS: { type: 'disabled' },
        },
        headers: as(merchantA),
      });
      expect(page.status).toBe(200);
      // The shopper pays on the page: no credentials, the page's own link.
      const paid = await sandbox.app.inject({
        method: 'POST',
        url: `${sandboxPath(stringAt(page.json, 'url'))}/payments`,
        headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
        payload: JSON.stringify({
          cardHolderName: 'Ada Lovelace',
          cardNumber: '4000000000001000',
          expiry: '12/35',
          cvc: '123',
        }),
      });
      expect(paid.json()).toMatchObject({ step: 'result', status: 'success' });
      const query = stringAt(page.json, '_links.self.href');
      const own = await sandbox.follow(query, 'GET', { headers: as(merchantA) });
      expect(JSON.stringify(own.json)).toContain('lastEvent');
      for (const stranger of [as(merchantB), fixed(sandbox)]) {
        const theirs = await sandbox.follow(query, 'GET', { headers: stranger });
        expect(JSON.stringify(theirs.json)).not.toContain('lastEvent');
      }
    } finally {
      await sandbox.close();
    }
  });
});

describe('one merchant cannot reach another’s events, faults, scenarios or clocks', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((item) => item.close()));
  });

  async function setup(): Promise<{ sandbox: TestSandbox; receiver: TestReceiver }> {
    const receiver = await startReceiver({});
    open.push(receiver);
    const sandbox = await startTestSandbox({ webhooks: webhookSettings([receiver.url]) });
    open.push(sandbox);
    return { sandbox, receiver };
  }

  const simulator = (
    sandbox: TestSandbox,
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ) =>
    sandbox.app.inject({
      method,
      url,
      headers: { ...headers, [simulatorKeyHeader]: testSimulatorKey },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('shows, resends, faults and triggers only the caller’s own', async () => {
    const { sandbox } = await setup();
    const reference = `SJD-events-${Date.now()}`;
    await payAs(sandbox, as(merchantA), reference);
    const eventsUrl = `/_sandbox/webhooks?transactionReference=${reference}`;
    const own = await simulator(sandbox, as(merchantA), 'GET', eventsUrl);
    const events = own.json<{ events: { eventId: string }[] }>().events;
    expect(events.length).toBeGreaterThan(0);
    const eventId = events[0]?.eventId ?? '';

    const stranger = as(merchantB);
    const theirs = await simulator(sandbox, stranger, 'GET', eventsUrl);
    expect(theirs.json()).toMatchObject({ events: [] });
    const resend = await simulator(
      sandbox,
      stranger,
      'POST',
      `/_sandbox/webhooks/${eventId}/resend`,
    );
    expect(resend.statusCode).toBe(404);
    const faulted = await simulator(sandbox, stranger, 'PUT', '/_sandbox/webhooks/faults', {
      transactionReferences: [reference],
      faults: {
        delay: true,
        duplicate: true,
        outOfOrder: false,
        badSignature: true,
        missingSignature: false,
      },
    });
    expect(faulted.statusCode).toBe(204);
    const after = await simulator(sandbox, as(merchantA), 'GET', eventsUrl);
    expect(after.json()).toMatchObject({ faults: { delay: false, badSignature: false } });
    const triggered = await simulator(sandbox, stranger, 'POST', '/_sandbox/scenarios', {
      scenario: 'chargeback',
      transactionReference: reference,
    });
    expect(triggered.statusCode).toBe(404);
    // The fixed credentials are a merchant of their own too.
    const fixedEvents = await simulator(sandbox, fixed(sandbox), 'GET', eventsUrl);
    expect(fixedEvents.json()).toMatchObject({ events: [] });
  });

  it('keeps a clock per merchant, even under one name', async () => {
    const { sandbox } = await setup();
    const clock = '/_sandbox/demo-clocks/clock-of-some-visitor-0001';
    const moved = await simulator(sandbox, as(merchantA), 'POST', clock, { advanceMs: 86_400_000 });
    expect(moved.json()).toMatchObject({ id: 'clock-of-some-visitor-0001', offsetMs: 86_400_000 });
    const theirs = await simulator(sandbox, as(merchantB), 'GET', clock);
    expect(theirs.json()).toMatchObject({ offsetMs: 0 });
    const mine = await simulator(sandbox, as(merchantA), 'GET', clock);
    expect(mine.json()).toMatchObject({ offsetMs: 86_400_000 });
  });
});

describe.each(testEngines())('two instances on one $name database', (engine) => {
  it.skipIf(engine.skip)('keep each merchant’s payments its own on both', async () => {
    const database = await engine.fresh();
    const one = await startTestSandbox(database.config);
    const two = await startTestSandbox(database.config);
    try {
      const reference = `SJD-two-${Date.now()}`;
      const paid = await payAs(one, as(merchantA), reference);
      expect(await listed(two, as(merchantA), today())).toContain(reference);
      expect(await listed(two, as(merchantB), today())).not.toContain(reference);
      expect(await listed(two, as(merchantB), { transactionReference: reference })).not.toContain(
        reference,
      );
      expect((await two.follow(self(paid), 'GET', { headers: as(merchantB) })).status).toBe(404);
      const cancel = await two.follow(action(paid, 'cancelPayment'), 'POST', {
        headers: as(merchantB),
      });
      expect(cancel.status).toBe(404);
      expect((await two.follow(self(paid), 'GET', { headers: as(merchantA) })).json).toMatchObject({
        lastEvent: 'Authorized',
      });
    } finally {
      await one.close();
      await two.close();
    }
  });
});
