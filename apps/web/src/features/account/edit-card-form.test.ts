import { describe, expect, it } from 'vitest';
import type { CardChanges } from '../journeys';
import { sampleToken } from '../../test/fixtures';
import {
  cardChanges,
  editCardSchema,
  editCardValues,
  hasChanges,
  type EditCardValues,
} from './edit-card-form';

const saved = editCardValues(sampleToken);
const address = {
  address1: '1 Demo Street',
  postalCode: 'AAAA',
  city: 'London',
  countryCode: 'GB',
};

describe('editCardValues', () => {
  it('starts from the saved card', () => {
    expect(sampleToken.paymentInstrument.billingAddress).toEqual(address);
    expect(saved).toEqual({
      cardHolderName: 'Ada Lovelace',
      expiry: '05/35',
      address1: '1 Demo Street',
      city: 'London',
      postalCode: 'AAAA',
      countryCode: 'GB',
    });
  });

  it('a card without an address starts with an empty one in GB', () => {
    const { billingAddress: _omitted, ...instrument } = sampleToken.paymentInstrument;
    const values = editCardValues({ ...sampleToken, paymentInstrument: instrument });
    expect(values).toMatchObject({ address1: '', city: '', postalCode: '', countryCode: 'GB' });
  });
});

describe('cardChanges: only what differs (spec §4 "Update sends changed fields only")', () => {
  it.each<[string, Partial<EditCardValues>, CardChanges]>([
    ['nothing', {}, {}],
    ['only spaces around the name', { cardHolderName: '  Ada Lovelace ' }, {}],
    ['the name', { cardHolderName: 'Ada King' }, { cardHolderName: 'Ada King' }],
    ['the expiry', { expiry: '06/36' }, { cardExpiryDate: { month: 6, year: 2036 } }],
    ['the same expiry written M/YY', { expiry: '5/35' }, {}],
    [
      'the city (the whole address goes, as the provider replaces it)',
      { city: 'Leeds' },
      { billingAddress: { ...address, city: 'Leeds' } },
    ],
    ['the country', { countryCode: 'IE' }, { billingAddress: { ...address, countryCode: 'IE' } }],
    [
      'name and postcode',
      { cardHolderName: 'A. Lovelace', postalCode: 'EC1A 1BB' },
      { cardHolderName: 'A. Lovelace', billingAddress: { ...address, postalCode: 'EC1A 1BB' } },
    ],
  ])('%s', (_name, edits, expected) => {
    const changes = cardChanges(sampleToken, { ...saved, ...edits });
    expect(changes).toEqual(expected);
    expect(hasChanges(changes)).toBe(Object.keys(expected).length > 0);
  });

  it('keeps address parts the form does not edit', () => {
    const token = {
      ...sampleToken,
      paymentInstrument: {
        ...sampleToken.paymentInstrument,
        billingAddress: {
          address1: 'a',
          address2: 'b',
          city: 'c',
          postalCode: 'd',
          countryCode: 'GB',
          state: 'e',
        },
      },
    };
    expect(cardChanges(token, { ...editCardValues(token), city: 'z' }).billingAddress).toEqual({
      address1: 'a',
      address2: 'b',
      city: 'z',
      postalCode: 'd',
      countryCode: 'GB',
      state: 'e',
    });
  });

  it('leaves the postcode out when it is emptied for an Irish address', () => {
    const token = {
      ...sampleToken,
      paymentInstrument: {
        ...sampleToken.paymentInstrument,
        billingAddress: { address1: 'a', city: 'c', postalCode: 'd', countryCode: 'GB' },
      },
    };
    const values = { ...editCardValues(token), postalCode: '', countryCode: 'IE' };
    expect(cardChanges(token, values).billingAddress).toEqual({
      address1: 'a',
      city: 'c',
      countryCode: 'IE',
    });
  });
});

describe('editCardSchema', () => {
  const now = () => new Date('2026-11-21T12:00:00Z');
  const problems = (values: EditCardValues) => {
    const result = editCardSchema(now).safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it.each<[string, Partial<EditCardValues>, Record<string, string>]>([
    ['the saved values', {}, {}],
    ['an empty name', { cardHolderName: '   ' }, { cardHolderName: 'Field cannot be empty' }],
    ['an empty expiry', { expiry: '' }, { expiry: 'Field cannot be empty' }],
    ['a bad expiry format', { expiry: '1/2' }, { expiry: 'Please enter a valid format' }],
    ['month 13', { expiry: '13/30' }, { expiry: 'Please enter a valid date' }],
    ['a past expiry', { expiry: '10/26' }, { expiry: 'Date must be in the future' }],
    ['this month', { expiry: '11/26' }, {}],
    ['an empty city', { city: '' }, { city: 'Field cannot be empty' }],
    ['a long postcode', { postalCode: 'X'.repeat(16) }, { postalCode: 'At most 15 characters' }],
    ['no postcode in the UK', { postalCode: ' ' }, { postalCode: 'Field cannot be empty' }],
    ['no postcode in Ireland', { postalCode: '', countryCode: 'IE' }, {}],
    ['no country', { countryCode: '' }, { countryCode: 'Choose a country' }],
  ])('%s', (_name, edits, expected) => {
    expect(problems({ ...saved, ...edits })).toEqual(expected);
  });
});
