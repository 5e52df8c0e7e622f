// The card check's security-code rule (spec §5 "CVC: exactly the brand's CVV length (3; 4 for
// amex), digits only"), for a saved card: the provider names the brand, and the masked number
// keeps enough leading digits to recognise it when the brand is not one we name.
import { cvcLengthFor, detectBrand } from '@sjd/cards';
import type { Token } from '@sjd/contracts';

export function cvcLengthOf(token: Token): number {
  const { brand, cardNumber } = token.paymentInstrument;
  if (brand.toUpperCase() === 'AMEX') return 4;
  return cvcLengthFor(detectBrand(cardNumber.replace(/\D.*$/, '')));
}

export function isCvcValidFor(cvc: string, token: Token): boolean {
  return /^\d+$/.test(cvc) && cvc.length === cvcLengthOf(token);
}
