// Payment Queries' search through `inject`: by transaction reference (any API), and by date
// range — newest first, paged with a `next` link, filtered — with the spec's 400s.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { citRequest, paymentRequest, plainCard, stringAt } from '../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

async function setClock(body: Record<string, unknown>): Promise<void> {
  const res = await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: body });
  expect(res.statusCode).toBe(200);
}
beforeEach(() => setClock({ now: '2026-03-02T09:00:00.000Z' }));

const pay = () => sandbox.call('payment', { body: paymentRequest({ amount: 1000 }) });
const search = (query: Record<string, string>) => sandbox.call('queryPayments', { query });
const referenceOf = (res: Answer) => stringAt(res.json, 'transactionReference');

describe('GET /paymentQueries/payments (search)', () => {
  it('finds a Card Payments payment by transaction reference, with a link to its history', async () => {
    const body = citRequest(plainCard());
    await sandbox.call('cardPaymentCit', { body });
    const found = await search({ transactionReference: body.transactionReference });
    expect(found.json).toMatchObject({
      _links: {
        self: {
          href: expect.stringContaining(`transactionReference=${body.transactionReference}`),
        },
      },
      _embedded: {
        payments: [
          {
            transactionReference: body.transactionReference,
            lastEvent: 'authorizationSucceeded',
            _links: {
              self: { href: expect.stringMatching(/\/paymentQueries\/payments\/pay[\w-]{22}$/) },
            },
          },
        ],
      },
    });
  });

  it('pages a date range newest first, with a next link that carries on', async () => {
    const references: string[] = [];
    for (const time of [
      '2027-05-01T10:00:00.000Z',
      '2027-05-02T10:00:00.000Z',
      '2027-05-03T10:00:00.000Z',
    ]) {
      await setClock({ now: time });
      references.push(referenceOf(await pay()));
      references.push(referenceOf(await pay()));
    }
    await setClock({ now: '2027-05-04T00:00:00.000Z' });
    const range = { startDate: '2027-05-01T10:00:00Z', endDate: '2027-05-03T10:00:00Z' };
    const first = await search({ ...range, pageSize: '3' });
    const refs = (res: Answer) => {
      const payments = Reflect.get(Object(Reflect.get(Object(res.json), '_embedded')), 'payments');
      return Array.isArray(payments)
        ? payments.map((p: unknown) => Reflect.get(Object(p), 'transactionReference'))
        : [];
    };
    // [start, end): the two of 3 May are at the end itself, so not in the range.
    expect(refs(first)).toHaveLength(3);
    expect(new Set(refs(first))).toEqual(new Set([references[2], references[3], refs(first)[2]]));
    const next = stringAt(first.json, '_links.next.href');
    expect(next).toMatch(/endDate=2027-05-01T10%3A00%3A00.000Z&paymentId=pay/);
    const second = await sandbox.follow(next, 'GET');
    expect(refs(second)).toHaveLength(1);
    expect(new Set([...refs(first), ...refs(second)])).toEqual(new Set(references.slice(0, 4)));
    expect(second.json).not.toHaveProperty('_links.next');
    const filtered = await search({ ...range, last4Digits: '1111', currency: 'EUR' });
    expect(refs(filtered)).toEqual([]);
  });

  it.each([
    [
      { startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-02T00:00:00Z', pageSize: '301' },
      'invalidPageSize',
      'Provided page size is not valid.',
    ],
    [
      { startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-02T00:00:00Z', pageSize: '0' },
      'invalidPageSize',
      'Provided page size is not valid.',
    ],
    [
      { startDate: '2025-03-01T08:59:59Z', endDate: '2026-03-02T00:00:00Z' },
      'startDateTooOld',
      'Provided start date must not be older than 1 year.',
    ],
    [
      { startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-02T00:00:00Z', last4Digits: '12a4' },
      'invalidLast4Digits',
      'Provided last 4 digits are not valid.',
    ],
    [{ startDate: '2026-03-01T00:00:00Z' }, 'urlContainsInvalidValue', undefined],
    [
      { startDate: 'yesterday', endDate: '2026-03-02T00:00:00Z' },
      'urlContainsInvalidValue',
      undefined,
    ],
    [
      { transactionReference: 'T-1', startDate: '2026-03-01T00:00:00Z' },
      'urlContainsInvalidValue',
      undefined,
    ],
    [{}, 'urlContainsInvalidValue', undefined],
  ])('refuses %o with 400 %s', async (query, errorName, message) => {
    const res = await search(query);
    expect(res).toMatchObject({
      status: 400,
      json: { errorName, ...(message ? { message } : {}) },
    });
  });
});
