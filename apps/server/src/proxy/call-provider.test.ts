// The proxy's 200 reply is written as JSON text (the provider's body spliced in, never
// re-serialised): it must be exactly what providerResultSchema describes.
import { describe, expect, it } from 'vitest';
import { providerResultSchema } from '@sjd/contracts';
import { providerResultJson } from './call-provider';

const envelope = {
  status: 201,
  responseTime: 12.5,
  correlationId: 'c0ffee',
  endpoint: 'createVerifiedToken',
  method: 'POST' as const,
  url: 'http://localhost:3001/verifiedTokens/cardOnFile',
};

describe('providerResultJson', () => {
  it.each([
    ['an object', '{"outcome":"verified","_links":{"tokens:token":{"href":"x"}}}'],
    ['an array with odd characters', ' ["a\\"b", "\\u2028", 1e3, null] '],
    ['a bare string', '"ok"'],
    ['no body', ''],
  ])('writes the envelope around %s', (_name, bodyText) => {
    const json = providerResultJson(envelope, bodyText);
    const parsed = providerResultSchema.parse(JSON.parse(json));
    expect(parsed).toEqual({
      ...envelope,
      body: bodyText === '' ? null : JSON.parse(bodyText),
    });
  });

  it('keeps a null correlation id', () => {
    const json = providerResultJson({ ...envelope, correlationId: null }, '{}');
    expect(providerResultSchema.parse(JSON.parse(json)).correlationId).toBeNull();
  });
});
