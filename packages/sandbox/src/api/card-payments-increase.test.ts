// Card Payments v7: incremental authorization of an estimated authorization (the authorized
// amount grows, a full settlement takes the new total) and the events query by transaction
// reference (issue 41: both were not served).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citRequest, plainCard, stringAt } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const link = (json: unknown, rel: string) => stringAt(json, `_links.cardPayments:${rel}.href`);

async function authorize(estimated: boolean) {
  const body = citRequest(plainCard(), { amount: 1000 });
  const value = { ...body.instruction.value, ...(estimated ? { estimated: true } : {}) };
  return sandbox.call('cardPaymentCit', {
    body: { ...body, instruction: { ...body.instruction, value } },
  });
}

describe('incremental authorization', () => {
  it('grows an estimated authorization; the full settlement takes the new total', async () => {
    const authorized = await authorize(true);
    const increased = await sandbox.follow(
      link(authorized.json, 'increaseAuthorizedAmount'),
      'POST',
      {
        body: { value: { currency: 'GBP', amount: 250 } },
      },
    );
    expect(increased).toMatchObject({
      status: 202,
      json: { outcome: 'authorized', amounts: { totalAuthorized: 1250, currency: 'GBP' } },
    });
    const again = await sandbox.follow(link(increased.json, 'increaseAuthorizedAmount'), 'POST', {
      body: { value: { currency: 'GBP', amount: 50 } },
    });
    expect(again.json).toMatchObject({ amounts: { totalAuthorized: 1300 } });
    const settled = await sandbox.follow(link(again.json, 'settle'), 'POST');
    const paymentId = stringAt(settled.json, 'paymentId');
    const history = await sandbox.call('retrievePayment', { params: { paymentId } });
    expect(history.json).toMatchObject({
      events: expect.arrayContaining([
        expect.objectContaining({
          eventName: 'settlementRequested',
          value: { amount: 1300, currency: 'GBP' },
        }),
      ]),
    });
  });

  it('offers no increase on an authorization that was not estimated, and refuses one sent', async () => {
    const authorized = await authorize(false);
    expect(JSON.stringify(authorized.json)).not.toContain('increaseAuthorizedAmount');
    const href = link(authorized.json, 'cancel').replace(
      'authorizations/cancellations',
      'authorizations/incrementalAuthorizations',
    );
    const res = await sandbox.follow(href, 'POST', {
      body: { value: { currency: 'GBP', amount: 5 } },
    });
    expect(res).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
  });

  it('refuses another currency, and records nothing for it', async () => {
    const authorized = await authorize(true);
    const href = link(authorized.json, 'increaseAuthorizedAmount');
    const res = await sandbox.follow(href, 'POST', {
      body: { value: { currency: 'EUR', amount: 5 } },
    });
    expect(res).toMatchObject({
      status: 400,
      json: { validationErrors: [{ jsonPath: '$.value.currency' }] },
    });
    const events = await sandbox.follow(link(authorized.json, 'events'), 'GET');
    expect(JSON.stringify(events.json)).toContain('increaseAuthorizedAmount');
  });
});

describe('GET /payments/events?transactionReference=', () => {
  it('finds a payment by its reference, with its last event and links', async () => {
    const authorized = await authorize(false);
    const transactionReference = stringAt(authorized.json, 'transactionReference');
    const res = await sandbox.call('cardPaymentEventsByReference', {
      query: { transactionReference },
    });
    expect(res).toMatchObject({ status: 200, json: { lastEvent: 'Authorized' } });
    expect(link(res.json, 'settle')).toBe(link(authorized.json, 'settle'));
  });

  it('answers 404 for an unknown reference or none', async () => {
    const queries: Record<string, string>[] = [{ transactionReference: 'never-used' }, {}];
    for (const query of queries) {
      const res = await sandbox.call('cardPaymentEventsByReference', { query });
      expect(res).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
    }
  });
});
