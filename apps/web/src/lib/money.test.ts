import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../themes/theme-types';
import { currencyLocales, currencySymbol, formatMoney, groupedWhole, toMinorUnits } from './money';

const currencies = Object.keys(currencyLocales) as CurrencyCode[];

/** What Intl.NumberFormat writes for the amount in the currency's locale (the reference). */
function intlText(amount: number, currency: CurrencyCode): string {
  const format = new Intl.NumberFormat(currencyLocales[currency], { style: 'currency', currency });
  return format.format(amount / 100);
}

/**
 * Minor-unit amounts: every one to 20.00, then steps of 9.97 to 20,000.00 (across every grouping
 * boundary), a few larger ones and thirds of totals.
 */
function sampleAmounts(): number[] {
  const amounts: number[] = [];
  for (let amount = 1; amount <= 2_000_000; amount += amount < 2_000 ? 1 : 997)
    amounts.push(amount);
  amounts.push(99_999, 100_000, 999_999, 1_000_000, 123_456_789, 1_000_000_000);
  // A third of a total (the pay-later instalment): fractions of a minor unit are rounded.
  for (let total = 2; total <= 3_000; total += 7) amounts.push(total / 3);
  return amounts;
}

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

  it.each(currencies)('writes %s amounts exactly as Intl.NumberFormat does', (currency) => {
    const mismatches = sampleAmounts()
      .flatMap((amount) => [amount, -amount])
      .filter((amount) => formatMoney({ amount, currency }) !== intlText(amount, currency))
      .slice(0, 5)
      .map(
        (amount) =>
          `${amount}: ${formatMoney({ amount, currency })} ≠ ${intlText(amount, currency)}`,
      );
    expect(mismatches).toEqual([]);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [10_000, '10,000'],
    [1_234_567, '1,234,567'],
  ])('groups the whole number %d as %s', (value, text) => {
    expect(groupedWhole(value)).toBe(text);
  });

  it('writes zero without a sign (Intl writes -£0.00 for -0 and for less than half a penny)', () => {
    expect(formatMoney({ amount: 0, currency: 'GBP' })).toBe('£0.00');
    expect(formatMoney({ amount: -0, currency: 'GBP' })).toBe('£0.00');
    expect(formatMoney({ amount: -0.4, currency: 'EUR' })).toBe('0,00\u00a0€');
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
