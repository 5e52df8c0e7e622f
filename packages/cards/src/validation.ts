// Validation rules and messages of spec §5 for card number, CVC and expiry.
import { brandRuleFor, detectBrand, type CardBrandName } from './brands';

export const cardMessages = {
  empty: 'Field cannot be empty',
  invalidCardNumber: 'Invalid card number',
  invalidCvc: 'Invalid CVC',
  cvcNotValid: 'CVC is not valid',
  invalidExpiryFormat: 'Please enter a valid format',
  invalidExpiryDate: 'Please enter a valid date',
  expiryInPast: 'Date must be in the future',
} as const;

/** Luhn (mod 10) check over a digit string. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let n = Number(digits[i]);
    if (double) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Null when valid, otherwise the message to show. */
export function validateCardNumber(input: string): string | null {
  const stripped = input.replace(/\s/g, '');
  if (stripped.length === 0) return cardMessages.empty;
  if (!/^\d+$/.test(stripped) || stripped.length < 12) return cardMessages.invalidCardNumber;
  const rule = brandRuleFor(stripped);
  if (rule.brand === 'none') return cardMessages.invalidCardNumber;
  if (!luhnCheck(stripped)) return cardMessages.invalidCardNumber;
  if (!rule.lengths.includes(stripped.length)) return cardMessages.invalidCardNumber;
  return null;
}

export function cvcLengthFor(brand: CardBrandName | null): number {
  return brand === 'amex' ? 4 : 3;
}

/** Null when valid. The CVC must have exactly the brand's CVV length, digits only. */
export function validateCvc(cvc: string, cardNumber: string): string | null {
  if (cvc.length === 0) return cardMessages.empty;
  const expected = cvcLengthFor(detectBrand(cardNumber));
  if (!/^\d+$/.test(cvc) || cvc.length !== expected) return cardMessages.invalidCvc;
  return null;
}

export function cvcHelpText(brand: CardBrandName | null): string {
  return brand === 'amex'
    ? '4 digits on the front of your American Express card'
    : '3 digits on the back of your Visa or Mastercard';
}

export interface ExpiryDate {
  month: number;
  year: number;
}

/** Parses 'M/YY' or 'MM/YY' into a month and a 20YY year; null if the format is wrong. */
export function parseExpiry(value: string): ExpiryDate | null {
  const match = /^(\d{1,2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** Null when valid. A card is valid through the last day of its expiry month. */
export function validateExpiry(value: string, now: Date = new Date()): string | null {
  if (value.trim().length === 0) return cardMessages.empty;
  const parsed = parseExpiry(value);
  if (!parsed) return cardMessages.invalidExpiryFormat;
  if (parsed.month < 1 || parsed.month > 12) return cardMessages.invalidExpiryDate;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (parsed.year < currentYear || (parsed.year === currentYear && parsed.month < currentMonth)) {
    return cardMessages.expiryInPast;
  }
  return null;
}
