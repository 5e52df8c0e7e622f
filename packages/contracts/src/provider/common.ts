// Building blocks of the provider's wire format (shared/provider-api.md §1): HAL links, money,
// card expiry, billing address, merchant, narrative and the error envelope (§1.4).
// Request objects are strict (an unknown field is `fieldIsNotAllowed`, as the provider answers);
// response objects are not, so a client keeps working when the provider adds a field.
import * as z from 'zod/mini';

export const hrefSchema = z.string().check(z.minLength(1), z.maxLength(2048));
export const linkSchema = z.object({ href: hrefSchema });
export type Link = z.infer<typeof linkSchema>;

export const curieSchema = z.object({
  name: z.string(),
  href: z.string(),
  templated: z.boolean(),
});
export type Curie = z.infer<typeof curieSchema>;

/**
 * A HAL `_links` object with the named relations (all optional: which ones appear depends on the
 * resource's state) plus `curies`.
 */
export function halLinks<const Rel extends string>(rels: readonly Rel[]) {
  const shape: Record<string, z.ZodMiniOptional<typeof linkSchema>> = {};
  for (const rel of rels) shape[rel] = z.optional(linkSchema);
  return z.object({
    ...(shape as Record<Rel, z.ZodMiniOptional<typeof linkSchema>>),
    curies: z.optional(z.array(curieSchema)),
  });
}

/** The Payments API's `_actions` members (§1.3). */
export const actionLinkSchema = z.object({ href: hrefSchema, method: z.enum(['POST', 'GET']) });
export type ActionLink = z.infer<typeof actionLinkSchema>;

export const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/));
/** Money in minor units (pence, cents). */
export const amountSchema = z.int().check(z.minimum(0), z.maximum(999_999_999));
export const valueSchema = z.strictObject({ currency: currencySchema, amount: amountSchema });
export type Value = z.infer<typeof valueSchema>;
/**
 * The amount of a partial settlement, refund or cancellation: at least 1 (a zero, negative,
 * fractional or huge amount is `bodyDoesNotMatchSchema` at `$.value.amount`).
 */
export const partialAmountSchema = z.int().check(z.minimum(1), z.maximum(999_999_999));
export const partialValueSchema = z.strictObject({
  currency: currencySchema,
  amount: partialAmountSchema,
});

export const monthSchema = z.int().check(z.minimum(1), z.maximum(12));
export const yearSchema = z.int().check(z.minimum(1000), z.maximum(9999));
export const expiryDateSchema = z.strictObject({ month: monthSchema, year: yearSchema });
export type ExpiryDate = z.infer<typeof expiryDateSchema>;

export const cardNumberSchema = z.string().check(z.regex(/^\d{10,19}$/));
export const cvcSchema = z.string().check(z.regex(/^\d{3,4}$/));
export const cardHolderNameSchema = z.string().check(z.minLength(1), z.maxLength(255));

/** Matches any of the provider's transaction reference characters (Payments API §2.2). */
export const transactionReferenceSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9\-_!@#$%()*=.:;?[\]{}~`/+]+$/));

/**
 * Countries whose billing address may go without a postcode, as the provider's schemas say: the
 * Payments API and Hosted Payment Pages "required for all countries except the following: IE"
 * (left out), Card Payments and 3DS "required, but an empty value can be provided for specific
 * countries (e.g. IE)". Ireland's Eircode exists but is not universal; no other country is named.
 */
export const countriesWithoutPostcode: readonly string[] = ['IE'];

const addressLine = z.string().check(z.minLength(1), z.maxLength(80));
export const billingAddressSchema = z
  .strictObject({
    firstName: z.optional(addressLine),
    lastName: z.optional(addressLine),
    address1: addressLine,
    address2: z.optional(addressLine),
    address3: z.optional(addressLine),
    postalCode: z.optional(z.string().check(z.maxLength(15))),
    city: z.string().check(z.minLength(1), z.maxLength(50)),
    state: z.optional(z.string().check(z.minLength(1), z.maxLength(30))),
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  })
  .check(
    z.superRefine((address, ctx) => {
      // Missing or empty only where the country has no postcode to give (above).
      if (countriesWithoutPostcode.includes(address.countryCode)) return;
      if (address.postalCode === undefined) {
        ctx.issues.push({
          code: 'invalid_type',
          expected: 'string',
          input: undefined,
          path: ['postalCode'],
          message: 'Is missing',
        });
      } else if (address.postalCode === '') {
        ctx.issues.push({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          inclusive: true,
          input: '',
          path: ['postalCode'],
          message: 'Must be at least 1 characters',
        });
      }
    }),
  );
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const entitySchema = z.string().check(z.minLength(1), z.maxLength(64));
export const merchantSchema = z.strictObject({ entity: entitySchema });

export const narrativeSchema = z.strictObject({
  line1: z.string().check(z.minLength(1), z.maxLength(24)),
  line2: z.optional(z.string().check(z.minLength(1), z.maxLength(24))),
});

export const namespaceSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** An object the sandbox accepts but does not simulate (risk data, customer details, ...). */
export const opaqueObjectSchema = z.record(z.string(), z.unknown());

// Error envelope, §1.4.
export const providerValidationErrorSchema = z.object({
  errorName: z.string(),
  message: z.string(),
  /** The body field at fault; a query parameter is named by `queryParameter` instead. */
  jsonPath: z.optional(z.string()),
  queryParameter: z.optional(z.string()),
});
export type ProviderValidationError = z.infer<typeof providerValidationErrorSchema>;

export const providerErrorSchema = z.object({
  errorName: z.string(),
  message: z.string(),
  validationErrors: z.optional(z.array(providerValidationErrorSchema)),
  headerName: z.optional(z.string()),
  /** The field at fault, at the top (Card Payouts' 422). */
  jsonPath: z.optional(z.string()),
  /** 3DS, for a wrong verb: the verbs the path takes. */
  allowedMethods: z.optional(z.array(z.string())),
  /** 3DS adds the links to its authentication and verification to every error. */
  _links: z.optional(z.record(z.string(), z.unknown())),
});
export type ProviderErrorBody = z.infer<typeof providerErrorSchema>;

// Response-side card details.
export const cardBrandSchema = z.string().check(z.minLength(1));
export const fundingTypeSchema = z.enum(['credit', 'debit', 'prepaid', 'chargeCard', 'unknown']);
export const responseExpiryDateSchema = z.object({ month: z.int(), year: z.int() });
export const responseBillingAddressSchema = z.object({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  address1: z.string(),
  address2: z.optional(z.string()),
  address3: z.optional(z.string()),
  /** Empty for an address given without one (countriesWithoutPostcode). */
  postalCode: z.string(),
  city: z.string(),
  state: z.optional(z.string()),
  countryCode: z.string(),
});
