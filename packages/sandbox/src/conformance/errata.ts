// Where a published document contradicts itself (its own examples break its schema), the
// sandbox follows the example a real client sends, and so does the conformance run: these are
// the readings, applied to a copy of the document before its schemas are compiled. Each is
// listed in packages/sandbox/README.md ("Where the documents contradict themselves").
import type { PublishedApiKey } from '@sjd/contracts';

type Json = unknown;
type JsonObject = Record<string, Json>;
const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface Erratum {
  api: PublishedApiKey;
  /** What the document says against what its examples send, and what is followed. */
  reading: string;
  apply(document: JsonObject): void;
}

/** Every schema object of the document, with its parent key, depth first. */
function eachSchema(node: Json, visit: (schema: JsonObject, key: string) => void, key = ''): void {
  if (Array.isArray(node)) {
    for (const item of node) eachSchema(item, visit, key);
    return;
  }
  if (!isObject(node)) return;
  visit(node, key);
  for (const [name, child] of Object.entries(node)) eachSchema(child, visit, name);
}

function schemaAt(document: JsonObject, path: readonly string[]): JsonObject | undefined {
  let node: Json = document;
  for (const part of path) node = isObject(node) ? node[part] : undefined;
  return isObject(node) ? node : undefined;
}

function propertyOf(schema: JsonObject | undefined, name: string): JsonObject | undefined {
  const properties = schema && isObject(schema.properties) ? schema.properties : undefined;
  const found = properties?.[name];
  return isObject(found) ? found : undefined;
}

export const errata: readonly Erratum[] = [
  {
    api: 'cardPayments',
    reading:
      'Card Payments v7 gives currencies the pattern ^[A-Z]$ (one letter); every example sends an ISO 4217 code (GBP): three letters are taken.',
    apply(document) {
      eachSchema(document, (schema) => {
        if (schema.pattern === '^[A-Z]$') schema.pattern = '^[A-Z]{3}$';
      });
    },
  },
  {
    api: 'cardPayments',
    reading:
      "Card Payments v7 partial settlements' and refunds' marketplace.splitFundingReference has a pattern its own example breaks: any text up to the length is taken.",
    apply(document) {
      eachSchema(document, (schema, key) => {
        if (key === 'splitFundingReference') delete schema.pattern;
      });
    },
  },
  {
    api: 'tokens',
    reading:
      "Tokens' PUT /tokens/{tokenId} declares an object body; its examples for the description, cardholder name and scheme transaction reference send the bare JSON string (as the token's attribute links expect): both are taken.",
    apply(document) {
      const put = schemaAt(document, [
        'paths',
        '/tokens/{tokenId}',
        'put',
        'requestBody',
        'content',
      ]);
      for (const content of Object.values(put ?? {})) {
        if (isObject(content) && content.schema !== undefined) {
          content.schema = { anyOf: [{ type: 'string' }, content.schema] };
        }
      }
    },
  },
  {
    api: 'hostedPaymentPages',
    reading:
      'Hosted Payment Pages declares expiry an integer; its examples send a string of digits ("600"): both are taken. Its riskData.account.type has a pattern the examples break ("worldpay"): any text is taken.',
    apply(document) {
      eachSchema(document, (schema) => {
        const expiry = propertyOf(schema, 'expiry');
        if (expiry?.type === 'integer') {
          delete expiry.type;
          expiry.anyOf = [{ type: 'integer' }, { type: 'string', pattern: '^[0-9]+$' }];
        }
        if (typeof schema.pattern === 'string' && schema.pattern.includes('fidoAuthenticator')) {
          delete schema.pattern;
        }
      });
    },
  },
  {
    api: 'cardVerifications',
    reading:
      "Card Verifications v6 requires a sub-merchant's merchantId, street, city, countryCode and postalCode beside its address; its payment facilitator examples send no merchantId and the rest inside the address: name and address are taken as the required fields.",
    apply(document) {
      eachSchema(document, (schema) => {
        if (Array.isArray(schema.required) && schema.required.includes('merchantId')) {
          schema.required = ['name', 'address'];
        }
      });
    },
  },
];

/** A copy of the document read as its examples are written. */
export function readAsClientsDo(api: PublishedApiKey, document: JsonObject): JsonObject {
  const copy: JsonObject = structuredClone(document);
  for (const erratum of errata) if (erratum.api === api) erratum.apply(copy);
  return copy;
}
