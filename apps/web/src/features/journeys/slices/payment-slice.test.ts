import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { paymentJourneyReset } from '../events';
import { pageAcceptHeader } from '../browser-data';
import {
  buyNowPressed,
  cardPaymentSubmitted,
  hostedPaymentRequested,
  paymentOutcomeAcknowledged,
  recurringPaymentRequested,
  walletPaymentCancelled,
  walletPaymentStarted,
} from '../events';
import {
  initialPaymentState,
  paymentAbandoned,
  paymentPending,
  paymentRequested,
  paymentSlice,
  type PaymentState,
} from './payment-slice';
import { paymentAuthorized, paymentDeclined, paymentFailed } from '../events';

const browser = { acceptHeader: pageAcceptHeader, userAgentHeader: 'test' };
const charge = { amount: 100, purpose: 'basket' } as const;
const address = {
  address1: '1 Demo Street',
  city: 'London',
  postalCode: 'AAAA',
  countryCode: 'GB',
};
const submitted = cardPaymentSubmitted({
  card: { kind: 'checkout', cardHolderName: 'Ada', sessionHref: 'h' },
  billingAddress: address,
  saveDetails: true,
  charge,
  browser,
});
const processing: PaymentState = {
  ...initialPaymentState,
  paymentStatus: 'processing',
  saveDetails: true,
  billingAddress: address,
  paymentMethod: 'Card',
  purpose: 'basket',
};
const auth = { outcome: 'authorized', transactionReference: 'R', amount: 100, currency: 'GBP' };
const request = { url: 'u', method: 'POST' as const, requestBody: null };
const success: PaymentState = { ...processing, paymentStatus: 'success', paymentAuth: auth };

const walletStarted = walletPaymentStarted({
  wallet: 'applePay',
  charge: { amount: 200, purpose: 'wallet' },
  resultUrls: { success: 's', failure: 'f', pending: 'p', cancel: 'c' },
  siteOrigin: 'http://localhost:3000',
});
const walletProcessing: PaymentState = {
  ...initialPaymentState,
  paymentStatus: 'processing',
  paymentMethod: 'Express Checkout',
};

const cases: [string, PaymentState, UnknownAction, PaymentState][] = [
  [
    "a wallet's sheet playing starts processing as 'Express Checkout'",
    success,
    walletStarted,
    walletProcessing,
  ],
  ['ignored: a wallet started while another payment runs', processing, walletStarted, processing],
  [
    "closing the wallet's dialog cancels its payment: nothing recorded",
    walletProcessing,
    walletPaymentCancelled({ wallet: 'applePay' }),
    initialPaymentState,
  ],
  [
    "ignored: a wallet's dialog closing while a card payment runs",
    processing,
    walletPaymentCancelled({ wallet: 'applePay' }),
    processing,
  ],
  [
    "ignored: a wallet's dialog closing after its payment succeeded",
    { ...walletProcessing, paymentStatus: 'success', paymentAuth: auth },
    walletPaymentCancelled({ wallet: 'applePay' }),
    { ...walletProcessing, paymentStatus: 'success', paymentAuth: auth },
  ],
  ['a new-card payment starts processing', initialPaymentState, submitted, processing],
  [
    'Buy Now starts processing with the saved-card label',
    success,
    buyNowPressed({ tokenId: 'T1', charge, browser }),
    {
      ...initialPaymentState,
      paymentStatus: 'processing',
      paymentMethod: 'Saved card',
      purpose: 'basket',
    },
  ],
  [
    'a recurring payment starts processing for a renewal',
    success,
    recurringPaymentRequested({ tokenId: 'T1', charge: { amount: 100, purpose: 'renewal' } }),
    {
      ...initialPaymentState,
      paymentStatus: 'processing',
      paymentMethod: 'Recurring payment',
      purpose: 'renewal',
    },
  ],
  [
    'ignored: a recurring payment while one is processing',
    processing,
    recurringPaymentRequested({ tokenId: 'T1', charge: { amount: 100, purpose: 'renewal' } }),
    processing,
  ],
  [
    'ignored: a second submit while processing',
    processing,
    buyNowPressed({ tokenId: 'T1', charge, browser }),
    processing,
  ],
  [
    'the payment request is kept',
    processing,
    paymentRequested(request),
    { ...processing, paymentRequest: request },
  ],
  ['authorized → success', processing, paymentAuthorized(auth), success],
  [
    'declined → declined with the reason',
    processing,
    paymentDeclined({ reason: 'refused: 5 REFUSED', auth }),
    { ...processing, paymentStatus: 'declined', error: 'refused: 5 REFUSED', paymentAuth: auth },
  ],
  [
    'failed → error',
    processing,
    paymentFailed({ error: 'HTTP 502' }),
    { ...processing, paymentStatus: 'error', error: 'HTTP 502' },
  ],
  [
    'ignored: an outcome when nothing is processing',
    initialPaymentState,
    paymentAuthorized(auth),
    initialPaymentState,
  ],
  ['ignored: a late outcome after the first', success, paymentFailed({ error: 'late' }), success],
  ['ignored: a request record after the outcome', success, paymentRequested(request), success],
  [
    'the shown outcome goes back to empty',
    success,
    paymentOutcomeAcknowledged(),
    initialPaymentState,
  ],
  ['ignored: acknowledging while processing', processing, paymentOutcomeAcknowledged(), processing],
  ['a journey reset restores the default', processing, paymentJourneyReset(), initialPaymentState],
  ['ignored: an unrelated event', success, { type: 'cart/cartEmptied' }, success],
  [
    'a hosted payment starts processing with its label',
    initialPaymentState,
    hostedPaymentRequested({ charge: { amount: 1600, purpose: 'tickets' } }),
    { ...initialPaymentState, paymentStatus: 'processing', paymentMethod: 'Hosted payment page' },
  ],
  [
    'ignored: a hosted payment while another is processing',
    processing,
    hostedPaymentRequested({ charge: { amount: 1600, purpose: 'tickets' } }),
    processing,
  ],
  [
    'pending → pending, with what the provider took',
    processing,
    paymentPending(auth),
    { ...processing, paymentStatus: 'pending', paymentAuth: auth },
  ],
  [
    'abandoned (the page could not be shown) → empty again, with why',
    processing,
    paymentAbandoned({ reason: 'blocked' }),
    { ...processing, paymentStatus: '', error: 'blocked' },
  ],
  ['ignored: abandoning after the outcome', success, paymentAbandoned({ reason: 'x' }), success],
  [
    'a shown pending payment goes back to empty',
    { ...processing, paymentStatus: 'pending', paymentAuth: auth },
    paymentOutcomeAcknowledged(),
    initialPaymentState,
  ],
];

describe('payment slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(paymentSlice.reducer(state, action)).toEqual(expected);
  });
});
