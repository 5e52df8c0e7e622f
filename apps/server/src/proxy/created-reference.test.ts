// Which proxied calls make a payment the visitor's (its events then reach their stream only):
// the payment- and payout-creating calls, with the transactionReference they name.
import { describe, expect, it } from 'vitest';
import { providerEndpoints } from '@sjd/contracts';
import { createdReference, type ProviderCall } from './resolve-call';

const callTo = (id: string, payload: unknown): ProviderCall => {
  const endpoint = providerEndpoints.find((e) => e.id === id);
  if (!endpoint) throw new Error(`no endpoint ${id}`);
  return { endpoint, method: endpoint.method, url: `https://provider${endpoint.path}`, payload };
};

describe('createdReference', () => {
  it.each([
    'payment',
    'cardPaymentCit',
    'cardPaymentMit',
    'createPaymentPage',
    'payoutFastAccess',
    'payoutBasicDisbursement',
    'apmPayment',
  ])('records the reference of %s', (id) => {
    expect(createdReference(callTo(id, { transactionReference: 'SJD-1', x: 1 }))).toBe('SJD-1');
    expect(createdReference(callTo(id, { transactionReference: 42 }))).toBeNull();
    expect(createdReference(callTo(id, undefined))).toBeNull();
  });

  it.each([
    'settlePayment',
    'cardPaymentRefund',
    'threeDsAuthentication',
    'fraudAssessment',
    'settleApmPayment',
  ])('does not take %s as creating a payment', (id) => {
    expect(createdReference(callTo(id, { transactionReference: 'SJD-1' }))).toBeNull();
  });
});
