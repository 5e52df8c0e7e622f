// Money is integer minor units plus a currency code; this is the one place that formats it.
// Locales follow spec §3 "Currencies", with one correction: the spec writes en-UK for GBP, which
// is not a valid BCP 47 region (the United Kingdom's code is GB), so GBP uses en-GB.
//
// Formatted from a small table of each locale's conventions rather than Intl.NumberFormat (a
// deviation from ARCHITECTURE.md §3): a page's first Intl call loads the browser's locale data,
// 25–50 ms of main thread here and four times that on a phone, and every shop screen shows a
// price in its first render. money.test.ts checks the table against Intl.NumberFormat with the
// same locales, so the text is the same, but for zero: Intl writes -0 and amounts under half a
// minor unit below zero as '-£0.00', this '£0.00'.
import type { CurrencyCode } from '../themes/theme-types';

export interface Money {
  /** Integer minor units (pence, cents). */
  amount: number;
  currency: CurrencyCode;
}

export const currencyLocales: Record<CurrencyCode, string> = {
  GBP: 'en-GB',
  USD: 'en-US',
  EUR: 'de-DE',
  AUD: 'en-AU',
  PLN: 'pl-PL',
  SEK: 'sv-SE',
  BRL: 'pt-BR',
};

/**
 * Spec §9 "Amount multiplier 100": every currency the demo offers has two decimals (the
 * provider's minor units for PLN, SEK and BRL are two as well: ISO 4217's exponent).
 */
export const minorUnitsPerMajor = 100;

interface CurrencyStyle {
  symbol: string;
  /** '£1.00' (before) or '1,00 €' (after, with a no-break space). */
  symbolFirst: boolean;
  group: string;
  decimal: string;
  /** The minus sign ('-'; Swedish writes U+2212). */
  minus?: string;
  /** Polish groups only from five digits on (CLDR's minimumGroupingDigits 2): 1234 → '1234'. */
  groupFrom?: number;
}

/** How each currency's locale (currencyLocales) writes an amount with its symbol. */
const styles: Record<CurrencyCode, CurrencyStyle> = {
  GBP: { symbol: '£', symbolFirst: true, group: ',', decimal: '.' },
  USD: { symbol: '$', symbolFirst: true, group: ',', decimal: '.' },
  EUR: { symbol: '€', symbolFirst: false, group: '.', decimal: ',' },
  AUD: { symbol: '$', symbolFirst: true, group: ',', decimal: '.' },
  PLN: { symbol: 'zł', symbolFirst: false, group: '\u00a0', decimal: ',', groupFrom: 10_000 },
  SEK: { symbol: 'kr', symbolFirst: false, group: '\u00a0', decimal: ',', minus: '\u2212' },
  // pt-BR puts a no-break space between the symbol and the number.
  BRL: { symbol: 'R$\u00a0', symbolFirst: true, group: '.', decimal: ',' },
};

/** A whole number with its thousands grouped as en-GB writes them: 10000 → '10,000'. */
export function groupedWhole(value: number, group = ','): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** formatMoney({ amount: 1600, currency: 'GBP' }) → '£16.00'. */
export function formatMoney(money: Money): string {
  const style = styles[money.currency];
  // Rounded to a whole minor unit, half away from zero (a third of a total, say), as Intl does.
  const minor = Math.round(Math.abs(money.amount));
  const whole = minor / minorUnitsPerMajor;
  const major =
    whole < (style.groupFrom ?? 0) ? String(Math.trunc(whole)) : groupedWhole(whole, style.group);
  const cents = String(minor % minorUnitsPerMajor).padStart(2, '0');
  const number = `${major}${style.decimal}${cents}`;
  const sign = minor !== 0 && money.amount < 0 ? (style.minus ?? '-') : '';
  return style.symbolFirst
    ? `${sign}${style.symbol}${number}`
    : `${sign}${number}\u00a0${style.symbol}`;
}

/** Spec §5 "Amounts to minor units: multiply by 100 and round". */
export function toMinorUnits(major: number): number {
  return Math.round(major * minorUnitsPerMajor);
}

/** The currency's symbol as its locale writes it ('£', '$', '€'). */
export function currencySymbol(currency: CurrencyCode): string {
  return styles[currency].symbol.trim();
}
