// The card fields' keystroke rules (spec §5), shared by the Checkout SDK frames and the hosted
// payment page.
import { describe, expect, it } from 'vitest';
import {
  caretAfterFormat,
  checkCvv,
  checkExpiry,
  checkPan,
  expiryDate,
  showsMessage,
  type FieldOptions,
} from './field-rules';

const options: FieldOptions = { enablePanFormatting: true, acceptedCardBrands: [], cvcOnly: false };
const now = new Date(2030, 5, 15);

describe('checkPan', () => {
  it.each([
    ['4000000000001091', '4000 0000 0000 1091', 'visa', true],
    ['340000000001098', '3400 000000 01098', 'amex', true],
    ['4000 0000 0000 1092', '4000 0000 0000 1092', 'visa', false],
    ['4000000000001091999', '4000 0000 0000 1091 999', 'visa', false],
    ['40000000000010919999', '4000 0000 0000 1091 999', 'visa', false],
    ['abc', '', null, false],
  ])('%s → %s (%s, valid %s)', (input, display, brand, isValid) => {
    const check = checkPan(input, options);
    expect(check).toMatchObject({ display, brand, isValid });
    expect(check.value).toBe(display.replace(/ /g, ''));
  });

  it('does not group without enablePanFormatting', () => {
    expect(
      checkPan('4000 0000 0000 1091', { ...options, enablePanFormatting: false }).display,
    ).toBe('4000000000001091');
  });

  it('refuses a brand the merchant does not accept, with the spec message', () => {
    const check = checkPan('5555555555554444', { ...options, acceptedCardBrands: ['visa'] });
    expect(check).toMatchObject({ isValid: false, message: 'Invalid card number' });
    expect(checkPan('4444333322221111', { ...options, acceptedCardBrands: ['visa'] }).isValid).toBe(
      true,
    );
  });

  it('is complete at the brand length, so a wrong full number shows at once', () => {
    expect(checkPan('5555555555554445', options)).toMatchObject({
      isComplete: true,
      isValid: false,
    });
    expect(checkPan('555555555555', options).isComplete).toBe(false);
  });
});

describe('checkExpiry', () => {
  it.each([
    ['4', '', '04/', 'Please enter a valid format'],
    ['1235', '', '12/35', null],
    ['06/30', '', '06/30', null],
    ['05/30', '', '05/30', 'Date must be in the future'],
    ['13/30', '', '13/30', 'Please enter a valid date'],
    ['', '', '', 'Field cannot be empty'],
  ])('%s → %s (%s)', (input, previous, display, message) => {
    expect(checkExpiry(input, previous, now)).toMatchObject({ display, message });
  });

  it('turns MM/YY into the provider expiry date', () => {
    expect(expiryDate('06/30')).toEqual({ month: 6, year: 2030 });
    expect(expiryDate('6/30')).toBeNull();
  });
});

describe('checkCvv', () => {
  it.each([
    ['123', 'visa', false, null],
    ['1234', 'visa', false, 'Invalid CVC'],
    ['123', 'amex', false, 'Invalid CVC'],
    ['1234', 'amex', false, null],
    ['12a', 'visa', false, 'Invalid CVC'],
    ['', null, false, 'Field cannot be empty'],
    ['1234', null, true, null],
    ['123', null, true, null],
  ] as const)('%s for %s (cvc-only %s) → %s', (input, brand, cvcOnly, message) => {
    expect(checkCvv(input, brand, { ...options, cvcOnly }).message).toBe(message);
  });
});

describe('caretAfterFormat and showsMessage', () => {
  it('keeps the caret after the same digit', () => {
    expect(caretAfterFormat('4000 0000 0000 1091', 5)).toBe(6);
    expect(caretAfterFormat('4000 0000', 4)).toBe(4);
    expect(caretAfterFormat('4000', 0)).toBe(0);
  });

  it('shows a message after blur, or once the value is complete', () => {
    const partial = checkPan('4000', options);
    expect(showsMessage(partial, false)).toBe(false);
    expect(showsMessage(partial, true)).toBe(true);
    expect(showsMessage(checkPan('', options), false)).toBe(false);
    expect(showsMessage(checkPan('4000000000001092', options), false)).toBe(false);
    expect(showsMessage(checkPan('5555555555554445', options), false)).toBe(true);
    expect(showsMessage(checkPan('4000000000001091', options), true)).toBe(false);
  });
});
