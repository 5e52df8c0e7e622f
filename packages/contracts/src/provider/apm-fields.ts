// The fields the APMs API 2024-07-01 instructions share (apm-payments.ts): lengths, patterns and
// the small objects (value, narrative, merchant, address, return addresses) as its OpenAPI
// declares them.
import * as z from 'zod/mini';

export const text = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max));
// The API's references: [a-zA-Z0-9\-_/!@#$%()*=.:;?[]{}~+], 1–64 characters.
const referencePattern = /^[a-zA-Z0-9\-_/!@#$%()*=.:;?[\]{}~+]*$/;
export const reference = text(1, 64).check(z.regex(referencePattern));
export const country = z.string().check(z.regex(/^[A-Z]{2}$/));
export const email = text(1, 128).check(z.regex(/^(.+@.+\..+)?$/));
export const name22 = text(1, 22);
export const phone = (min: number, max: number) => text(min, max).check(z.regex(/^[0-9]*$/));
export const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])$/));

export const apmValueSchema = z.strictObject({
  amount: z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});
export const apmNarrativeSchema = z.strictObject({
  line1: text(1, 24).check(z.regex(/^[a-zA-Z0-9-., ]*$/)),
});
export const apmMerchantSchema = z.strictObject({
  entity: text(3, 32).check(z.regex(/^([a-zA-Z0-9\- ]*)$/)),
});

/** AddressV2: every line but address2/3 required, `state` included. */
export const addressSchema = z.strictObject({
  address1: text(1, 80),
  address2: z.optional(text(1, 80)),
  address3: z.optional(text(1, 80)),
  postalCode: text(1, 15),
  city: text(1, 50),
  state: text(1, 30),
  countryCode: country,
});

// A return address: any string in the schema; the sandbox accepts only its allowed app origins.
export const url = text(1, 1024);
export const resultUrls = <const K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, url])) as Record<K, typeof url>);
export const optionalResultUrls = z.strictObject({
  cancel: z.optional(url),
  failure: z.optional(url),
  pending: z.optional(url),
  success: z.optional(url),
});

export const direct = z.literal('direct');
export const sessionHref = z.optional(text(1, 2048));
export const withCountry = z.strictObject({ type: direct, sessionHref, country });

export const base = { value: apmValueSchema, narrative: apmNarrativeSchema };

export const settlement = z.optional(z.strictObject({ auto: z.optional(z.boolean()) }));
