// Issue 31: demo clocks. Every object a call on a visitor's clock creates belongs to that clock,
// and each time-driven change (settled, refunded, expired, a pending payout's outcome, a token's
// end, webhook retries) happens when that clock, not another's, reaches its time. Driven through
// the provider routes with the `x-sjd-demo-clock` header and the clocks' own routes.
import { afterEach, describe, expect, it } from 'vitest';
import { expiry, paymentRequest, payoutRequest, stringAt } from '../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../test/harness';
import { testEngines } from '../test/engines';
import {
  merchantAuth,
  startReceiver,
  webhookSettings,
  type TestReceiver,
} from '../test/webhook-receiver';
import { demoClocksPath } from '../api/demo-clocks';
import { demoClockHeader } from './clocks';
import { getHostedPage, recordHostedPaymentOutcome } from './hosted-pages';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

const start = '2026-11-27T09:00:00.000Z';
const startMs = Date.parse(start);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const clockA = 'visitor-a-clock-0123456789';
const clockB = 'visitor-b-clock-0123456789';
const on = (clock: string) => ({ headers: { [demoClockHeader]: clock } });

async function setup(options: { statuses?: number[] } = {}) {
  const receiver = await startReceiver(options);
  open.push(receiver);
  const sandbox = await startTestSandbox({ webhooks: webhookSettings([receiver.url]) });
  open.push(sandbox);
  // The global clock stands still, so only the demo clocks move.
  const fixed = await sandbox.app.inject({
    method: 'POST',
    url: '/_sandbox/clock',
    payload: { now: start },
  });
  expect(fixed.statusCode).toBe(200);
  const delivery = sandbox.app.webhooks?.delivery;
  if (!delivery) throw new Error('webhooks are not on');
  return { sandbox, receiver, tick: () => delivery.tick() };
}

async function move(sandbox: TestSandbox, clock: string, body: unknown) {
  return sandbox.app.inject({
    method: 'POST',
    url: `${demoClocksPath}/${clock}`,
    headers: merchantAuth(sandbox),
    payload: body as Record<string, unknown>,
  });
}
async function advance(sandbox: TestSandbox, clock: string, ms: number) {
  const answer = await move(sandbox, clock, { advanceMs: ms });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ now: string; offsetMs: number; epoch: number }>();
}

const self = (answer: Answer) => stringAt(answer.json, '_links.self.href');
const action = (answer: Answer, name: string) => stringAt(answer.json, `_actions.${name}.href`);
const lastEvent = async (sandbox: TestSandbox, payment: Answer, clock?: string) =>
  stringAt((await sandbox.follow(self(payment), 'GET', clock ? on(clock) : {})).json, 'lastEvent');
const typesOf = (receiver: TestReceiver, reference: string) =>
  receiver.received
    .map((r) => r.json.eventDetails as { type: string; transactionReference: string })
    .filter((d) => d.transactionReference === reference)
    .map((d) => d.type);

describe('demo clocks', () => {
  it("settles A's payment when A's clock passes 15 minutes, and leaves B's alone", async () => {
    const { sandbox, receiver, tick } = await setup();
    const requestA = paymentRequest();
    const requestB = paymentRequest();
    const a = await sandbox.call('payment', { body: requestA, ...on(clockA) });
    const b = await sandbox.call('payment', { body: requestB, ...on(clockB) });
    expect((await sandbox.follow(action(a, 'settlePayment'), 'POST', on(clockA))).status).toBe(202);
    expect((await sandbox.follow(action(b, 'settlePayment'), 'POST', on(clockB))).status).toBe(202);
    await tick();

    await advance(sandbox, clockA, day);
    await tick();
    expect(await lastEvent(sandbox, a, clockA)).toBe('Settled');
    // The payment's own clock decides, whoever asks: with B's header, or none.
    expect(await lastEvent(sandbox, a, clockB)).toBe('Settled');
    expect(await lastEvent(sandbox, a)).toBe('Settled');
    expect(await lastEvent(sandbox, b, clockB)).toBe('Sent for Settlement');
    expect(await lastEvent(sandbox, b, clockA)).toBe('Sent for Settlement');
    expect(typesOf(receiver, requestA.transactionReference)).toEqual([
      'authorized',
      'sentForSettlement',
      'settled',
    ]);
    expect(typesOf(receiver, requestB.transactionReference)).toEqual([
      'authorized',
      'sentForSettlement',
    ]);
    // Its eventTimestamp is on A's clock: 15 minutes after the settlement was sent.
    const settled = receiver.received.find(
      (r) => (r.json.eventDetails as { type: string }).type === 'settled',
    );
    expect(settled?.json.eventTimestamp).toBe(
      new Date(startMs + 15 * minute).toISOString().slice(0, 23),
    );
  });

  it('refunds on the payment clock, and stamps commands with that clock', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest({ settlement: { auto: true } });
    const sale = await sandbox.call('payment', { body: request, ...on(clockA) });
    await advance(sandbox, clockA, hour);
    expect(await lastEvent(sandbox, sale, clockA)).toBe('Settled');
    const refund = await sandbox.follow(action(sale, 'refundPayment'), 'POST', on(clockA));
    expect(refund.status).toBe(202);
    expect(await lastEvent(sandbox, sale, clockA)).toBe('Sent for Refund');
    await advance(sandbox, clockA, 15 * minute);
    expect(await lastEvent(sandbox, sale, clockA)).toBe('Refunded');
    await tick();
    const refunded = receiver.received.find(
      (r) => (r.json.eventDetails as { type: string }).type === 'refunded',
    );
    // Sent an hour in (A's clock), refunded 15 minutes later.
    expect(refunded?.json.eventTimestamp).toBe(
      new Date(startMs + hour + 15 * minute).toISOString().slice(0, 23),
    );
  });

  it("charges back on the payment's own clock, after its settlement, and decides a payout later on its", async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest();
    const payment = await sandbox.call('payment', { body: request, ...on(clockA) });
    await sandbox.follow(action(payment, 'settlePayment'), 'POST', on(clockA));
    await advance(sandbox, clockA, day);
    const trigger = (scenario: string, transactionReference: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/_sandbox/scenarios',
        headers: merchantAuth(sandbox),
        payload: { scenario, transactionReference },
      });
    expect((await trigger('chargeback', request.transactionReference)).statusCode).toBe(200);
    await tick();
    const stamps = Object.fromEntries(
      receiver.received
        .filter(
          (r) =>
            (r.json.eventDetails as { transactionReference: string }).transactionReference ===
            request.transactionReference,
        )
        .map((r) => [(r.json.eventDetails as { type: string }).type, r.json.eventTimestamp]),
    );
    // A day in on A's clock: after the settled event (15 minutes in), never before it.
    expect(stamps.settled).toBe(new Date(startMs + 15 * minute).toISOString().slice(0, 23));
    expect(stamps.chargedBack).toBe(new Date(startMs + day).toISOString().slice(0, 23));
    expect(stamps.informationRequested).toBe(stamps.chargedBack);

    // A pending payout on A's clock, moved on a day: decided 30 s later on that clock.
    const card = { type: 'card/plain', cardNumber: '4444333322221111', cardExpiryDate: expiry };
    const payout = payoutRequest(card, 340);
    await sandbox.call('payoutFastAccess', { body: payout, ...on(clockA) });
    expect((await trigger('refuseLater', payout.transactionReference)).statusCode).toBe(200);
    await tick();
    expect(typesOf(receiver, payout.transactionReference)).toEqual(['pending']);
    await advance(sandbox, clockA, 30_000);
    await tick();
    expect(typesOf(receiver, payout.transactionReference)).toEqual(['pending', 'refused']);
  });

  it('resends an event on its own clock, and retries a failed resend on it, not back to back', async () => {
    // The first delivery is answered 200, the resend and its retry 500.
    const { sandbox, receiver, tick } = await setup({ statuses: [200, 500, 500, 500] });
    const request = paymentRequest();
    await sandbox.call('payment', { body: request, ...on(clockA) });
    expect(await tick()).toBe(1);
    await advance(sandbox, clockA, day);
    const read = async () => {
      const answer = await sandbox.app.inject({
        method: 'GET',
        url: `/_sandbox/webhooks?transactionReference=${request.transactionReference}`,
        headers: merchantAuth(sandbox),
      });
      const [event] = answer.json<{
        events: {
          eventId: string;
          deliveries: { attempts: { at: string }[]; nextAttemptAt: string | null }[];
        }[];
      }>().events;
      if (!event) throw new Error('no event');
      return event;
    };
    const { eventId } = await read();
    const resent = await sandbox.app.inject({
      method: 'POST',
      url: `/_sandbox/webhooks/${eventId}/resend`,
      headers: merchantAuth(sandbox),
    });
    expect(resent.statusCode).toBe(202);
    expect(await tick()).toBe(1);
    // Further rounds send nothing: the retry is half an hour away on A's clock (the schedule
    // counts attempts, and the resend was the second).
    expect(await tick()).toBe(0);
    const [delivery] = (await read()).deliveries;
    expect(delivery?.attempts.map((a) => Date.parse(a.at) - startMs)).toEqual([0, day]);
    expect(delivery?.nextAttemptAt).toBe(new Date(startMs + day + 30 * minute).toISOString());
    expect(receiver.received).toHaveLength(2);
  });

  it('expires an authorization left alone after 7 days on its clock, with the expired event', async () => {
    const { sandbox, receiver, tick } = await setup();
    const request = paymentRequest();
    const authorized = await sandbox.call('payment', { body: request, ...on(clockA) });
    const other = await sandbox.call('payment', { body: paymentRequest(), ...on(clockB) });
    await advance(sandbox, clockA, 7 * day - minute);
    expect(await lastEvent(sandbox, authorized, clockA)).toBe('Authorized');
    await advance(sandbox, clockA, minute);
    expect(await lastEvent(sandbox, authorized, clockA)).toBe('Expired');
    expect(await lastEvent(sandbox, other, clockB)).toBe('Authorized');
    // Nothing is offered any more: settling is refused.
    const query = await sandbox.follow(self(authorized), 'GET', on(clockA));
    expect(query.json).not.toHaveProperty('_actions.settlePayment');
    await tick();
    expect(typesOf(receiver, request.transactionReference)).toEqual(['authorized', 'expired']);
  });

  const payoutCard = {
    type: 'card/plain',
    cardNumber: '4444333322221111',
    cardExpiryDate: { month: 12, year: 2035 },
  };

  it('resolves a pending payout 45 minutes later on its clock: 340 approved, 345 refused', async () => {
    const { sandbox } = await setup();
    const approved = await sandbox.call('payoutFastAccess', {
      body: payoutRequest(payoutCard, 340),
      ...on(clockA),
    });
    const refused = await sandbox.call('payoutFastAccess', {
      body: payoutRequest(payoutCard, 345),
      ...on(clockA),
    });
    const untouched = await sandbox.call('payoutFastAccess', {
      body: payoutRequest(payoutCard, 340),
      ...on(clockB),
    });
    expect(approved.json).toMatchObject({ outcome: 'pending' });
    const outcome = async (answer: Answer) =>
      (await sandbox.follow(stringAt(answer.json, '_links.payouts:payout.href'), 'GET')).json;
    expect(await outcome(approved)).toMatchObject({ outcome: 'pending' });
    await advance(sandbox, clockA, 45 * minute);
    expect(await outcome(approved)).toMatchObject({ outcome: 'approved' });
    expect(await outcome(refused)).toMatchObject({ outcome: 'refused', refusalCode: '9G' });
    expect(await outcome(untouched)).toMatchObject({ outcome: 'pending' });
  });

  it("ends a token at its card's expiry date on the token's clock", async () => {
    const { sandbox } = await setup();
    // The card expires at the end of December 2026: a month and some days after `start`.
    const created = await sandbox.call('createVerifiedToken', {
      body: {
        description: 'Card',
        paymentInstrument: {
          type: 'card/plain',
          cardNumber: '4444333322221111',
          cardExpiryDate: { month: 12, year: 2026 },
          cardHolderName: 'Ada Lovelace',
        },
        merchant: { entity: 'default' },
        verificationCurrency: 'GBP',
        namespace: 'SHOPPER_CLOCK',
      },
      ...on(clockA),
    });
    expect(created.status).toBe(201);
    const href = stringAt(created.json, '_embedded.token.tokenPaymentInstrument.href');
    expect(created.json).toMatchObject({
      _embedded: { token: { tokenExpiryDateTime: '2027-01-01T00:00:00.000Z' } },
    });
    await advance(sandbox, clockB, 60 * day);
    expect((await sandbox.follow(href, 'GET', on(clockB))).status).toBe(200);
    await advance(sandbox, clockA, 34 * day);
    expect((await sandbox.follow(href, 'GET', on(clockA))).status).toBe(200);
    await advance(sandbox, clockA, 2 * day);
    expect((await sandbox.follow(href, 'GET', on(clockA))).status).toBe(404);
  });

  it('runs a day of webhook retries at once when the clock moves a day, each at its due time', async () => {
    const { sandbox, receiver, tick } = await setup({ statuses: Array<number>(50).fill(500) });
    const request = paymentRequest();
    await sandbox.call('payment', { body: request, ...on(clockA) });
    expect(await tick()).toBe(1);
    await advance(sandbox, clockA, day);
    let attempts = 0;
    for (let round = 0; round < 40; round += 1) {
      const made = await tick();
      if (made === 0) break;
      attempts += made;
    }
    // After 15, 30 and 60 minutes, then every 2 hours: 14 more attempts within the day.
    expect(attempts).toBe(14);
    const read = await sandbox.app.inject({
      method: 'GET',
      url: `/_sandbox/webhooks?transactionReference=${request.transactionReference}`,
      headers: merchantAuth(sandbox),
    });
    const [event] = read.json<{
      events: { deliveries: { attempts: { at: string }[]; nextAttemptAt: string }[] }[];
    }>().events;
    const times = event?.deliveries[0]?.attempts.map((a) => Date.parse(a.at) - startMs);
    expect(times?.slice(0, 5)).toEqual([0, 15 * minute, 45 * minute, 105 * minute, 225 * minute]);
    expect(event?.deliveries[0]?.nextAttemptAt).toBe(
      new Date(startMs + 1545 * minute).toISOString(),
    );
    expect(receiver.received).toHaveLength(15);
  });

  it("puts a hosted page and its payment on the visitor's clock, though the shopper's browser names none", async () => {
    const { sandbox, receiver, tick } = await setup();
    const body = {
      transactionReference: `HPP-${Date.now()}`,
      merchant: { entity: 'default' },
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: 1600 },
      expiry: '3600',
    };
    const created = await sandbox.call('createPaymentPage', { body, ...on(clockA) });
    expect(created.status).toBe(200);
    const id = stringAt(created.json, 'url').split('/').at(-1) ?? '';
    await advance(sandbox, clockA, 30 * minute);
    // Half an hour on A's clock: still open (the page's hour is on its clock, not the global).
    expect(await getHostedPage(sandbox.ctx, id)).toMatchObject({ state: 'open' });
    const card = {
      number: '4000000000001000',
      expiry: { month: 12, year: 2035 },
      holderName: 'Ada',
    };
    expect(await recordHostedPaymentOutcome(sandbox.ctx, id, 'success', card)).toMatchObject({
      ok: true,
    });
    await tick();
    // Its payment was made at A's time and belongs to A: settled 15 minutes on A's clock.
    const authorized = receiver.received.find(
      (r) => (r.json.eventDetails as { type: string }).type === 'authorized',
    );
    expect(authorized?.json.eventTimestamp).toBe(
      new Date(startMs + 30 * minute).toISOString().slice(0, 23),
    );
    await advance(sandbox, clockA, 15 * minute);
    await tick();
    expect(typesOf(receiver, body.transactionReference)).toEqual([
      'authorized',
      'sentForSettlement',
      'settled',
    ]);
    // An hour and a bit on A's clock: the (completed) page is past its expiry only there.
    await advance(sandbox, clockA, hour);
    const other = await sandbox.call('createPaymentPage', {
      body: { ...body, transactionReference: `HPP-B-${Date.now()}` },
      ...on(clockB),
    });
    const otherId = stringAt(other.json, 'url').split('/').at(-1) ?? '';
    expect(await getHostedPage(sandbox.ctx, otherId)).toMatchObject({ state: 'open' });
  });

  it('starts a new run on "Back to now": old objects keep their time, new ones start at now', async () => {
    const { sandbox } = await setup();
    const early = await sandbox.call('payment', { body: paymentRequest(), ...on(clockA) });
    await sandbox.follow(action(early, 'settlePayment'), 'POST', on(clockA));
    await advance(sandbox, clockA, day);
    expect(await lastEvent(sandbox, early, clockA)).toBe('Settled');
    const back = await move(sandbox, clockA, { backToNow: true });
    expect(back.json()).toMatchObject({ now: start, offsetMs: 0, epoch: 1 });
    // The settled payment stays settled: it belongs to the first run.
    expect(await lastEvent(sandbox, early, clockA)).toBe('Settled');
    const late = await sandbox.call('payment', { body: paymentRequest(), ...on(clockA) });
    await sandbox.follow(action(late, 'settlePayment'), 'POST', on(clockA));
    expect(await lastEvent(sandbox, late, clockA)).toBe('Sent for Settlement');
  });

  it('refuses moving backwards, more than a year, a bad id, a bad header and no credentials', async () => {
    const { sandbox } = await setup();
    for (const body of [{ advanceMs: -1000 }, { advanceMs: 0 }]) {
      const answer = await move(sandbox, clockA, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorName: 'clockCannotMoveBackwards' });
    }
    const tooFar = await move(sandbox, clockA, { advanceMs: 367 * day });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({ errorName: 'clockAdvanceTooLarge' });
    expect((await move(sandbox, clockA, { advanceSeconds: 5 })).statusCode).toBe(400);
    expect((await move(sandbox, 'short', { advanceMs: 1000 })).statusCode).toBe(404);
    const anonymous = await sandbox.app.inject({
      method: 'GET',
      url: `${demoClocksPath}/${clockA}`,
    });
    expect(anonymous.statusCode).toBe(401);
    // The merchant's credentials alone (public in this demo) are not enough: the server's key too.
    const merchantOnly = await sandbox.app.inject({
      method: 'POST',
      url: `${demoClocksPath}/${clockA}`,
      headers: { authorization: merchantAuth(sandbox).authorization },
      payload: { advanceMs: hour },
    });
    expect(merchantOnly.statusCode).toBe(401);
    const state = await sandbox.app.inject({
      method: 'GET',
      url: `${demoClocksPath}/${clockA}`,
      headers: merchantAuth(sandbox),
    });
    // Nothing moved.
    expect(state.json()).toMatchObject({ now: start, offsetMs: 0 });
    const badHeader = await sandbox.call('payment', {
      body: paymentRequest(),
      headers: { [demoClockHeader]: 'not a clock' },
    });
    expect(badHeader.status).toBe(400);
    expect(badHeader.json).toMatchObject({ headerName: demoClockHeader });
  });

  it('goes at most ten years ahead, with a message that says how to start again', async () => {
    const { sandbox } = await setup();
    for (let year = 0; year < 9; year += 1) await advance(sandbox, clockA, 365 * day);
    const last = await advance(sandbox, clockA, 365 * day);
    expect(last.offsetMs).toBe(3650 * day);
    const beyond = await move(sandbox, clockA, { advanceMs: 4 * day });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({
      errorName: 'clockBeyondHorizon',
      message: expect.stringContaining('(3 days left on this one)'),
    });
    // Nothing moved; "Back to now" starts again at the real time.
    await advance(sandbox, clockA, 3 * day);
    const back = await move(sandbox, clockA, { backToNow: true });
    expect(back.json()).toMatchObject({ offsetMs: 0, epoch: 1 });
  });

  it('refuses a move from a state the clock has left: two moves read at once add one', async () => {
    const { sandbox } = await setup();
    const read = { fromOffsetMs: 0, fromEpoch: 0 };
    const [first, second] = await Promise.all([
      move(sandbox, clockA, { advanceMs: day, ...read }),
      move(sandbox, clockA, { advanceMs: day, ...read }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ errorName: 'clockMovedMeanwhile' });
    const state = await sandbox.app.inject({
      method: 'GET',
      url: `${demoClocksPath}/${clockA}`,
      headers: merchantAuth(sandbox),
    });
    expect(state.json()).toMatchObject({ offsetMs: day });
    // "Back to now" read before a move is refused too; from the current state it goes.
    expect((await move(sandbox, clockA, { backToNow: true, ...read })).statusCode).toBe(409);
    expect(
      (await move(sandbox, clockA, { backToNow: true, fromOffsetMs: day, fromEpoch: 0 }))
        .statusCode,
    ).toBe(200);
  });
});

for (const engine of testEngines()) {
  describe.skipIf(engine.skip)(`demo clocks on ${engine.name}`, () => {
    it('two instances on one database read the same clock', async () => {
      const database = await engine.fresh();
      const first = await startTestSandbox({ ...database.config });
      open.push(first);
      const second = await startTestSandbox({ ...database.config });
      open.push(second);
      const payment = await first.call('payment', { body: paymentRequest(), ...on(clockA) });
      await first.follow(action(payment, 'settlePayment'), 'POST', on(clockA));
      // Moved on one instance, read on the other.
      await advance(first, clockA, hour);
      expect(await lastEvent(second, payment, clockA)).toBe('Settled');
      const state = await second.app.inject({
        method: 'GET',
        url: `${demoClocksPath}/${clockA}`,
        headers: merchantAuth(second),
      });
      expect(state.json()).toMatchObject({ offsetMs: hour, epoch: 0 });
    });

    it('two instances moving one clock from the same reading: one move, one refusal', async () => {
      const database = await engine.fresh();
      const first = await startTestSandbox({ ...database.config });
      open.push(first);
      const second = await startTestSandbox({ ...database.config });
      open.push(second);
      const read = { advanceMs: day, fromOffsetMs: 0, fromEpoch: 0 };
      const answers = await Promise.all([move(first, clockB, read), move(second, clockB, read)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const state = await second.app.inject({
        method: 'GET',
        url: `${demoClocksPath}/${clockB}`,
        headers: merchantAuth(second),
      });
      expect(state.json()).toMatchObject({ offsetMs: day });
    });
  });
}
