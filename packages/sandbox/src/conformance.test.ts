// The conformance check itself: every endpoint of the table has documented answers, every
// endpoint has a handler, and the check that every test applies to every answer (see
// test/harness.ts) catches undocumented fields, wrong types and undocumented statuses.
import { describe, expect, it } from 'vitest';
import { providerEndpointById, providerEndpoints, providerResponseSchemas } from '@sjd/contracts';
import { providerHandlers } from './api/routes';
import { conformanceProblem } from './test/harness';

const endpoint = (id: string) => {
  const found = providerEndpointById(id);
  if (!found) throw new Error(id);
  return found;
};

/** A Payment Queries payment with these events (the rest of it conforming). */
function paymentQueryAnswer(events: unknown[]) {
  return {
    timestamp: 't',
    paymentId: 'p',
    transactionReference: 'T',
    transactionType: 'oneTime',
    authorizationType: 'authorization',
    entity: 'default',
    paymentInstrument: { type: 'card/plain+masked' },
    value: { currency: 'GBP', amount: 1 },
    events,
    _links: { self: { href: 'h' } },
  };
}

describe('conformance', () => {
  it('every endpoint has documented answers and a sandbox handler', () => {
    for (const { id } of providerEndpoints) {
      expect(providerResponseSchemas[id], id).toBeDefined();
      expect(providerHandlers[id], id).toBeDefined();
    }
    expect(Object.keys(providerHandlers).sort()).toEqual(providerEndpoints.map((e) => e.id).sort());
  });

  it.each([
    [
      'a conforming answer',
      'getPayout',
      200,
      { outcome: 'approved', transactionReference: 'T', receivedAt: 'now', _links: {} },
      null,
    ],
    [
      'an undocumented field',
      'getPayout',
      200,
      { outcome: 'approved', transactionReference: 'T', receivedAt: 'now', _links: {}, extra: 1 },
      /fields its schema does not name/,
    ],
    [
      'a wrong enum value',
      'getPayout',
      200,
      { outcome: 'paid', transactionReference: 'T', receivedAt: 'now', _links: {} },
      /does not match/,
    ],
    ['an undocumented status', 'getPayout', 201, {}, /a status the contracts do not list/],
    [
      'a Payment Queries event with a field its kind does not have',
      'retrievePayment',
      200,
      paymentQueryAnswer([
        {
          eventName: 'settlementRequestSubmitted',
          timestamp: 't',
          commandId: 'c',
          value: { amount: 1, currency: 'GBP' },
        },
      ]),
      /fields its schema does not name/,
    ],
    [
      'an event name Payment Queries does not have',
      'retrievePayment',
      200,
      paymentQueryAnswer([{ eventName: 'settled', timestamp: 't' }]),
      /does not match/,
    ],
    [
      'a conforming Payment Queries history',
      'retrievePayment',
      200,
      paymentQueryAnswer([
        {
          eventName: 'refundRequested',
          timestamp: 't',
          type: 'partialRefund',
          refundReference: 'r',
          value: { amount: 1, currency: 'GBP' },
          commandId: 'c',
        },
      ]),
      null,
    ],
    [
      'a Card Payments lastEvent in camelCase',
      'cardPaymentEvents',
      200,
      { lastEvent: 'sentForSettlement', _links: {} },
      /does not match/,
    ],
    [
      'a Payments API refund answer with transactionReference',
      'refundPayment',
      202,
      { outcome: 'sentForRefund', transactionReference: 'T', _links: { self: { href: 'h' } } },
      /fields its schema does not name/,
    ],
    ['an error without errorName', 'getPayout', 404, { message: 'x' }, /does not match/],
    ['a body on a 204', 'deleteToken', 204, {}, /should have no body/],
  ])('%s', (_case, id, status, body, problem) => {
    const found = conformanceProblem(endpoint(id), status, JSON.stringify(body));
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});
