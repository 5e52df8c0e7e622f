// The shopper's pages of the local methods through `inject` (issue 45): who may frame them and
// where their forms may go, BLIK's code, SEPA's mandate days, the Pix / Swish app page and what
// it polls, expiry on the payment's own (demo) clock, unknown and hostile requests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoClocksPath } from '../../api/demo-clocks';
import { demoClockHeader } from '../../domain/clocks';
import { blikRefusedCode, sepaSchemeDays } from '../../domain/scenarios';
import { shopOrigin } from '../../test/apm-fixtures';
import { apmDriver } from '../../test/apm-harness';
import { stringAt } from '../../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../../test/harness';
import { merchantAuth } from '../../test/webhook-receiver';

let sandbox: TestSandbox;
let apm: ReturnType<typeof apmDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
  apm = apmDriver(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(() => apm.clock({ now: '2026-05-04T09:00:00.000Z' }));

const day = 24 * 60 * 60;

describe('framing and navigation rules', () => {
  it('the bank page may be framed by the shops only, and posts to itself', async () => {
    const page = await apm.open(await apm.pay('ideal'));
    expect(page.status).toBe(200);
    expect(page.csp).toContain(`frame-ancestors ${shopOrigin}`);
    expect(page.csp).toContain("form-action 'self'");
    expect(page.csp).toContain("script-src 'self'");
    expect(page.body).toContain('Choose your bank');
    expect(page.body).toContain('Rabobank');
  });

  it('the page after the answer may only send the shopper to the shop', async () => {
    const answered = await apm.answer(await apm.pay('ideal'), { action: 'approve' });
    expect(answered.csp).toContain(`form-action ${shopOrigin}`);
    expect(answered.body).toContain('Payment approved');
  });

  it('an unknown page or code is a 404 page, and a hostile form changes nothing', async () => {
    const unknown = await sandbox.app.inject({ method: 'GET', url: '/apm/pay/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This payment request is not known');
    const payment = await apm.pay('ideal');
    const hostile = await apm.answer(payment, { action: 'steal', bank: '<script>' });
    // The page asks again; nothing is recorded and the shopper is not sent anywhere.
    expect(hostile.status).toBe(400);
    expect(hostile.body).toContain('Choose one of the buttons below.');
    expect(hostile.returnsTo).toBeUndefined();
    expect(hostile.body).not.toContain('<script>');
    expect(await apm.lastEvent(payment)).toBe('pending');
    const app = await sandbox.app.inject({
      method: 'GET',
      url: '/apm/app?code=' + 'x'.repeat(600),
    });
    expect(app.statusCode).toBe(404);
  });
});

describe('BLIK', () => {
  it('asks again for a code that is not six digits; the magic code is refused', async () => {
    const payment = await apm.pay('blik');
    const short = await apm.answer(payment, { action: 'approve', code: '12' });
    expect(short.body).toContain('Enter the six digits of your BLIK code.');
    expect(await apm.lastEvent(payment)).toBe('pending');
    const refused = await apm.answer(payment, { action: 'approve', code: blikRefusedCode });
    expect(refused.returnsTo).toBe(`${shopOrigin}/result/pending?error=refused`);
    expect(await apm.lastEvent(payment)).toBe('refused');
  });

  it('any other six digits pay', async () => {
    const payment = await apm.pay('blik');
    const paid = await apm.answer(payment, { action: 'approve', code: '777123' });
    expect(paid.returnsTo).toBe(`${shopOrigin}/result/success`);
    expect(await apm.lastEvent(payment)).toBe('sentForSettlement');
  });

  it('terms not accepted: back to pending with the error, no code taken', async () => {
    const payment = await apm.pay('blik', { instruction: { termsAccepted: false } });
    const page = await apm.open(payment);
    expect(page.returnsTo).toBe(`${shopOrigin}/result/pending?error=termsNotAccepted`);
    await apm.answer(payment, { action: 'approve', code: '777123' });
    expect(await apm.lastEvent(payment)).toBe('pending');
  });
});

describe('SEPA Direct Debit', () => {
  it('pending for the scheme days after the mandate, then settled; refundable after', async () => {
    const payment = await apm.pay('sepa');
    const mandate = await apm.open(payment);
    expect(mandate.body).toMatch(/ending\s+3000/);
    expect(mandate.body).not.toContain('DE89370400440532013000');
    const page = await apm.answer(payment, { action: 'approve' });
    // SEPA takes no return addresses (its instruction has no resultUrls): the page says so.
    expect(page.returnsTo).toBeUndefined();
    expect(page.body).toContain('Payment pending');
    expect(await apm.lastEvent(payment)).toBe('sentForAuthorization');
    expect(await apm.actions(payment)).toEqual([]);
    await apm.clock({ advanceSeconds: sepaSchemeDays * day - 1 });
    expect(await apm.lastEvent(payment)).toBe('sentForAuthorization');
    await apm.clock({ advanceSeconds: 1 });
    expect(await apm.lastEvent(payment)).toBe('settled');
    expect(await apm.actions(payment)).toEqual(['partialReverse', 'reverse']);
  });

  it('amount 600: returned by the bank when the scheme days are over', async () => {
    const payment = await apm.pay('sepa', { amount: 600 });
    await apm.answer(payment, { action: 'approve' });
    await apm.clock({ advanceSeconds: sepaSchemeDays * day });
    expect(await apm.lastEvent(payment)).toBe('refused');
  });
});

describe('Pix and Swish: the QR code and the simulated app', () => {
  it('shows the QR code and the code to copy, polls, and records Pay once', async () => {
    const payment = await apm.pay('pix');
    const code = stringAt(payment.json, 'transactionCode');
    const page = await apm.app(code);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<svg');
    expect(page.body).toContain('Pay in the app');
    expect(page.csp).toContain("connect-src 'self'");
    const status = await sandbox.app.inject({
      url: `/apm/app/status?code=${encodeURIComponent(code)}`,
    });
    expect(status.json()).toEqual({
      found: true,
      lastEvent: 'pending',
      answered: false,
      expiresInMs: 1_200_000,
    });
    const paid = await apm.app(code, { action: 'approve' });
    expect(paid.body).toContain('Paid');
    await apm.app(code, { action: 'decline' });
    expect(await apm.lastEvent(payment)).toBe('sentForSettlement');
    // A Pix refund must give its reason.
    await apm.clock({ advanceSeconds: 15 * 60 });
    const noReason = await apm.act(payment, 'reverse');
    expect(noReason.json).toMatchObject({ validationErrors: [{ jsonPath: '$.reasonCode' }] });
    const withReason = await apm.act(payment, 'reverse', {
      value: { amount: 2500, currency: 'BRL' },
      reasonCode: 'MD06',
    });
    expect(withReason.status).toBe(202);
  });

  it('Swish with a phone number: the app page shows no QR code', async () => {
    const payment = await apm.pay('swish', { instruction: { customer: { phone: '46761985401' } } });
    const page = await apm.app(stringAt(payment.json, 'transactionCode'));
    expect(page.body).not.toContain('<svg');
    expect(page.body).toContain('opened on the shopper');
  });

  it("expires on the payment's demo clock, not on another's", async () => {
    const clock = 'visitor-apm-clock-0123456789';
    const payment = await apm.pay('swish', {}, { headers: { [demoClockHeader]: clock } });
    const code = stringAt(payment.json, 'transactionCode');
    await apm.clock({ advanceSeconds: 0 });
    const moved = await sandbox.app.inject({
      method: 'POST',
      url: `${demoClocksPath}/${clock}`,
      headers: merchantAuth(sandbox),
      payload: { advanceMs: 3 * 60_000 },
    });
    expect(moved.statusCode).toBe(200);
    // Read with no clock header: the payment's own clock decides.
    expect(await apm.lastEvent(payment)).toBe('requestExpired');
    const page = await apm.app(code);
    expect(page.body).toContain('Expired');
    await apm.app(code, { action: 'approve' });
    expect(await apm.lastEvent(payment)).toBe('requestExpired');
  });
});
