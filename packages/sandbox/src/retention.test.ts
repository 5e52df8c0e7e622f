// The database does not grow without bound: every record is deleted its retention after it last
// changed (SANDBOX_RETENTION_HOURS), by a clean-up that runs by itself every purgeIntervalMs.
// The sandbox's clock is moved with the control route; the test then only waits for the timer.
import { afterEach, describe, expect, it } from 'vitest';
import { paymentRequest, stringAt, verifiedTokenRequest } from './test/fixtures';
import { startTestSandbox, type TestSandbox } from './test/harness';

let sandbox: TestSandbox | undefined;
afterEach(() => sandbox?.close());

const retentionMs = 60 * 60 * 1000;

async function advanceClock(target: TestSandbox, seconds: number): Promise<void> {
  const res = await target.app.inject({
    method: 'POST',
    url: '/_sandbox/clock',
    payload: { advanceSeconds: seconds },
  });
  expect(res.statusCode).toBe(200);
}

/** Waits (bounded) until `check` holds, as the clean-up runs on its own timer. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('retention', () => {
  it('deletes tokens and payments once their retention has passed, and not before', async () => {
    const target = await startTestSandbox({ retentionMs, purgeIntervalMs: 25 });
    sandbox = target;
    const token = await target.call('createVerifiedToken', {
      body: verifiedTokenRequest({ namespace: 'SHOPPER_ID_retention' }),
    });
    const tokenHref = stringAt(token.json, '_embedded.token.tokenPaymentInstrument.href');
    const payment = await target.call('payment', { body: paymentRequest() });
    const paymentHref = stringAt(payment.json, '_links.self.href');
    const stored = async () => ({
      token: (await target.follow(tokenHref, 'GET')).status,
      payment: (await target.follow(paymentHref, 'GET')).status,
    });

    // An hour minus a minute later, after many clean-ups, both are still there.
    await advanceClock(target, retentionMs / 1000 - 60);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await stored()).toEqual({ token: 200, payment: 200 });

    // Past the hour, the next clean-up deletes both: the provider's "not found" answers.
    await advanceClock(target, 120);
    expect(
      await eventually(async () => {
        const now = await stored();
        return now.token === 404 && now.payment === 404;
      }),
    ).toBe(true);
  });

  it('counts the retention from the last change', async () => {
    const target = await startTestSandbox({ retentionMs, purgeIntervalMs: 25 });
    sandbox = target;
    const body = verifiedTokenRequest({ namespace: 'SHOPPER_ID_touched' });
    const token = await target.call('createVerifiedToken', { body });
    const tokenHref = stringAt(token.json, '_embedded.token.tokenPaymentInstrument.href');
    await advanceClock(target, retentionMs / 1000 - 60);
    // A new cardholder name changes the token (provider-api.md §6): its retention starts again.
    const nameHref = stringAt(token.json, '_embedded.token._links.tokens:cardHolderName.href');
    const updated = await target.follow(nameHref, 'PUT', {
      body: JSON.stringify('Grace Hopper'),
    });
    expect(updated.status).toBe(204);
    await advanceClock(target, 120);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await target.follow(tokenHref, 'GET')).status).toBe(200);
  });
});
