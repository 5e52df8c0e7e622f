import { describe, expect, it } from 'vitest';
import {
  cardMessages,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  luhnCheck,
  maskCardNumber,
  parseExpiry,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './index';

describe('detectBrand', () => {
  it.each([
    ['4000000000001091', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['343434343434343', 'amex'],
    ['371449635398431', 'amex'],
    ['3528000700000000', 'jcb'],
    ['3338000000000296', 'jcb'],
    ['6011000400000000', 'discover'],
    ['36700102000000', 'diners'],
    ['6759649826438453', 'maestro'],
    ['9999999999999999', null],
    ['', null],
  ])('%s → %s', (pan, brand) => {
    expect(detectBrand(pan)).toBe(brand);
  });
});

describe('luhnCheck', () => {
  it.each([
    ['4444333322221111', true],
    ['4444333322221112', false],
    ['79927398713', true],
    ['abc', false],
  ])('%s → %s', (digits, ok) => expect(luhnCheck(digits)).toBe(ok));
});

describe('validateCardNumber', () => {
  it.each([
    ['', cardMessages.empty],
    ['4444 3333 2222 1111', null],
    ['4000000000001091', null],
    ['343434343434343', null],
    ['4444 3333 2222', cardMessages.invalidCardNumber], // 12 digits, fails Luhn / length
    ['4444333322221112', cardMessages.invalidCardNumber], // Luhn
    ['9999999999999995', cardMessages.invalidCardNumber], // brand not recognised
    ['44443333222', cardMessages.invalidCardNumber], // too short
    ['5555555555554444000', cardMessages.invalidCardNumber], // length not allowed for mastercard
    ['4444-3333-2222-1111', cardMessages.invalidCardNumber],
  ])('%j → %j', (input, message) => expect(validateCardNumber(input)).toBe(message));
});

describe('validateCvc', () => {
  it.each([
    ['', '4444333322221111', cardMessages.empty],
    ['123', '4444333322221111', null],
    ['1234', '4444333322221111', cardMessages.invalidCvc],
    ['1234', '343434343434343', null],
    ['123', '343434343434343', cardMessages.invalidCvc],
    ['12a', '4444333322221111', cardMessages.invalidCvc],
  ])('%j for %s → %j', (cvc, pan, message) => expect(validateCvc(cvc, pan)).toBe(message));
});

describe('expiry', () => {
  const now = new Date(2026, 10, 21);
  it.each([
    ['', cardMessages.empty],
    ['11/26', null],
    ['1/27', null],
    ['10/26', cardMessages.expiryInPast],
    ['13/27', cardMessages.invalidExpiryDate],
    ['00/27', cardMessages.invalidExpiryDate],
    ['1127', cardMessages.invalidExpiryFormat],
    ['11/2027', cardMessages.invalidExpiryFormat],
  ])('%j → %j', (value, message) => expect(validateExpiry(value, now)).toBe(message));

  it('parses to month and a 20YY year', () => {
    expect(parseExpiry('5/35')).toEqual({ month: 5, year: 2035 });
    expect(parseExpiry('05-35')).toBeNull();
  });

  it.each([
    ['4', '', '04/'],
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['12/3', '12/', '12/3'],
    ['12/345', '12/34', '12/34'],
    ['1234', '', '12/34'],
    ['1/', '1', '01/'],
    ['ab12', '', '12/'],
    ['12', '12/', '12'], // deleting the slash is not undone
  ])('formatExpiry(%j after %j) → %j', (input, previous, out) =>
    expect(formatExpiry(input, previous)).toBe(out),
  );
});

describe('formatting', () => {
  it.each([
    ['4444333322221111', '4444 3333 2222 1111'],
    ['4444333322221111123', '4444 3333 2222 1111 123'],
    ['44443333222211111234567', '4444 3333 2222 1111 123'],
    ['343434343434343', '3434 343434 34343'],
    ['4444 33', '4444 33'],
    ['4000-0000 abc', '4000 0000'],
  ])('formatCardNumber(%s) → %s', (input, out) => expect(formatCardNumber(input)).toBe(out));

  it('masks all but the last four digits', () => {
    expect(maskCardNumber('4444 3333 2222 1111')).toBe('************1111');
  });
});
