// An APM payment's events at a real receiver on 127.0.0.1 (issue 45): the card events' envelope
// and signature, one event per state change, each when it falls due on the payment's (demo)
// clock — a SEPA debit's `settled` after the scheme days — none twice, none for a replayed
// answer, and the simulator's read route lists them by transaction reference.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { demoClocksPath } from '../api/demo-clocks';
import { demoClockHeader } from '../domain/clocks';
import { sepaSchemeDays } from '../domain/scenarios';
import { apmRequest, shopOrigin } from '../test/apm-fixtures';
import { apmDriver } from '../test/apm-harness';
import { startTestSandbox } from '../test/harness';
import { merchantAuth, startReceiver, webhookSettings } from '../test/webhook-receiver';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

const start = '2026-05-04T09:00:00.000Z';
const dayMs = 24 * 60 * 60_000;

async function setup() {
  const receiver = await startReceiver();
  open.push(receiver);
  const sandbox = await startTestSandbox({
    appOrigins: [shopOrigin],
    webhooks: webhookSettings([receiver.url]),
  });
  open.push(sandbox);
  const apm = apmDriver(sandbox);
  await apm.clock({ now: start });
  const delivery = sandbox.app.webhooks?.delivery;
  if (!delivery) throw new Error('webhooks are not on');
  const typesFor = (reference: string) =>
    receiver.received
      .map((r) => r.json.eventDetails as { type: string; transactionReference: string })
      .filter((d) => d.transactionReference === reference)
      .map((d) => d.type);
  return { sandbox, receiver, apm, tick: () => delivery.tick(), typesFor };
}

describe('APM events', () => {
  it('a sale: authorized and sentForSettlement at approval, settled 15 minutes later, signed', async () => {
    const { receiver, apm, tick, typesFor, sandbox } = await setup();
    const request = apmRequest('ideal', { amount: 1999 });
    const payment = await sandbox.call('apmPayment', { body: request });
    await tick();
    // Nothing has happened yet (pending is not an event type).
    expect(typesFor(request.transactionReference)).toEqual([]);
    await apm.answer(payment, { action: 'approve' });
    await apm.answer(payment, { action: 'approve' }); // replayed: nothing new
    await tick();
    expect(typesFor(request.transactionReference)).toEqual(['authorized', 'sentForSettlement']);
    await apm.clock({ advanceSeconds: 15 * 60 });
    await tick();
    expect(typesFor(request.transactionReference)).toEqual([
      'authorized',
      'sentForSettlement',
      'settled',
    ]);

    const event = receiver.received.at(-1);
    expect(event?.headers['content-type']).toBe('application/vnd.worldpay.events-v1.hal+json');
    expect(event?.json).toEqual({
      eventId: expect.any(String),
      eventTimestamp: '2026-05-04T09:15:00.000',
      eventDetails: {
        classification: 'payment',
        transactionReference: request.transactionReference,
        type: 'settled',
        date: '2026-05-04',
        amount: { value: 1999, currencyCode: 'EUR' },
        paymentInstrument: { method: 'ideal', type: 'direct' },
        _links: { payment: { href: expect.stringMatching(/\/apmPayments\/[\w-]+$/) } },
      },
    });
    const signature = String(event?.headers['event-signature']);
    const hmac = createHmac('sha256', 'first-secret-a')
      .update(event?.raw ?? '')
      .digest('hex');
    expect(signature.split(',')).toContain(`1/SHA256/${hmac}`);
  });

  it("a SEPA debit: sentForAuthorization, then settled when the payment's clock passes the scheme days", async () => {
    const { sandbox, apm, tick, typesFor } = await setup();
    const clock = 'visitor-sepa-clock-0123456789';
    const request = apmRequest('sepa');
    const payment = await sandbox.call('apmPayment', {
      body: request,
      headers: { [demoClockHeader]: clock },
    });
    await apm.answer(payment, { action: 'approve' });
    await tick();
    expect(typesFor(request.transactionReference)).toEqual(['sentForAuthorization']);
    const moved = await sandbox.app.inject({
      method: 'POST',
      url: `${demoClocksPath}/${clock}`,
      headers: merchantAuth(sandbox),
      payload: { advanceMs: sepaSchemeDays * dayMs },
    });
    expect(moved.statusCode).toBe(200);
    await tick();
    expect(typesFor(request.transactionReference)).toEqual(['sentForAuthorization', 'settled']);
  });

  it('an expired request sends requestExpired; a cancelled one cancelledByCustomer, once', async () => {
    const { sandbox, apm, tick, typesFor } = await setup();
    const expiring = apmRequest('bancontact', { amount: 830 });
    await sandbox.call('apmPayment', { body: expiring });
    const cancelling = apmRequest('trustly');
    const cancelled = await sandbox.call('apmPayment', { body: cancelling });
    await apm.answer(cancelled, { action: 'cancel' });
    await apm.clock({ advanceSeconds: 3600 });
    await tick();
    await tick();
    expect(typesFor(expiring.transactionReference)).toEqual(['requestExpired']);
    expect(typesFor(cancelling.transactionReference)).toEqual(['cancelledByCustomer']);

    const read = await sandbox.app.inject({
      method: 'GET',
      url: `/_sandbox/webhooks?transactionReference=${encodeURIComponent(expiring.transactionReference)}`,
      headers: merchantAuth(sandbox),
    });
    expect(read.json()).toMatchObject({ events: [{ type: 'requestExpired' }] });
  });

  it('a reversal refund and its failure (amount 700) carry the reference and the refusal', async () => {
    const { sandbox, receiver, apm, tick, typesFor } = await setup();
    const request = apmRequest('blik', { amount: 700 });
    const payment = await sandbox.call('apmPayment', { body: request });
    await apm.answer(payment, { action: 'approve', code: '123456' });
    await apm.clock({ advanceSeconds: 15 * 60 });
    await apm.act(payment, 'partialReverse', {
      reference: 'return-1',
      value: { amount: 200, currency: 'PLN' },
    });
    await apm.clock({ advanceSeconds: 15 * 60 });
    await tick();
    expect(typesFor(request.transactionReference)).toEqual([
      'authorized',
      'sentForSettlement',
      'settled',
      'sentForRefund',
      'refundFailed',
    ]);
    expect(receiver.received.at(-1)?.json.eventDetails).toMatchObject({
      reference: 'return-1',
      amount: { value: 200, currencyCode: 'PLN' },
      refund: { refusal: { code: '5', description: 'REFUSED' } },
    });
  });
});
