// What a hosted card field does with each keystroke (spec §5, with @sjd/cards): formatting,
// brand detection, validity, and when the message under the field is shown. Pure, so the frames
// (browser) and the tests (Node) run the same code.
import {
  cardMessages,
  cvcLengthFor,
  detectBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  isCardBrandName,
  validateCardNumber,
  validateExpiry,
  type CardBrandName,
} from '@sjd/cards';

export const fieldNames = ['pan', 'expiry', 'cvv'] as const;
export type FieldName = (typeof fieldNames)[number];

export const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && (fieldNames as readonly string[]).includes(value);

export interface FieldOptions {
  enablePanFormatting: boolean;
  /** Brands the merchant accepts; empty means all. */
  acceptedCardBrands: readonly CardBrandName[];
  /** CVC-only checkout (a stored card): the brand is unknown, so 3 or 4 digits are valid. */
  cvcOnly: boolean;
}

export interface FieldCheck {
  /** What the input shows. */
  display: string;
  /** What a session is made of: digits for pan/cvv, MM/YY for expiry. */
  value: string;
  isValid: boolean;
  /** The message when the value is wrong (or empty); null when valid. */
  message: string | null;
  /** The value is as long as it can get, so a wrong value is shown at once, before blur. */
  isComplete: boolean;
}

/** The brand badge beside a card number field (the Checkout SDK's fields, the hosted page's). */
export const brandBadgeLabels: Record<CardBrandName, string> = {
  visa: 'VISA',
  mastercard: 'MC',
  amex: 'AMEX',
  discover: 'DISC',
  diners: 'DINERS',
  jcb: 'JCB',
  maestro: 'MAESTRO',
};

export const panMaxDigits = 19;

export function checkPan(
  input: string,
  options: FieldOptions,
): FieldCheck & { brand: CardBrandName | null } {
  const digits = digitsOnly(input).slice(0, panMaxDigits);
  const brand = detectBrand(digits);
  const display = options.enablePanFormatting ? formatCardNumber(digits) : digits;
  let message = validateCardNumber(digits);
  const isAccepted =
    brand === null ||
    options.acceptedCardBrands.length === 0 ||
    options.acceptedCardBrands.includes(brand);
  if (message === null && !isAccepted) message = cardMessages.invalidCardNumber;
  const maxForBrand = brand === 'amex' ? 15 : brand === 'mastercard' ? 16 : panMaxDigits;
  return {
    display,
    value: digits,
    brand,
    isValid: message === null,
    message,
    isComplete: digits.length >= maxForBrand,
  };
}

export function checkExpiry(input: string, previous: string, now: Date): FieldCheck {
  const display = formatExpiry(input, previous).slice(0, 5);
  const message = validateExpiry(display, now);
  return {
    display,
    value: display,
    isValid: message === null,
    message,
    isComplete: display.length === 5,
  };
}

/** Digits a CVC may have for the card's brand (both lengths while the brand is unknown). */
export function cvcLengths(brand: CardBrandName | null, options: FieldOptions): number[] {
  if (options.cvcOnly && brand === null) return [3, 4];
  return [cvcLengthFor(brand)];
}

export function checkCvv(
  input: string,
  brand: CardBrandName | null,
  options: FieldOptions,
): FieldCheck {
  const lengths = cvcLengths(brand, options);
  const max = Math.max(...lengths, 3);
  const digits = digitsOnly(input).slice(0, Math.max(max, 4));
  let message: string | null = null;
  if (digits.length === 0) message = cardMessages.empty;
  else if (!lengths.includes(digits.length)) message = cardMessages.invalidCvc;
  return {
    display: digits,
    value: digits,
    isValid: message === null,
    message,
    isComplete: digits.length >= max,
  };
}

/**
 * Where the caret goes after formatting: after the same number of digits as before, so typing
 * in the middle of a grouped card number does not throw the caret to the end.
 */
export function caretAfterFormat(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/** Whether the message is shown: after the shopper left the field, or once it is full. */
export function showsMessage(check: FieldCheck, hasBlurred: boolean): boolean {
  if (check.isValid) return false;
  if (check.value === '') return hasBlurred;
  return hasBlurred || check.isComplete;
}

export function acceptedBrands(values: readonly string[] | undefined): CardBrandName[] {
  return (values ?? []).filter(isCardBrandName);
}

/** `MM/YY` → the provider's `{ month, year }` with a 20YY year. */
export function expiryDate(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}
