import { describe, expect, it } from 'vitest';
import type { ThemeName } from '../../themes/theme-types';
import {
  renewalSuccessMessage,
  resultTexts,
  successMessage,
  successMessages,
  type ResultTexts,
  type ResultVariant,
  type TransactionType,
} from './result-texts';

describe('resultTexts (spec §8 user messages and headlines)', () => {
  it.each<[ThemeName, ResultVariant, TransactionType, ResultTexts]>([
    [
      'retail',
      'declined',
      'payment',
      {
        title: 'Payment declined',
        message: 'Your payment was declined.',
        retryHeadline: 'Enter Card Details',
      },
    ],
    [
      'retail',
      'error',
      'payment',
      {
        title: 'Payment failed',
        message: 'There was an error taking your payment.',
        retryHeadline: 'Enter Card Details',
      },
    ],
    [
      'retail',
      'cardError',
      'payment',
      { title: 'Failed', message: 'Failed to add card.', retryHeadline: 'Enter Card Details' },
    ],
    [
      'modernmart',
      'declined',
      'payment',
      {
        title: 'Payment declined',
        message: 'Your payment was declined.',
        retryHeadline: 'Enter Card Details',
      },
    ],
    [
      'modernmart',
      'error',
      'payment',
      {
        title: 'Payment failed',
        message: 'There was an error taking your payment.',
        retryHeadline: 'Enter Card Details',
      },
    ],
    [
      'museart',
      'error',
      'payment',
      {
        title: 'Payment failed',
        message: 'There was an error taking your payment.',
        retryHeadline: 'Enter Card Details',
      },
    ],
    [
      'digital',
      'cardError',
      'payment',
      { title: 'Failed', message: 'Failed to add card.', retryHeadline: 'Enter Card Details' },
    ],
    [
      'gambling',
      'declined',
      'payment',
      {
        title: 'Payment declined',
        message: 'Your payment was declined',
        retryHeadline: 'Change your payment type',
      },
    ],
    [
      'gambling',
      'error',
      'payment',
      {
        title: 'Payment failed',
        message: 'There was an error taking your payment',
        retryHeadline: 'Change your payment type',
      },
    ],
    [
      'gambling',
      'declined',
      'withdraw',
      {
        title: 'Payment declined',
        message: 'Your withdrawal request was declined',
        retryHeadline: 'Change your payment type',
      },
    ],
    [
      'gambling',
      'error',
      'withdraw',
      {
        title: 'Payment failed',
        message: 'There was an error with your withdrawal request',
        retryHeadline: 'Change your payment type',
      },
    ],
  ])('%s %s (%s)', (theme, variant, transactionType, expected) => {
    expect(resultTexts(theme, variant, transactionType)).toEqual(expected);
  });

  it('success messages per type', () => {
    expect(successMessages.slowSuccess).toBe('Your request has been received');
    expect(successMessages.fastSuccess).toMatch(/within 30 minutes/);
    expect(successMessages.success).toBe('Thank you for your order. Your payment was successful.');
  });

  it('a renewal is not an order: its own message; a declined renewal says what any payment says', () => {
    expect(successMessage('success', 'renewal')).toBe(renewalSuccessMessage);
    expect(successMessage('success', 'payment')).toBe(successMessages.success);
    expect(resultTexts('digital', 'declined', 'renewal')).toEqual(
      resultTexts('digital', 'declined', 'payment'),
    );
  });
});
