// What the issuer "knows" about a test card: brand, funding type, country, masked forms.
// Brand detection is the shared card table (@sjd/cards), so the sandbox and the web app agree.
import { createHash } from 'node:crypto';
import { detectBrand } from '@sjd/cards';
import { z } from 'zod';
import { debitCardNumbers } from './scenarios';

export const expirySchema = z.object({ month: z.number().int(), year: z.number().int() });
export type Expiry = z.infer<typeof expirySchema>;

export const addressSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  address1: z.string(),
  address2: z.string().optional(),
  address3: z.string().optional(),
  /** Absent for a country without postcodes (the contracts' countriesWithoutPostcode). */
  postalCode: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  countryCode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * An address as the token APIs answer with it: a postcode left out (a country without
 * postcodes) reads as the empty value the provider's Card Payments and 3DS schemas allow there
 * [INF: the provider's answer for it is not documented].
 */
export function addressView(address: Address): Address & { postalCode: string } {
  return { ...address, postalCode: address.postalCode ?? '' };
}

/** Card data as stored with a token or payment. Never a CVC: only its check result is kept. */
export const storedCardSchema = z.object({
  number: z.string(),
  expiry: expirySchema,
  holderName: z.string().optional(),
  billingAddress: addressSchema.optional(),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

export interface CardFacts {
  /** Lower-case brand as the payment APIs spell it (`visa`); `unknown` when not recognised. */
  brand: string;
  bin: string;
  lastFour: string;
  masked: string;
  fundingType: 'credit' | 'debit';
  countryCode: string;
  issuerName: string;
  category: 'consumer';
  paymentAccountReference: string;
}

// A few hundred test cards at most are in use; remembering their facts saves a hash per answer.
const factsCache = new Map<string, CardFacts>();
const factsCacheSize = 1000;

export function cardFacts(cardNumber: string): CardFacts {
  const cached = factsCache.get(cardNumber);
  if (cached) return cached;
  const facts = computeFacts(cardNumber);
  if (factsCache.size >= factsCacheSize) factsCache.clear();
  factsCache.set(cardNumber, facts);
  return facts;
}

function computeFacts(cardNumber: string): CardFacts {
  return {
    brand: detectBrand(cardNumber) ?? 'unknown',
    bin: cardNumber.slice(0, 6),
    lastFour: cardNumber.slice(-4),
    masked: maskCardNumber(cardNumber),
    fundingType: debitCardNumbers.includes(cardNumber) ? 'debit' : 'credit',
    countryCode: 'GB',
    issuerName: 'UNKNOWN',
    category: 'consumer',
    // Stable per card, like the real PAR (29 characters), without revealing the number.
    paymentAccountReference: createHash('sha256')
      .update(`par:${cardNumber}`)
      .digest('base64url')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 29),
  };
}

/** `4000********1091`: first four and last four digits, as the provider's examples mask. */
export function maskCardNumber(cardNumber: string): string {
  const hidden = Math.max(cardNumber.length - 8, 0);
  return `${cardNumber.slice(0, 4)}${'*'.repeat(hidden)}${cardNumber.slice(4 + hidden)}`;
}

/** Verified Tokens and Tokens spell brands in upper case (`VISA`). */
export const upperBrand = (cardNumber: string) => cardFacts(cardNumber).brand.toUpperCase();

export function sameAddress(a: Address | undefined, b: Address | undefined): boolean {
  return JSON.stringify(normaliseAddress(a)) === JSON.stringify(normaliseAddress(b));
}

function normaliseAddress(address: Address | undefined): unknown {
  if (!address) return null;
  const entries = Object.entries(address).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
