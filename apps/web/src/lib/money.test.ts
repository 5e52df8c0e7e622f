import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, toMinorUnits } from './money';

describe('money', () => {
  it.each([
    [{ amount: 1600, currency: 'GBP' as const }, '£16.00'],
    [{ amount: 100, currency: 'USD' as const }, '$1.00'],
    [{ amount: 123456, currency: 'EUR' as const }, '1.234,56\u00a0€'],
    [{ amount: 5, currency: 'AUD' as const }, '$0.05'],
    [{ amount: -250, currency: 'GBP' as const }, '-£2.50'],
  ])('formats %o as %s', (money, expected) => {
    expect(formatMoney(money)).toBe(expected);
  });

  it.each([
    [1, 100],
    [10.005, 1001],
    [0.1 + 0.2, 30],
    [9999.99, 999999],
  ])('converts %d to %d minor units', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it.each([
    ['GBP', '£'],
    ['EUR', '€'],
    ['USD', '$'],
    ['AUD', '$'],
  ] as const)('knows the %s symbol', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });
});
