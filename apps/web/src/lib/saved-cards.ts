// How a saved card (a provider token, masked) is shown to the shopper. Spec §5: "Saved card
// numbers shown masked except last four digits"; spec §2 basket: the billing address as its
// values joined by commas.
import { lastFour } from '@sjd/cards';
import type { Token } from '@sjd/contracts';

type Instrument = Token['paymentInstrument'];

/** '4000********1091' → '•••• 1091'. Whatever the provider masked, only the last four show. */
export function maskedCardNumber(cardNumber: string): string {
  const last = lastFour(cardNumber);
  return last ? `•••• ${last}` : '••••';
}

const brandNames: Record<string, string> = {
  VISA: 'Visa',
  ECMC: 'Mastercard',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  DINERS: 'Diners Club',
  MAESTRO: 'Maestro',
  CB: 'Cartes Bancaires',
  UNKNOWN: 'Card',
};

/** The provider's brand code ('VISA', 'ECMC') as a shopper reads it. */
export function cardBrandName(brand: string): string {
  const known = brandNames[brand.toUpperCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase() : 'Card';
}

/** 'Visa •••• 1091': the card's name in lists, dropdowns and accessible names. */
export function savedCardLabel(instrument: Instrument): string {
  return `${cardBrandName(instrument.brand)} ${maskedCardNumber(instrument.cardNumber)}`;
}

/** {month: 5, year: 2035} → '05/35' (the MM/YY of the card form, spec §5). */
export function expiryText({ month, year }: Instrument['cardExpiryDate']): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The billing address's values joined by commas, empty parts left out. */
export function billingAddressText(address: Instrument['billingAddress']): string {
  if (!address) return '';
  const { address1, address2, address3, city, state, postalCode, countryCode } = address;
  return [address1, address2, address3, city, state, postalCode, countryCode]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}
