import { describe, expect, it } from 'vitest';
import {
  amountFieldText,
  checkActionReference,
  checkOrderAmount,
  orderAmountMessages,
  overRemainingMessage,
  referenceMessage,
} from './order-amount-rules';

describe('the amount of a partial action', () => {
  const remaining = 5000;
  const check = (raw: string, left = remaining) => checkOrderAmount(raw, left, '£50.00');

  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['50', 5000],
    [' 49.99 ', 4999],
    ['19.99', 1999],
  ])('takes %s as %i minor units (×100)', (raw, amount) => {
    expect(check(raw)).toEqual({ amount, message: null });
  });

  it.each([
    ['', orderAmountMessages.empty],
    ['   ', orderAmountMessages.empty],
    ['abc', orderAmountMessages.notANumber],
    ['-5', orderAmountMessages.notANumber],
    ['1e3', orderAmountMessages.notANumber],
    ['1,000', orderAmountMessages.notANumber],
    ['0x10', orderAmountMessages.notANumber],
    ['12.345', orderAmountMessages.decimals],
    ['0', orderAmountMessages.notPositive],
    ['0.00', orderAmountMessages.notPositive],
    ['50.01', overRemainingMessage('£50.00')],
    ['99999999999999999999', orderAmountMessages.notANumber],
  ])('refuses %j: %s', (raw, message) => {
    expect(check(raw)).toEqual({ amount: null, message });
  });

  it('refuses any amount when nothing remains', () => {
    expect(check('1', 0)).toEqual({ amount: null, message: orderAmountMessages.nothingLeft });
  });

  it('writes the remaining amount for the field with two decimals', () => {
    expect(amountFieldText(1250)).toBe('12.50');
    expect(amountFieldText(5)).toBe('0.05');
    expect(checkOrderAmount(amountFieldText(1999), 1999, '').amount).toBe(1999);
  });
});

describe('the reference of a partial action', () => {
  it.each(['ship-1', 'SETTLEMENT-FAILED', 'REFUND-FAILED-57', 'a'.repeat(128)])('takes %s', (raw) =>
    expect(checkActionReference(raw)).toBeNull(),
  );
  it.each(['', 'ship 1', 'ship_1', 'é', 'a'.repeat(129)])('refuses %j', (raw) =>
    expect(checkActionReference(raw)).toBe(referenceMessage),
  );
});
