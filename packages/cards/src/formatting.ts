// Input behaviour of spec §5: grouping of card numbers, expiry auto-formatting, masking.
import { brandRuleFor, digitsOnly } from './brands';

/** Max characters of the card number field including spaces (19 digits in 4-4-4-4-3). */
export const cardNumberMaxLength = 23;
export const expiryMaxLength = 5;
export const cvcMaxLength = 4;

/** Groups the digits of a card number for display (4-4-4-4-3; amex 4-6-5), capped at 19 digits. */
export function formatCardNumber(input: string): string {
  const rule = brandRuleFor(input);
  const maxDigits = Math.max(...rule.lengths);
  const digits = digitsOnly(input).slice(0, maxDigits);
  const groups: string[] = [];
  let offset = 0;
  for (const size of rule.grouping) {
    if (offset >= digits.length) break;
    groups.push(digits.slice(offset, offset + size));
    offset += size;
  }
  if (offset < digits.length) groups.push(digits.slice(offset));
  return groups.join(' ');
}

/**
 * Formats what the user typed into MM/YY: keeps digits and one slash, inserts the slash after the
 * month and a leading zero for months 2–9 (typing '4' gives '04/'). `previous` lets a deletion
 * of the slash go through instead of the slash being re-added at once.
 */
export function formatExpiry(input: string, previous = ''): string {
  const isDeleting = input.length < previous.length;
  const cleaned = input.replace(/[^\d/]/g, '');
  const [rawMonth = '', ...rest] = cleaned.split('/');
  const hasSlash = cleaned.includes('/');
  let month = digitsOnly(rawMonth);
  let year = digitsOnly(rest.join(''));
  if (month.length > 2) {
    year = month.slice(2) + year;
    month = month.slice(0, 2);
  }
  if (month.length === 1 && Number(month) > 1) month = `0${month}`;
  if (month.length === 1 && hasSlash && month !== '0') month = `0${month}`;
  year = year.slice(0, 2);
  if (isDeleting && !hasSlash && year.length === 0) return month;
  if (month.length === 2) return `${month}/${year}`;
  return month;
}

/** '4444333322221111' → '************1111' (provider style keeps the last four). */
export function maskCardNumber(cardNumber: string, maskChar = '*'): string {
  const digits = digitsOnly(cardNumber);
  if (digits.length <= 4) return digits;
  return maskChar.repeat(digits.length - 4) + digits.slice(-4);
}

/** Last four digits of a full or provider-masked card number ('4444********1111' → '1111'). */
export function lastFour(cardNumber: string): string {
  return digitsOnly(cardNumber.slice(-4));
}
