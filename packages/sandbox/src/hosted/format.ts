// Display helpers shared by the hosted pages.

/** Minor units → '£16.00' (the currency's own number of decimals, e.g. none for JPY). */
export function formatMoney(value: { currency: string; amount: number }, locale = 'en-GB'): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(value.amount / 10 ** digits);
  } catch {
    // An unknown currency code: show the code and the minor units as they are.
    return `${value.currency} ${value.amount}`;
  }
}

const brandLabels: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  maestro: 'Maestro',
};

export const brandLabel = (brand: string) => brandLabels[brand] ?? 'Card';
