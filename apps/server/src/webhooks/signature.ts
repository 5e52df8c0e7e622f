// Verifying the provider's `Event-Signature` header (provider-lifecycle.md §2.2, sandbox README
// "Events (webhooks)"): `{keyId}/SHA256/{hmac}` — the HMAC-SHA256 of the raw body under the
// secret shared for that key id — possibly several, comma-separated, in any order (key rotation:
// `1/SHA256/…,2/SHA256/…`). The encoding of the HMAC is not documented [GAP]; the sandbox sends
// lower-case hex, so hex is what is accepted (either case). Verification runs on the raw bytes
// before anything parses them, and compares digests with timingSafeEqual.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookKey {
  keyId: string;
  secret: string;
}

export const eventSignatureHeader = 'event-signature';

/** More signatures than this in one header are not a key rotation; the header is refused. */
const maxSignatures = 8;
const keyIdPattern = /^[A-Za-z0-9._-]{1,32}$/;
const signaturePattern = /^([A-Za-z0-9._-]{1,32})\/SHA256\/([0-9A-Fa-f]{64})$/;

/**
 * `keyId:secret` pairs, comma-separated (WEBHOOK_SECRETS, the format of the sandbox's
 * SANDBOX_WEBHOOK_SECRETS). Problems name the key or its position, never a secret.
 */
export function parseWebhookKeys(
  value: string,
  variable: string,
  problems: string[],
): WebhookKey[] {
  const keys: WebhookKey[] = [];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    const colon = item.indexOf(':');
    const keyId = colon > 0 ? item.slice(0, colon) : '';
    const secret = colon > 0 ? item.slice(colon + 1) : '';
    const which = keyIdPattern.test(keyId) ? `key ${keyId}` : `entry ${keys.length + 1}`;
    if (!keyIdPattern.test(keyId)) {
      problems.push(
        `${variable}: ${which} must be keyId:secret with a key id of letters, digits, . _ or - (at most 32)`,
      );
    } else if (secret.length < 8) {
      problems.push(`${variable}: ${which} needs a secret of at least 8 characters`);
    } else if (keys.some((key) => key.keyId === keyId)) {
      problems.push(`${variable}: key ${keyId} is given twice`);
    } else {
      keys.push({ keyId, secret });
    }
  }
  return keys;
}

/** The keys as WEBHOOK_SECRETS / SANDBOX_WEBHOOK_SECRETS write them. */
export const formatWebhookKeys = (keys: readonly WebhookKey[]) =>
  keys.map(({ keyId, secret }) => `${keyId}:${secret}`).join(',');

export type SignatureCheck =
  | { ok: true; keyId: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'unknownKey' | 'mismatch' };

/**
 * Whether one of the header's signatures is the body's HMAC under the secret of its key id.
 * Signatures under key ids we do not hold are skipped (the provider may sign with a key we have
 * not been given yet, next to one we have).
 */
export function verifyEventSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  keys: readonly WebhookKey[],
): SignatureCheck {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return { ok: false, reason: 'missing' };
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > maxSignatures) return { ok: false, reason: 'malformed' };
  const signatures = parts.map((part) => signaturePattern.exec(part));
  if (signatures.some((match) => match === null)) return { ok: false, reason: 'malformed' };

  let isKnownKey = false;
  for (const match of signatures) {
    const [, keyId, hex] = match ?? [];
    const key = keys.find((k) => k.keyId === keyId);
    if (!key || hex === undefined) continue;
    isKnownKey = true;
    const expected = createHmac('sha256', key.secret).update(rawBody).digest();
    // Both are 32 bytes: the pattern admits 64 hex digits only.
    if (timingSafeEqual(expected, Buffer.from(hex, 'hex'))) return { ok: true, keyId: key.keyId };
  }
  return { ok: false, reason: isKnownKey ? 'mismatch' : 'unknownKey' };
}
