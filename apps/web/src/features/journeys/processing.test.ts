import { describe, expect, it } from 'vitest';
import type { RootState } from '../../app/store';
import { makeStore } from '../../app/store';
import { fakeClients } from '../../test/store';
import { initialTokensState, type TokenStatus } from './slices/tokens-slice';
import { initialPaymentState, type PaymentStatus } from './slices/payment-slice';
import {
  selectIsProcessing,
  selectProcessingDestination,
  selectProcessingText,
  type ProcessingDestination,
} from './processing';

const base = makeStore(fakeClients()).getState();
const at = (paymentStatus: PaymentStatus, tokenStatus: TokenStatus): RootState => ({
  ...base,
  payment: { ...initialPaymentState, paymentStatus },
  tokens: { ...initialTokensState, tokenStatus },
});

const cases: [PaymentStatus, TokenStatus, boolean, string, ProcessingDestination | null][] = [
  ['', 'not-initialised', false, 'Processing payment', null],
  ['processing', 'not-initialised', true, 'Processing payment', null],
  ['', 'processing', true, 'Adding card', null],
  [
    'success',
    'not-initialised',
    false,
    'Processing payment',
    { kind: 'payment', status: 'success', transactionType: 'payment' },
  ],
  [
    'declined',
    'not-initialised',
    false,
    'Processing payment',
    { kind: 'payment', status: 'declined', transactionType: 'payment' },
  ],
  [
    'error',
    'not-initialised',
    false,
    'Processing payment',
    { kind: 'payment', status: 'error', transactionType: 'payment' },
  ],
  ['', 'success', false, 'Processing payment', { kind: 'cardAdded', isAddingFunds: false }],
  ['', 'failure', false, 'Processing payment', { kind: 'cardAddFailed' }],
];

describe('processing screen selectors', () => {
  it.each([
    ['renewal', 'renewal'],
    ['basket', 'payment'],
    ['addFunds', 'payment'],
  ] as const)('a %s result goes on as transaction type %s', (purpose, transactionType) => {
    const state = at('declined', 'not-initialised');
    const withPurpose = { ...state, payment: { ...state.payment, purpose } };
    expect(selectProcessingDestination(withPurpose)).toEqual({
      kind: 'payment',
      status: 'declined',
      transactionType,
    });
  });

  it.each(cases)('payment %j, token %s', (payment, token, processing, text, destination) => {
    const state = at(payment, token);
    expect(selectIsProcessing(state)).toBe(processing);
    expect(selectProcessingText(state)).toBe(text);
    expect(selectProcessingDestination(state)).toEqual(destination);
  });
});
