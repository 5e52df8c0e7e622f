// The edit-card form (spec §4 "Tokens: Edit"): its values, their rules, and the changes 'Update'
// sends — only the fields that differ from the saved card (spec §4 "'Update' sends changed fields
// only"). The card number is the token's and cannot change.
import * as z from 'zod/mini';
import { cardMessages, parseExpiry, validateExpiry } from '@sjd/cards';
import type { Token } from '@sjd/contracts';
import type { CardChanges } from '../journeys';
import { defaultCountryCode, postcodeRule } from '../../lib/countries';
import { expiryText } from '../../lib/saved-cards';

export interface EditCardValues {
  cardHolderName: string;
  expiry: string;
  address1: string;
  city: string;
  postalCode: string;
  countryCode: string;
}

const required = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, cardMessages.empty),
      z.maxLength(max, `At most ${max} characters`),
    );

export function editCardSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      // Lengths are the provider's (Verified Tokens: name 255, address line 80, city 50, postcode 15).
      cardHolderName: required(255),
      expiry: z.string().check(
        z.superRefine((value, context) => {
          const problem = validateExpiry(value, now());
          if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
        }),
      ),
      address1: required(80),
      city: required(50),
      // Required or not by country (postcodeRule).
      postalCode: z.string().check(z.trim(), z.maxLength(15, 'At most 15 characters')),
      countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'Choose a country')),
    })
    .check(postcodeRule);
}

export function editCardValues(token: Token): EditCardValues {
  const { cardHolderName, cardExpiryDate, billingAddress } = token.paymentInstrument;
  return {
    cardHolderName,
    expiry: expiryText(cardExpiryDate),
    address1: billingAddress?.address1 ?? '',
    city: billingAddress?.city ?? '',
    postalCode: billingAddress?.postalCode ?? '',
    countryCode: billingAddress?.countryCode ?? defaultCountryCode,
  };
}

/** What differs from the saved card; an empty object when nothing does. */
export function cardChanges(token: Token, values: EditCardValues): CardChanges {
  const saved = token.paymentInstrument;
  const changes: CardChanges = {};
  const name = values.cardHolderName.trim();
  if (name !== saved.cardHolderName) changes.cardHolderName = name;

  const expiry = parseExpiry(values.expiry);
  const savedExpiry = saved.cardExpiryDate;
  if (expiry && (expiry.month !== savedExpiry.month || expiry.year !== savedExpiry.year)) {
    changes.cardExpiryDate = expiry;
  }

  const postalCode = values.postalCode.trim();
  const edited = {
    address1: values.address1.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
  };
  const address = saved.billingAddress;
  const isAddressChanged =
    !address ||
    address.address1 !== edited.address1 ||
    address.city !== edited.city ||
    (address.postalCode ?? '') !== postalCode ||
    address.countryCode !== edited.countryCode;
  // The provider replaces the whole address: keep the parts this form does not edit. An empty
  // postcode (allowed only where the country has none) is left out, as the provider's form has it.
  if (isAddressChanged) {
    const { postalCode: _saved, ...kept } = address ?? {};
    changes.billingAddress = { ...kept, ...edited, ...(postalCode === '' ? {} : { postalCode }) };
  }
  return changes;
}

export function hasChanges(changes: CardChanges): boolean {
  return Object.keys(changes).length > 0;
}
