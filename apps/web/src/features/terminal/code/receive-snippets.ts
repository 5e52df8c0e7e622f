// "Receive this" (issue 32): for a webhook entry, the code of a receiver that checks the
// provider's Event-Signature before it trusts the event, in the Code view's seven languages.
// Hand-written (no snippet library writes servers): the scheme is the one the demo's own receiver
// verifies (apps/server/src/webhooks/signature.ts) — `{keyId}/SHA256/{lower-case hex HMAC-SHA256
// of the raw body}`, possibly several comma-separated (key rotation) — with the keys from
// WEBHOOK_SECRETS (`keyId:secret` pairs, comma-separated), the receiver's bind address from HOST
// and PORT. The curl version goes the other way: it sends this event, signed as the provider
// signs it, to a receiver (WEBHOOK_KEY_ID and WEBHOOK_SECRET: one of the receiver's keys).
import type { JsonValue } from '../../event-log';
import { shellQuote } from '../take-home/shell-quote';
import type { CodeLanguage } from './code-language';
import * as receivers from './receive-templates';

const eventMediaType = 'application/vnd.worldpay.events-v1.hal+json';

/** curl: this event, signed as the provider signs it, sent to a receiver. */
function curlSender(event: JsonValue): string {
  return [
    '# Sends this event to your receiver, signed as the provider signs it: Event-Signature is',
    '# {keyId}/SHA256/{lower-case hex HMAC-SHA256 of the raw body}. WEBHOOK_KEY_ID and',
    "# WEBHOOK_SECRET: one of your receiver's keys; RECEIVER_URL: where it listens.",
    `body=${shellQuote(JSON.stringify(event))}`,
    `signature=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -r | cut -d' ' -f1)`,
    'curl "${RECEIVER_URL:-http://127.0.0.1:8000/webhooks}" \\',
    '  --request POST \\',
    `  --header ${shellQuote(`Content-Type: ${eventMediaType}`)} \\`,
    '  --header "Event-Signature: $WEBHOOK_KEY_ID/SHA256/$signature" \\',
    '  --data-binary "$body"',
    '',
  ].join('\n');
}

/** The receiver (or, for curl, the signed sender) of a webhook event in `language`. */
export function receiveSnippet(event: JsonValue, language: CodeLanguage): string {
  switch (language) {
    case 'curl':
      return curlSender(event);
    case 'node':
      return receivers.node;
    case 'python':
      return receivers.python;
    case 'java':
      return receivers.java;
    case 'csharp':
      return receivers.csharp;
    case 'php':
      return receivers.php;
    case 'go':
      return receivers.go;
    default: {
      const unknown: never = language;
      throw new Error(`No receiver for ${String(unknown)}`);
    }
  }
}
