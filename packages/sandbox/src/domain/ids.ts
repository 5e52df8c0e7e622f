// Identifiers the provider hands out. Ids inside hrefs are opaque base64url strings (they match
// the endpoint table's `opaqueIdPattern`); the rest follow the formats shown in the provider's
// examples.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';

// Ids are drawn from a pool of cryptographically random bytes refilled 4 KB at a time: one
// `randomBytes` call per id would cost more than the rest of a request's domain work.
let pool = Buffer.alloc(0);
let offset = 0;
function random(length: number): Buffer {
  if (offset + length > pool.length) {
    pool = randomBytes(Math.max(4096, length));
    offset = 0;
  }
  const slice = pool.subarray(offset, offset + length);
  offset += length;
  return slice;
}

export function opaqueId(bytes = 18): string {
  return random(bytes).toString('base64url');
}

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/**
 * Letters and digits only, where the provider's pattern allows no `-` or `_` (the 3DS challenge
 * reference: exactly 20 of `[A-Za-z0-9]`, as the verification request's schema says). Bytes of
 * 248 or more are skipped, so every character is equally likely.
 */
export function alphanumericId(length: number): string {
  let id = '';
  while (id.length < length) {
    for (const byte of random(length)) {
      if (byte < 248 && id.length < length) id += alphanumerics[byte % alphanumerics.length];
    }
  }
  return id;
}

/** 15–21 characters of `[0-9A-HJ-NP-Z]` (Verified Tokens §5.3). */
const tokenIdAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newTokenId(): string {
  let id = '';
  for (let i = 0; i < 19; i += 1) id += tokenIdAlphabet[randomInt(tokenIdAlphabet.length)];
  return id;
}

/** Random decimal digits (references, not secrets: one random byte per digit is plenty). */
export function digits(length: number): string {
  const bytes = random(length);
  let out = '';
  for (const byte of bytes) out += String(byte % 10);
  return out;
}

/** 25 characters, as Payment Queries' `paymentId` / `commandId` (25–36, `[A-Za-z0-9_-]`). */
export const newPaymentId = () => `pay${opaqueId(16)}`;
export const newCommandId = () => `cmd${opaqueId(16)}`;
export const newSchemeReference = () => digits(15);
export const newSchemeTransactionReference = () => digits(33);
export const newAuthorizationCode = () => digits(6);
export const newUuid = () => randomUUID();
/** Cardinal-style DDC SessionId: `0_` + UUID. */
export const newCollectionSessionId = () => `0_${randomUUID()}`;
