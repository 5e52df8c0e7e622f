import { describe, expect, it } from 'vitest';
import { payLaterParts, payLaterTexts } from './pay-later';

describe("PayPal's pay in 3 (issue 35: the parts add up)", () => {
  it.each([
    [100, [34, 33, 33]],
    [200, [67, 67, 66]],
    [300, [100, 100, 100]],
    [1, [1, 0, 0]],
    [1001, [334, 334, 333]],
  ] as const)('%i splits into %j', (total, parts) => {
    expect(payLaterParts(total)).toEqual(parts);
    expect(payLaterParts(total).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('says the parts and that they add up, or one amount when they are equal', () => {
    expect(payLaterTexts(['£0.34', '£0.33', '£0.33'], '£1.00')).toEqual({
      overlay: 'Pay in 3 interest-free: £0.34 + £0.33 + £0.33',
      sentence:
        'or 3 interest-free payments: £0.34 + £0.33 + £0.33 = £1.00 (the odd pennies come first)',
    });
    expect(payLaterTexts(['£1.00', '£1.00', '£1.00'], '£3.00').overlay).toBe(
      'Pay in 3 interest-free payments of £1.00',
    );
  });
});
