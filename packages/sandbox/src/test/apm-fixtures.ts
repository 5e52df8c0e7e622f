// Valid `POST /apmPayments` bodies, one per simulated method, shaped like the API's own
// examples (return addresses on the test shop's origin, which the test sandbox allows). Tests
// change one thing at a time from these.
import type { ApmMethod } from '@sjd/contracts';
import { reference } from './fixtures';

export const shopOrigin = 'https://shop.test';
const urls = {
  success: `${shopOrigin}/result/success`,
  pending: `${shopOrigin}/result/pending`,
  failure: `${shopOrigin}/result/failure`,
  cancel: `${shopOrigin}/result/cancel`,
};
const pick = (...keys: (keyof typeof urls)[]) =>
  Object.fromEntries(keys.map((key) => [key, urls[key]]));
const address = {
  address1: '221B Baker Street',
  postalCode: 'NW1 6XE',
  city: 'London',
  state: 'Greater London',
  countryCode: 'GB',
};
const narrative = { line1: 'Mind Palace' };
const email = { email: 'shopper@example.com' };

/** A valid IBAN (check digits right). */
export const testIban = 'DE89370400440532013000';

const instructions: Record<ApmMethod, (amount: number) => Record<string, unknown>> = {
  ideal: (amount) => ({
    method: 'ideal',
    value: { amount, currency: 'EUR' },
    narrative,
    paymentInstrument: { type: 'direct' },
    resultUrls: pick('success', 'failure', 'cancel'),
    customer: email,
  }),
  bancontact: (amount) => ({
    method: 'bancontact',
    value: { amount, currency: 'EUR' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'BE' },
    resultUrls: pick('cancel', 'pending', 'success'),
    customer: email,
  }),
  trustly: (amount) => ({
    method: 'trustly',
    value: { amount, currency: 'EUR' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'IT' },
    resultUrls: pick('cancel', 'pending', 'success'),
    customer: email,
  }),
  open_banking: (amount) => ({
    method: 'open_banking',
    expiryIn: 600,
    value: { amount, currency: 'GBP' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'GB', language: 'en' },
    resultUrls: pick('success', 'pending', 'cancel', 'failure'),
    customer: { email: 'shopper@example.com', customerId: 'id1234' },
  }),
  paypal: (amount) => ({
    method: 'paypal',
    value: { amount, currency: 'GBP' },
    narrative,
    paymentInstrument: { type: 'direct', billingAddress: { ...address } },
    settlement: { auto: false },
    resultUrls: pick('cancel', 'failure', 'pending', 'success'),
    customer: email,
  }),
  pix: (amount) => ({
    method: 'pix',
    expiryIn: 1200,
    value: { amount, currency: 'BRL' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'BR' },
    customer: {
      firstName: 'Moriarty',
      lastName: 'James',
      identityDocuments: { reference: '12345678901', type: 'CPF' },
    },
  }),
  swish: (amount) => ({
    method: 'swish',
    value: { amount, currency: 'SEK' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'SE' },
  }),
  blik: (amount) => ({
    method: 'blik',
    termsAccepted: true,
    value: { amount, currency: 'PLN' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'PL' },
    resultUrls: pick('success', 'pending', 'cancel'),
    customer: email,
  }),
  sepa: (amount) => ({
    method: 'sepa',
    value: { amount, currency: 'EUR' },
    narrative,
    paymentInstrument: {
      type: 'direct',
      iban: testIban,
      accountHolderName: 'Sherlock Holmes',
      language: 'en',
      billingAddress: address,
    },
    customerAgreement: { type: 'oneTime', mandate: { type: 'oneTime', mandateId: 'M-1001' } },
    customer: email,
  }),
  klarna_network: (amount) => ({
    method: 'klarna_network',
    value: { amount, currency: 'GBP' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'GB' },
    resultUrls: pick('cancel', 'failure', 'pending', 'success'),
    order: {
      items: [
        {
          name: 'Straw bag',
          quantity: 1,
          unitCost: amount,
          totalTaxAmount: 0,
          totalAmount: amount,
        },
      ],
    },
  }),
  klarna: (amount) => ({
    method: 'klarna',
    value: { amount, currency: 'GBP' },
    narrative,
    paymentInstrument: { type: 'direct', country: 'GB', language: 'en' },
    resultUrls: pick('cancel', 'failure', 'pending', 'success'),
    order: { orderTotalTaxAmount: 0, termsUrl: `${shopOrigin}/terms`, items: [] },
  }),
};

export interface ApmOptions {
  amount?: number;
  /** Replaces fields of the instruction (undefined removes one). */
  instruction?: Record<string, unknown>;
  transactionReference?: string;
}

export function apmRequest(method: ApmMethod, options: ApmOptions = {}) {
  const instruction: Record<string, unknown> = {
    ...instructions[method](options.amount ?? 2500),
    ...options.instruction,
  };
  for (const [key, value] of Object.entries(instruction)) {
    if (value === undefined) delete instruction[key];
  }
  return {
    transactionReference: options.transactionReference ?? reference('APM'),
    merchant: { entity: 'default' },
    instruction,
  };
}
