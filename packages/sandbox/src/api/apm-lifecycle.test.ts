// An APM payment's life through the API and the shopper's page (issue 45): the shopper's answer,
// what time does on the sandbox clock, the merchant's settlements and reversals from the query's
// own `_actions`, PayPal's Smart Button confirmation, and every amount of the scenario table.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apmScenarios } from '../domain/scenarios';
import { shopOrigin } from '../test/apm-fixtures';
import { apmDriver } from '../test/apm-harness';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
let apm: ReturnType<typeof apmDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
  apm = apmDriver(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(() => apm.clock({ now: '2026-05-04T09:00:00.000Z' }));

const minutes = (n: number) => apm.clock({ advanceSeconds: n * 60 });
const approve = { action: 'approve' };

describe('a sale (iDEAL)', () => {
  it('approve → sentForSettlement → settled; reverse → sentForRefund → refunded', async () => {
    const payment = await apm.pay('ideal', { amount: 2500 });
    const page = await apm.answer(payment, { action: 'approve', bank: 'ING' });
    expect(page.returnsTo).toBe(`${shopOrigin}/result/success`);
    expect(await apm.lastEvent(payment)).toBe('sentForSettlement');
    expect(await apm.actions(payment)).toEqual(['partialReverse', 'reverse']);
    await minutes(15);
    expect(await apm.lastEvent(payment)).toBe('settled');

    const partial = await apm.act(payment, 'partialReverse', {
      reference: 'return-1',
      value: { amount: 1000, currency: 'EUR' },
    });
    expect(partial).toMatchObject({
      status: 202,
      json: { lastEvent: 'sentForRefund', _actions: {}, commandId: expect.any(String) },
    });
    const tooMuch = await apm.act(payment, 'partialReverse', {
      value: { amount: 1501, currency: 'EUR' },
    });
    expect(tooMuch).toMatchObject({ status: 400, json: { errorName: 'bodyDoesNotMatchSchema' } });
    const rest = await apm.act(payment, 'reverse');
    expect(rest).toMatchObject({ status: 202, json: { lastEvent: 'sentForRefund' } });
    expect(await apm.actions(payment)).toEqual([]);
    await minutes(15);
    expect(await apm.lastEvent(payment)).toBe('refunded');
    // A second reversal is not offered: the provider's 404, nothing recorded.
    const again = await apm.force(payment, 'reversals');
    expect(again).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
  });

  it('Decline and Cancel: refused / cancelledByCustomer, back to failure / cancel', async () => {
    const declined = await apm.pay('ideal');
    expect((await apm.answer(declined, { action: 'decline' })).returnsTo).toBe(
      `${shopOrigin}/result/failure`,
    );
    expect(await apm.lastEvent(declined)).toBe('refused');
    const cancelled = await apm.pay('bancontact');
    expect((await apm.answer(cancelled, { action: 'cancel' })).returnsTo).toBe(
      `${shopOrigin}/result/cancel`,
    );
    expect(await apm.lastEvent(cancelled)).toBe('cancelledByCustomer');
    expect(await apm.actions(cancelled)).toEqual([]);
  });

  it('a replayed answer charges nothing twice and returns to the same place', async () => {
    const payment = await apm.pay('trustly');
    const first = await apm.answer(payment, approve);
    const replayed = await apm.answer(payment, { action: 'decline' });
    expect(replayed.returnsTo).toBe(first.returnsTo);
    expect(await apm.lastEvent(payment)).toBe('sentForSettlement');
    const record = await sandbox.ctx.tables.apmPayments.get(
      new URL(
        String((payment.json as { _links: { self: { href: string } } })._links.self.href),
      ).pathname
        .split('/')
        .at(-1) ?? '',
    );
    expect(record?.answer?.action).toBe('approved');
  });

  it('no answer before the request expires: requestExpired, the page says so', async () => {
    const payment = await apm.pay('open_banking'); // expiryIn 600 s
    await minutes(10);
    expect(await apm.lastEvent(payment)).toBe('requestExpired');
    const late = await apm.answer(payment, approve);
    expect(late.body).toContain('This payment request has expired');
    expect(await apm.lastEvent(payment)).toBe('requestExpired');
  });
});

describe('authorize, then settle (Klarna, PayPal)', () => {
  it('Klarna: authorized; settled on shipping with its order lines', async () => {
    const payment = await apm.pay('klarna_network', { amount: 4000 });
    await apm.answer(payment, approve);
    expect(await apm.lastEvent(payment)).toBe('authorized');
    expect(await apm.actions(payment)).toEqual(['partialSettle', 'reverse', 'settle']);
    const line = (amount: number) => ({
      name: 'Straw bag',
      quantity: 1,
      unitCost: amount,
      totalTaxAmount: 0,
      totalAmount: amount,
    });
    const wrongLines = await apm.act(payment, 'partialSettle', {
      value: { amount: 1500, currency: 'GBP' },
      order: { items: [line(1000)] },
    });
    expect(wrongLines.json).toMatchObject({ validationErrors: [{ jsonPath: '$.order.items' }] });
    const shipped = await apm.act(payment, 'partialSettle', {
      reference: 'ship-1',
      value: { amount: 1500, currency: 'GBP' },
      shipping: { courier: [{ trackingId: 'BBB0000000' }] },
      order: { items: [line(1500)] },
    });
    expect(shipped).toMatchObject({ status: 202, json: { lastEvent: 'sentForSettlement' } });
    expect(await apm.actions(payment)).toEqual([
      'partialReverse',
      'partialSettle',
      'reverse',
      'settle',
    ]);
    const wrongFull = await apm.act(payment, 'settle', {
      value: { amount: 4000, currency: 'GBP' },
    });
    expect(wrongFull.status).toBe(400);
    expect((await apm.act(payment, 'settle')).status).toBe(202);
    await minutes(15);
    expect(await apm.lastEvent(payment)).toBe('settled');
    expect(await apm.actions(payment)).toEqual(['partialReverse', 'reverse']);
  });

  it('Klarna: a reversal before anything was settled cancels it', async () => {
    const payment = await apm.pay('klarna');
    await apm.answer(payment, approve);
    const reversed = await apm.act(payment, 'reverse');
    expect(reversed.json).toMatchObject({ lastEvent: 'cancelled' });
    expect(await apm.actions(payment)).toEqual([]);
  });

  it('an authorization nothing was asked of expires', async () => {
    const payment = await apm.pay('paypal');
    await apm.answer(payment, approve);
    await minutes(7 * 24 * 60);
    expect(await apm.lastEvent(payment)).toBe('expired');
    expect(await apm.actions(payment)).toEqual([]);
  });

  it('PayPal Smart Button: not ready before the shopper approves; confirmed once', async () => {
    const payment = await apm.pay('paypal', { instruction: { resultUrls: undefined } });
    const early = await apm.act(payment, 'confirmPayment');
    expect(early).toMatchObject({
      status: 400,
      json: { errorName: 'orderNotReady', message: 'Transaction not ready' },
    });
    const page = await apm.answer(payment, approve);
    expect(page.returnsTo).toBeUndefined();
    expect(await apm.lastEvent(payment)).toBe('pending');
    const confirmed = await apm.act(payment, 'confirmPayment');
    expect(confirmed).toMatchObject({
      status: 201,
      json: { lastEvent: 'authorized', _actions: {} },
    });
    const second = await apm.force(payment, 'confirmations');
    expect(second).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
    expect(await apm.actions(payment)).toEqual(['partialSettle', 'reverse', 'settle']);
  });
});

describe('the scenario table', () => {
  const expectations: Record<string, { at: string; then?: [number, string]; returns: string }> = {
    error: { at: 'error', returns: 'failure' },
    refuse: { at: 'refused', returns: 'failure' },
    pendingThenAuthorized: { at: 'pending', then: [30, 'sentForSettlement'], returns: 'pending' },
    pendingThenRefused: { at: 'pending', then: [30, 'refused'], returns: 'pending' },
    settlementFailed: {
      at: 'sentForSettlement',
      then: [15, 'settlementFailed'],
      returns: 'success',
    },
    refundFailed: { at: 'sentForSettlement', then: [15, 'settled'], returns: 'success' },
  };
  it.each(apmScenarios.filter((s) => s.amount !== undefined && s.name !== 'expired'))(
    'amount $amount: $name',
    async ({ name, amount }) => {
      const expected = expectations[name];
      if (!expected) throw new Error(name);
      const payment = await apm.pay('open_banking', { amount });
      const page = await apm.answer(payment, approve);
      expect(page.returnsTo).toMatch(`/result/${expected.returns}`);
      expect(await apm.lastEvent(payment)).toBe(expected.at);
      if (expected.then) {
        await minutes(expected.then[0]);
        expect(await apm.lastEvent(payment)).toBe(expected.then[1]);
      }
    },
  );

  it('amount 830: the request expires after 60 seconds', async () => {
    const payment = await apm.pay('bancontact', { amount: 830 });
    await apm.clock({ advanceSeconds: 59 });
    expect(await apm.lastEvent(payment)).toBe('pending');
    await apm.clock({ advanceSeconds: 1 });
    expect(await apm.lastEvent(payment)).toBe('requestExpired');
    expect((await apm.open(payment)).returnsTo).toBe(`${shopOrigin}/result/cancel`);
  });

  it('amount 700: a refund fails 15 minutes after it was sent, and can be sent again', async () => {
    const payment = await apm.pay('ideal', { amount: 700 });
    await apm.answer(payment, approve);
    await minutes(15);
    expect((await apm.act(payment, 'reverse')).status).toBe(202);
    await minutes(15);
    expect(await apm.lastEvent(payment)).toBe('refundFailed');
    expect(await apm.actions(payment)).toEqual(['partialReverse', 'reverse']);
  });

  it('a refused BLIK or Bancontact payment goes back to pending with an error (no failure URL)', async () => {
    const payment = await apm.pay('bancontact', { amount: 600 });
    const page = await apm.answer(payment, approve);
    expect(page.returnsTo).toBe(`${shopOrigin}/result/pending?error=refused`);
  });
});
