import { describe, expect, it } from 'vitest';
import { sampleToken } from '../test/fixtures';
import {
  billingAddressText,
  cardBrandName,
  expiryText,
  maskedCardNumber,
  savedCardLabel,
} from './saved-cards';

describe('saved cards as the shopper sees them', () => {
  it.each([
    ['4000********1091', '•••• 1091'],
    ['5200 **** **** 1096', '•••• 1096'],
    ['340000*****1007', '•••• 1007'],
    ['', '••••'],
  ])('masks %j except the last four: %j', (number, masked) => {
    expect(maskedCardNumber(number)).toBe(masked);
  });

  it.each([
    ['VISA', 'Visa'],
    ['ECMC', 'Mastercard'],
    ['MASTERCARD', 'Mastercard'],
    ['AMEX', 'American Express'],
    ['UNKNOWN', 'Card'],
    ['UNIONPAY', 'Unionpay'],
    ['', 'Card'],
  ])('brand %j reads %j', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });

  it('labels, expiry and address', () => {
    expect(savedCardLabel(sampleToken.paymentInstrument)).toBe('Visa •••• 1091');
    expect(expiryText({ month: 5, year: 2035 })).toBe('05/35');
    expect(expiryText({ month: 12, year: 2100 })).toBe('12/00');
    expect(billingAddressText(sampleToken.paymentInstrument.billingAddress)).toBe(
      '1 Demo Street, London, AAAA, GB',
    );
    expect(
      billingAddressText({
        address1: '4 Quay Street',
        address2: 'Floor 2',
        address3: ' ',
        city: 'Manchester',
        state: 'Greater Manchester',
        postalCode: 'M3 3JZ',
        countryCode: 'GB',
      }),
    ).toBe('4 Quay Street, Floor 2, Manchester, Greater Manchester, M3 3JZ, GB');
    expect(billingAddressText(undefined)).toBe('');
  });
});
