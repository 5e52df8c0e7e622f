// The card check's security-code rule (spec §5 "CVC: exactly the brand's CVV length (3; 4 for
// amex), digits only") for a saved card, whose brand the provider names and whose number is
// masked.
import type { Token } from '@sjd/contracts';
import { describe, expect, it } from 'vitest';
import { sampleToken } from '../../test/fixtures';
import { cvcLengthOf, isCvcValidFor } from './card-check-rules';

function savedCard(brand: string, cardNumber: string): Token {
  return {
    ...sampleToken,
    paymentInstrument: { ...sampleToken.paymentInstrument, brand, cardNumber },
  };
}

const visa = savedCard('VISA', '4000********1091');
const amex = savedCard('AMEX', '3400*******1007');

describe('cvcLengthOf', () => {
  it.each([
    ['the provider says VISA', visa, 3],
    ['the provider says AMEX', amex, 4],
    ['amex in lower case', savedCard('amex', '3400*******1007'), 4],
    ['an unnamed brand, amex by its leading digits', savedCard('OTHER', '3700*******1007'), 4],
    ['an unnamed brand, visa by its leading digits', savedCard('OTHER', '4000********1091'), 3],
    ['mastercard', savedCard('MASTERCARD', '5200********1005'), 3],
    ['nothing but the last four', savedCard('OTHER', '************1091'), 3],
  ])('%s → %i digits', (_name, token, length) => {
    expect(cvcLengthOf(token)).toBe(length);
  });
});

describe('isCvcValidFor', () => {
  const cards = { visa, amex };
  it.each<[string, keyof typeof cards, boolean]>([
    ['123', 'visa', true],
    ['12', 'visa', false],
    ['1234', 'visa', false],
    ['12a', 'visa', false],
    ['', 'visa', false],
    [' 123', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12345', 'amex', false],
  ])('%j for a saved %s card → %s', (cvc, card, valid) => {
    expect(isCvcValidFor(cvc, cards[card])).toBe(valid);
  });
});
