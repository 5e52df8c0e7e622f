// The card form's rules (spec §4 "Checkout form", §5): each field's message through the form's
// schema, the input limits and formatting the fields apply, when the address shows, when submit
// is enabled and what the form hands over. The @sjd/cards validators have their own tests; these
// check that the form wires them to the right fields.
import {
  cardMessages,
  cardNumberMaxLength,
  expiryMaxLength,
  formatCardNumber,
  formatExpiry,
} from '@sjd/cards';
import { describe, expect, it } from 'vitest';
import {
  billingAddressOf,
  canSubmitCardForm,
  cardFormSchema,
  cleanCvc,
  emptyCardForm,
  isAddressFilled,
  isAddressRevealed,
  plainCardOf,
  type CardCapture,
  type CardFormValues,
} from './card-form-rules';
import { scenarioCard } from '@sjd/sandbox/scenarios';
import { spaced } from '../../test/card-numbers';

const now = new Date(2026, 10, 21); // 21 November 2026

const validCard = {
  cardNumber: spaced(scenarioCard('challenge')),
  cardHolderName: 'Ada Lovelace',
  expiry: '05/35',
  cvc: '555',
};
const validAddress = { address1: '1 Demo Street', city: 'London', postalCode: 'AAAA' };
const complete: CardFormValues = { ...emptyCardForm, ...validCard, ...validAddress };
const cardOnly: CardFormValues = { ...emptyCardForm, ...validCard };

/** The schema's message per field (first one), for a form with these changes. */
function messages(capture: CardCapture, changes: Partial<CardFormValues>) {
  const result = cardFormSchema(capture, () => now).safeParse({ ...complete, ...changes });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('cardFormSchema: the §5 message of each field', () => {
  it('a complete form is valid in both captures', () => {
    expect(messages('Direct', {})).toEqual({});
    expect(messages('Checkout', {})).toEqual({});
  });

  it.each<[string, Partial<CardFormValues>, Record<string, string>]>([
    ['empty card number', { cardNumber: '' }, { cardNumber: cardMessages.empty }],
    ['Luhn fails', { cardNumber: '4000 0000 0000 1092' }, { cardNumber: 'Invalid card number' }],
    ['brand unknown', { cardNumber: '9999 9999 9999 9995' }, { cardNumber: 'Invalid card number' }],
    ['too short', { cardNumber: '4000 0000 000' }, { cardNumber: 'Invalid card number' }],
    [
      'length not for visa',
      { cardNumber: '4000 0000 0000 0000 6' }, // 17 digits, Luhn-valid
      { cardNumber: 'Invalid card number' },
    ],
    [
      'amex number, 3-digit CVC',
      { cardNumber: spaced(scenarioCard('frictionless', 'amex')) },
      { cvc: 'Invalid CVC' },
    ],
    ['empty name', { cardHolderName: '' }, { cardHolderName: 'Field cannot be empty' }],
    ['blank name', { cardHolderName: '   ' }, { cardHolderName: 'Field cannot be empty' }],
    [
      'name over 255',
      { cardHolderName: 'a'.repeat(256) },
      { cardHolderName: 'At most 255 characters' },
    ],
    ['empty expiry', { expiry: '' }, { expiry: 'Field cannot be empty' }],
    ['expiry without slash', { expiry: '0535' }, { expiry: 'Please enter a valid format' }],
    ['expiry month 13', { expiry: '13/35' }, { expiry: 'Please enter a valid date' }],
    ['expiry last month', { expiry: '10/26' }, { expiry: 'Date must be in the future' }],
    ['empty CVC', { cvc: '' }, { cvc: 'Field cannot be empty' }],
    ['2-digit CVC', { cvc: '55' }, { cvc: 'Invalid CVC' }],
    ['4-digit CVC on visa', { cvc: '5555' }, { cvc: 'Invalid CVC' }],
    ['letters in CVC', { cvc: '5a5' }, { cvc: 'Invalid CVC' }],
    ['empty address', { address1: '' }, { address1: 'Field cannot be empty' }],
    ['address over 80', { address1: 'a'.repeat(81) }, { address1: 'At most 80 characters' }],
    ['empty city', { city: ' ' }, { city: 'Field cannot be empty' }],
    ['city over 50', { city: 'a'.repeat(51) }, { city: 'At most 50 characters' }],
    ['empty postcode', { postalCode: '' }, { postalCode: 'Field cannot be empty' }],
    ['postcode over 15', { postalCode: 'A'.repeat(16) }, { postalCode: 'At most 15 characters' }],
    ['no country', { countryCode: '' }, { countryCode: 'Choose a country' }],
  ])('Direct: %s', (_name, changes, expected) => {
    expect(messages('Direct', changes)).toEqual(expected);
  });

  it.each<[string, Partial<CardFormValues>]>([
    ['current month', { expiry: '11/26' }],
    ['one-digit month', { expiry: '5/35' }],
    [
      'amex with a 4-digit CVC',
      { cardNumber: spaced(scenarioCard('frictionless', 'amex')), cvc: '6666' },
    ],
    ['mastercard', { cardNumber: spaced(scenarioCard('frictionless', 'mastercard')) }],
    ['name of 255', { cardHolderName: 'a'.repeat(255) }],
  ])('Direct accepts %s', (_name, changes) => {
    expect(messages('Direct', changes)).toEqual({});
  });

  it("Checkout: the card is in the provider's frames, so only name and address are checked", () => {
    const sdkForm = { cardNumber: '', expiry: '', cvc: '' };
    expect(messages('Checkout', sdkForm)).toEqual({});
    expect(messages('Checkout', { ...sdkForm, cardHolderName: '', city: '' })).toEqual({
      cardHolderName: 'Field cannot be empty',
      city: 'Field cannot be empty',
    });
  });
});

// The formatters' cases are @sjd/cards' own tests; here, the limits the Direct fields set on them
// and the form's own CVC cleaning.
describe('input behaviour (§5): what the Direct fields do to what is typed', () => {
  it('the longest number fills the 23-character field exactly; expiry has 5', () => {
    expect(formatCardNumber('4'.repeat(30))).toHaveLength(cardNumberMaxLength);
    expect(cardNumberMaxLength).toBe(23);
    expect(expiryMaxLength).toBe(5);
    expect(formatExpiry('1235', '')).toHaveLength(expiryMaxLength);
  });

  it.each([
    ['123', '123'],
    ['12a3', '123'],
    ['12345', '1234'],
    [' 1 2 ', '12'],
  ])('CVC %j → %j (digits only, at most 4)', (typed, shown) => {
    expect(cleanCvc(typed)).toBe(shown);
  });
});

describe('isAddressRevealed (§4: once the card part is complete and valid)', () => {
  it.each<[string, Partial<CardFormValues>, boolean]>([
    ['the card part valid, no address yet', {}, true],
    ['no card number', { cardNumber: '' }, false],
    ['card number fails Luhn', { cardNumber: '4000 0000 0000 1092' }, false],
    ['no cardholder name', { cardHolderName: '  ' }, false],
    ['expiry incomplete', { expiry: '05/' }, false],
    ['expiry in the past', { expiry: '01/20' }, false],
    ['CVC incomplete', { cvc: '55' }, false],
    ['CVC too long for the brand', { cvc: '5555' }, false],
  ])('Direct: %s → %s', (_name, changes, revealed) => {
    expect(isAddressRevealed('Direct', { ...cardOnly, ...changes }, false)).toBe(revealed);
  });

  it('Checkout: exactly when the frames report the card valid', () => {
    expect(isAddressRevealed('Checkout', emptyCardForm, true)).toBe(true);
    expect(isAddressRevealed('Checkout', complete, false)).toBe(false);
  });
});

describe('canSubmitCardForm (§4: valid form, address filled, not submitting; SDK: card valid)', () => {
  const input = {
    capture: 'Direct' as CardCapture,
    values: complete,
    isSdkCardValid: false,
    isSubmitting: false,
    now,
  };
  const sdkValues = { ...complete, cardNumber: '', expiry: '', cvc: '' };

  it.each<[string, Partial<typeof input>, boolean]>([
    ['Direct, everything valid', {}, true],
    ['Direct, while submitting', { isSubmitting: true }, false],
    ['Direct, card valid but no address', { values: cardOnly }, false],
    ['Direct, no postcode', { values: { ...complete, postalCode: '' } }, false],
    ['Direct, no city', { values: { ...complete, city: '' } }, false],
    ['Direct, no country', { values: { ...complete, countryCode: '' } }, false],
    ['Direct, card number invalid', { values: { ...complete, cardNumber: '4000' } }, false],
    ['Direct, CVC wrong for the brand', { values: { ...complete, cvc: '5555' } }, false],
    ['Direct, postcode too long', { values: { ...complete, postalCode: 'A'.repeat(16) } }, false],
    [
      'Checkout, frames valid',
      { capture: 'Checkout', values: sdkValues, isSdkCardValid: true },
      true,
    ],
    ['Checkout, frames not valid', { capture: 'Checkout', values: sdkValues }, false],
    [
      'Checkout, submitting',
      { capture: 'Checkout', values: sdkValues, isSdkCardValid: true, isSubmitting: true },
      false,
    ],
    [
      'Checkout, no cardholder name',
      { capture: 'Checkout', values: { ...sdkValues, cardHolderName: '' }, isSdkCardValid: true },
      false,
    ],
    [
      'Checkout, no address',
      { capture: 'Checkout', values: { ...sdkValues, address1: '' }, isSdkCardValid: true },
      false,
    ],
  ])('%s → %s', (_name, changes, enabled) => {
    expect(canSubmitCardForm({ ...input, ...changes })).toBe(enabled);
  });

  it('isAddressFilled needs address, city, postcode and country', () => {
    expect(isAddressFilled(complete)).toBe(true);
    expect(isAddressFilled(cardOnly)).toBe(false);
    expect(isAddressFilled({ ...complete, address1: '  ' })).toBe(false);
    expect(isAddressFilled({ ...complete, postalCode: ' ' })).toBe(false);
  });

  // The provider takes an Irish address without a postcode (contracts' countriesWithoutPostcode).
  it.each<CardCapture>(['Direct', 'Checkout'])(
    '%s: an address in Ireland needs no postcode; one in the UK or France does',
    (capture) => {
      const irish = { ...complete, postalCode: '', countryCode: 'IE' };
      expect(isAddressFilled(irish)).toBe(true);
      expect(messages(capture, { postalCode: '', countryCode: 'IE' })).toEqual({});
      expect(
        canSubmitCardForm({
          capture,
          values: irish,
          isSdkCardValid: true,
          isSubmitting: false,
          now,
        }),
      ).toBe(true);
      for (const countryCode of ['GB', 'FR']) {
        expect(isAddressFilled({ ...irish, countryCode })).toBe(false);
        expect(messages(capture, { postalCode: ' ', countryCode })).toEqual({
          postalCode: cardMessages.empty,
        });
      }
    },
  );
});

describe('what the form hands over', () => {
  it('plainCardOf: digits only, trimmed name, expiry as month and 20YY, the CVC as typed', () => {
    expect(plainCardOf({ ...complete, cardHolderName: '  Ada Lovelace ', expiry: '5/35' })).toEqual(
      {
        kind: 'plain',
        cardHolderName: 'Ada Lovelace',
        cardNumber: scenarioCard('challenge'),
        expiryDate: { month: 5, year: 2035 },
        cvc: '555',
      },
    );
  });

  it.each([
    ['no CVC', { cvc: '' }, 'CVC is not valid'],
    ['a CVC of the wrong length', { cvc: '55' }, 'CVC is not valid'],
    ['an invalid number', { cardNumber: '4000 0000 0000 1092' }, 'The card details are not valid.'],
    ['an unreadable expiry', { expiry: '0535' }, 'The card details are not valid.'],
  ])('plainCardOf refuses %s', (_name, changes, message) => {
    expect(() => plainCardOf({ ...complete, ...changes })).toThrow(message);
  });

  it('billingAddressOf: no postcode at all when none was given (Ireland)', () => {
    expect(billingAddressOf({ ...complete, postalCode: ' ', countryCode: 'IE' })).toEqual({
      address1: '1 Demo Street',
      city: 'London',
      countryCode: 'IE',
    });
  });

  it('billingAddressOf: the four fields, trimmed', () => {
    const values = { ...complete, address1: ' 1 Demo Street ', city: 'London ', countryCode: 'FR' };
    expect(billingAddressOf(values)).toEqual({
      address1: '1 Demo Street',
      city: 'London',
      postalCode: 'AAAA',
      countryCode: 'FR',
    });
  });
});
