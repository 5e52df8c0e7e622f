// The `Event-Signature` header [M, provider-lifecycle.md §2.2]: `{keyId}/SHA256/{signature}`,
// the HMAC-SHA256 of the raw body with a secret shared with the merchant, one per configured key,
// comma-separated (key rotation: `1/SHA256/…,2/SHA256/…`). The docs do not say how the HMAC is
// encoded [GAP]: the sandbox sends it as lower-case hex (its README says so).
import { createHmac } from 'node:crypto';
import type { WebhookKey } from '../config';

export const signatureHeader = 'Event-Signature';

/** The HMAC-SHA256 of the body under one secret, in lower-case hex. */
export const hmacHex = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** The header's value for this body, or undefined when no key is configured (unsigned). */
export function eventSignature(keys: readonly WebhookKey[], body: string): string | undefined {
  if (keys.length === 0) return undefined;
  return keys.map(({ keyId, secret }) => `${keyId}/SHA256/${hmacHex(secret, body)}`).join(',');
}
