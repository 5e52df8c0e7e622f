// Money is integer minor units plus a currency code; this is the one place that formats it.
// Locales follow spec §3 "Currencies", with one correction: the spec writes en-UK for GBP, which
// is not a valid BCP 47 region (the United Kingdom's code is GB), so GBP uses en-GB.
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
};

/** Spec §9 "Amount multiplier 100": every currency the demo offers has two decimals. */
export const minorUnitsPerMajor = 100;

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currencyLocales[currency], { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** formatMoney({ amount: 1600, currency: 'GBP' }) → '£16.00'. */
export function formatMoney(money: Money): string {
  return formatterFor(money.currency).format(money.amount / minorUnitsPerMajor);
}

/** Spec §5 "Amounts to minor units: multiply by 100 and round". */
export function toMinorUnits(major: number): number {
  return Math.round(major * minorUnitsPerMajor);
}

/** The currency's symbol as its locale writes it ('£', '$', '€'). */
export function currencySymbol(currency: CurrencyCode): string {
  const part = formatterFor(currency)
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}
