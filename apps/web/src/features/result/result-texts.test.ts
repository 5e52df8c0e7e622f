import { describe, expect, it } from 'vitest';
import { shops } from '../../config/shops';
import type { ShopTheme } from '../../config/paths';
import {
  renewalSuccessMessage,
  resultTexts,
  successMessages,
  successTexts,
  type ResultTexts,
  type ResultVariant,
  type TransactionType,
} from './result-texts';

describe('resultTexts (spec §8 user messages and headlines)', () => {
  it.each<[ShopTheme, ResultVariant, TransactionType, ResultTexts]>([
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
        title: 'Withdrawal declined',
        message: 'Your withdrawal request was declined',
        retryHeadline: 'Change your payment type',
      },
    ],
    [
      'gambling',
      'error',
      'withdraw',
      {
        title: 'Withdrawal failed',
        message: 'There was an error with your withdrawal request',
        retryHeadline: 'Change your payment type',
      },
    ],
  ])('%s %s (%s)', (theme, variant, transactionType, expected) => {
    expect(resultTexts(shops[theme].messages, variant, transactionType)).toEqual(expected);
  });

  it('success messages per type', () => {
    expect(successMessages.slowSuccess).toBe('Your request has been received');
    expect(successMessages.fastSuccess).toMatch(/within 30 minutes/);
    expect(shops.retail.messages.success).toBe(
      'Thank you for your order. Your payment was successful.',
    );
  });

  it('a renewal is not an order: its own message; a declined renewal says what any payment says', () => {
    expect(successTexts(shops.digital.messages, 'success', 'renewal').message).toBe(
      renewalSuccessMessage,
    );
    expect(successTexts(shops.digital.messages, 'success', 'payment').message).toBe(
      shops.digital.messages.success,
    );
    expect(resultTexts(shops.digital.messages, 'declined', 'renewal')).toEqual(
      resultTexts(shops.digital.messages, 'declined', 'payment'),
    );
  });

  it("a payment success in the shop's words; the payout types as spec §9 says", () => {
    expect(successTexts(shops.retail.messages, 'success')).toEqual({
      title: 'Success',
      message: 'Thank you for your order. Your payment was successful.',
      referenceLabel: 'Order reference',
    });
    expect(successTexts(shops.gambling.messages, 'success').message).toMatch(
      /funds are in your balance$/,
    );
    expect(successTexts(shops.gambling.messages, 'slowSuccess').message).toBe(
      'Your request has been received',
    );
    expect(successTexts(shops.gambling.messages, 'fastSuccess')).toEqual({
      title: 'Success',
      message: 'Your funds will appear within 30 minutes',
      referenceLabel: 'Transaction reference',
    });
  });
});
