import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskedForLog, toJsonValue } from './event-body';
import { genericTestCards, scenarioCard } from '@sjd/sandbox/scenarios';
import { spaced } from '../test/card-numbers';

describe('event bodies', () => {
  it.each([
    [scenarioCard('challenge'), '400000******1091'],
    [scenarioCard('challenge', 'amex'), '340000*****1098'],
    [spaced(scenarioCard('challenge')), '400000******1091'],
    ['1234567890', '**********'],
  ])('masks %s as %s', (number, masked) => {
    expect(maskCardNumber(number)).toBe(masked);
  });

  it('masks card numbers and CVCs at any depth and leaves the rest', () => {
    const body = {
      paymentInstrument: {
        type: 'card/plain',
        cardNumber: genericTestCards.visa,
        cvc: '737',
        cardExpiryDate: { month: 5, year: 2035 },
      },
      items: [{ cvc: '1234' }],
      namespace: 'SHOPPER_ID_1',
      skipped: undefined,
    };
    expect(maskedForLog(body)).toEqual({
      paymentInstrument: {
        type: 'card/plain',
        cardNumber: '444433******1111',
        cvc: '***',
        cardExpiryDate: { month: 5, year: 2035 },
      },
      items: [{ cvc: '***' }],
      namespace: 'SHOPPER_ID_1',
    });
    expect(body.paymentInstrument.cvc).toBe('737');
  });

  it('keeps JSON and drops what JSON has not', () => {
    expect(toJsonValue({ a: [1, 'x', null, true], b: undefined, c: Number.NaN })).toEqual({
      a: [1, 'x', null, true],
    });
    expect(toJsonValue('Ada')).toBe('Ada');
  });
});
