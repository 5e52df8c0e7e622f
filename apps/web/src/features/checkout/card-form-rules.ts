// The card form's rules (spec §4 "Checkout form", §5 "Validation rules", §3 "Card form"): the
// values, the zod schemas that give each field its §5 message, when the billing address is
// revealed, when the submit button is enabled, and what the form hands to the journeys (a payment
// or an added card). Pure, so the rules are tested once without a DOM.
import * as z from 'zod/mini';
import {
  cardMessages,
  digitsOnly,
  parseExpiry,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '@sjd/cards';
import type { BillingAddress } from '@sjd/contracts';
import { defaultCountryCode, isPostcodeRequired, postcodeRule } from '../../lib/countries';
import type { CardEntry } from '../journeys';

export interface CardFormValues {
  /** As typed, grouped with spaces (Direct only). */
  cardNumber: string;
  cardHolderName: string;
  /** MM/YY (Direct only). */
  expiry: string;
  /** Direct only; the Checkout SDK's CVC stays in its frame. */
  cvc: string;
  address1: string;
  city: string;
  postalCode: string;
  countryCode: string;
  /** 'Remember my details': save the card as a token for later 'Buy Now' payments. */
  saveDetails: boolean;
}

export const emptyCardForm: CardFormValues = {
  cardNumber: '',
  cardHolderName: '',
  expiry: '',
  cvc: '',
  address1: '',
  city: '',
  postalCode: '',
  countryCode: defaultCountryCode,
  saveDetails: false,
};

/** Direct: the shopper types the card; Checkout: the provider's hosted fields hold it. */
export type CardCapture = 'Direct' | 'Checkout';

/** A field checked by one of @sjd/cards' validators (null = valid, otherwise the message). */
const checkedBy = (validate: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, context) => {
      const problem = validate(value);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );

// Lengths are the provider's (Verified Tokens: name 255, address line 80, city 50, postcode 15).
const required = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, cardMessages.empty),
      z.maxLength(max, `At most ${max} characters`),
    );

const addressShape = {
  cardHolderName: required(255),
  address1: required(80),
  city: required(50),
  // Required or not by country: postcodeRule (lib/countries.ts).
  postalCode: z.string().check(z.trim(), z.maxLength(15, 'At most 15 characters')),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'Choose a country')),
  saveDetails: z.boolean(),
};

/**
 * The form's schema. Direct checks the card fields with the §5 rules (the CVC against the
 * number's brand); with the Checkout SDK they are the frames' business and not in the form.
 */
export function cardFormSchema(capture: CardCapture, now: () => Date = () => new Date()) {
  if (capture === 'Checkout') {
    return z
      .object({
        ...addressShape,
        cardNumber: z.string(),
        expiry: z.string(),
        cvc: z.string(),
      })
      .check(postcodeRule);
  }
  return z
    .object({
      ...addressShape,
      cardNumber: checkedBy(validateCardNumber),
      expiry: checkedBy((value) => validateExpiry(value, now())),
      cvc: z.string(),
    })
    .check(
      postcodeRule,
      z.superRefine((values, context) => {
        const problem = validateCvc(values.cvc, values.cardNumber);
        if (problem) {
          context.addIssue({ code: 'custom', message: problem, input: values.cvc, path: ['cvc'] });
        }
      }),
    );
}

/** Direct: number, cardholder name, expiry and CVC are filled and pass the §5 rules. */
export function areDirectCardFieldsValid(values: CardFormValues, now = new Date()): boolean {
  return (
    validateCardNumber(values.cardNumber) === null &&
    values.cardHolderName.trim().length > 0 &&
    validateExpiry(values.expiry, now) === null &&
    validateCvc(values.cvc, values.cardNumber) === null
  );
}

/**
 * Spec §4: the address section shows once the card fields are filled and valid — with the SDK,
 * once the frames report number, expiry and CVC valid.
 */
export function isAddressRevealed(
  capture: CardCapture,
  values: CardFormValues,
  isSdkCardValid: boolean,
): boolean {
  return capture === 'Checkout' ? isSdkCardValid : areDirectCardFieldsValid(values);
}

/**
 * Spec §9 counts the address as filled when its fields were touched (3 with the SDK — the
 * address fields; 6 otherwise — the card fields and the address fields). Here: every address
 * field holds something; the schema says whether it is also valid.
 */
export function isAddressFilled(values: CardFormValues): boolean {
  const postcode = isPostcodeRequired(values.countryCode) ? [values.postalCode] : [];
  return [values.address1, values.city, ...postcode, values.countryCode].every(
    (value) => value.trim().length > 0,
  );
}

/** Spec §4: enabled only when the form is valid, the address filled and nothing is submitting
 * (with the SDK the hosted card fields must be valid too). */
export function canSubmitCardForm(input: {
  capture: CardCapture;
  values: CardFormValues;
  isSdkCardValid: boolean;
  isSubmitting: boolean;
  now?: Date;
}): boolean {
  const { capture, values, isSdkCardValid, isSubmitting } = input;
  if (isSubmitting) return false;
  if (capture === 'Checkout' && !isSdkCardValid) return false;
  const now = input.now ?? new Date();
  return isAddressFilled(values) && cardFormSchema(capture, () => now).safeParse(values).success;
}

export function billingAddressOf(values: CardFormValues): BillingAddress {
  const postalCode = values.postalCode.trim();
  return {
    address1: values.address1.trim(),
    city: values.city.trim(),
    // Left out when empty (only allowed where the country has none): the provider's form.
    ...(postalCode === '' ? {} : { postalCode }),
    countryCode: values.countryCode,
  };
}

/**
 * The typed card as the payment flows take it. Spec §5: "In the non-SDK flow continuing
 * without valid code throws 'CVC is not valid'" — the submit button is disabled before that,
 * so this only guards against a caller that skipped the rules.
 */
export function plainCardOf(values: CardFormValues): Extract<CardEntry, { kind: 'plain' }> {
  if (validateCvc(values.cvc, values.cardNumber) !== null) {
    throw new Error(cardMessages.cvcNotValid);
  }
  const expiryDate = parseExpiry(values.expiry);
  if (validateCardNumber(values.cardNumber) !== null || !expiryDate) {
    throw new Error('The card details are not valid.');
  }
  return {
    kind: 'plain',
    cardHolderName: values.cardHolderName.trim(),
    cardNumber: digitsOnly(values.cardNumber),
    expiryDate,
    cvc: values.cvc,
  };
}

/** Digits only, at most 4 (spec §5 "CVC field max 4 digits"). */
export function cleanCvc(input: string): string {
  return digitsOnly(input).slice(0, 4);
}
