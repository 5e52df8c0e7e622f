// Payment instruments shared by several APIs, in their published shapes: the `card/front` family
// of the modular APIs (3DS, FraudSight, Tokens), network tokens, wallets' encrypted payloads and
// decrypted tokens. Each API's own file composes its union from these.
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  expiryDateSchema,
  hrefSchema,
} from './common';

/** A network token's number (a DPAN): digits, as long as a card number. */
export const tokenNumberSchema = cardNumberSchema;
/** A wallet's encrypted payload, passed on as the wallet gave it (a JSON text for Apple/Google). */
export const walletTokenSchema = z.string().check(z.minLength(1), z.maxLength(20_000));
/** A network token's or decrypted wallet's cryptogram (TAVV / online payment cryptogram). */
export const cryptogramSchema = z.string().check(z.minLength(1), z.maxLength(40));
export const eciSchema = z.string().check(z.regex(/^\d{2}$/));

/**
 * The billing address of a wallet instrument: the wallet gives what the shopper's card has, so
 * only the postcode and country are required (3DS and Card Payouts documents).
 */
export const walletBillingAddressSchema = z.strictObject({
  address1: z.optional(z.string().check(z.maxLength(80))),
  address2: z.optional(z.string().check(z.maxLength(80))),
  address3: z.optional(z.string().check(z.maxLength(80))),
  city: z.optional(z.string().check(z.maxLength(50))),
  state: z.optional(z.string().check(z.maxLength(30))),
  postalCode: z.string().check(z.maxLength(15)),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
});
export type WalletBillingAddress = z.infer<typeof walletBillingAddressSchema>;

export const cardFrontSchema = z.strictObject({
  type: z.literal('card/front'),
  cardHolderName: z.optional(cardHolderNameSchema),
  cardNumber: cardNumberSchema,
  cardExpiryDate: expiryDateSchema,
  billingAddress: z.optional(billingAddressSchema),
});

export const cardTokenizedSchema = z.strictObject({
  type: z.literal('card/tokenized'),
  href: hrefSchema,
});

/** `card/networkToken` of the modular APIs: `cardExpiryDate`, as `card/front`. */
export const cardNetworkTokenFrontSchema = z.strictObject({
  type: z.literal('card/networkToken'),
  tokenNumber: tokenNumberSchema,
  cardExpiryDate: expiryDateSchema,
  cardHolderName: z.optional(cardHolderNameSchema),
  billingAddress: z.optional(billingAddressSchema),
});

export const googlePayWalletSchema = z.strictObject({
  type: z.literal('card/wallet+googlepay'),
  walletToken: walletTokenSchema,
  billingAddress: z.optional(walletBillingAddressSchema),
});

/** FraudSight's masked card: what a merchant without the card number knows of it. */
export const cardPlainMaskedSchema = z.strictObject({
  type: z.literal('card/plain+masked'),
  cardBin: z.string().check(z.regex(/^\d{4,8}$/)),
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
  reference: z.string().check(z.minLength(10), z.maxLength(36)),
  // Not in the schema, sent by its example: taken (and not used).
  cardExpiryDate: z.optional(expiryDateSchema),
  cardHolderName: z.optional(cardHolderNameSchema),
  billingAddress: z.optional(billingAddressSchema),
});

/** A full card or a stored token: what the demo's own modular journeys send. */
export type CardFrontOrTokenized =
  z.infer<typeof cardFrontSchema> | z.infer<typeof cardTokenizedSchema>;

/**
 * An account funding transaction's details (Payments API and Card Payments): accepted and not
 * simulated; the type is checked, the parties are taken as given.
 */
export const fundsTransferSchema = z.looseObject({
  type: z.enum([
    'accountToAccount',
    'cash',
    'disbursement',
    'personToPerson',
    'purchase',
    'topUp',
    'walletLoad',
  ]),
  purpose: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
