import { describe, expect, it } from 'vitest';
import { providerEndpoints } from './endpoints';
import { providerRequestSchemas } from './requests';
import { providerResponseSchemas } from './responses';

// A contract per operation: the request (here) and each declared answer (responses.ts). The
// APMs API (issue 45) keeps its own tables.
describe('request contracts', () => {
  const endpoints = providerEndpoints.filter((e) => e.api !== 'apms');

  it('has a request contract for every endpoint, and none for an endpoint not in the table', () => {
    expect(Object.keys(providerRequestSchemas).sort()).toEqual(endpoints.map((e) => e.id).sort());
  });

  it('pairs each with its answers', () => {
    for (const e of endpoints) expect(providerResponseSchemas[e.id], e.id).toBeDefined();
  });

  it('takes no body on a GET or DELETE', () => {
    for (const e of endpoints.filter((x) => x.method === 'GET' || x.method === 'DELETE')) {
      expect(providerRequestSchemas[e.id], e.id).toBeNull();
    }
  });

  it('takes a token attribute as its bare value, and nothing for conflicts', () => {
    const update = providerRequestSchemas.updateToken;
    expect(update?.safeParse('Ms A Holder').success).toBe(true);
    expect(update?.safeParse({ month: 5, year: 2035 }).success).toBe(true);
    expect(update?.safeParse(undefined).success).toBe(true);
    expect(update?.safeParse(42).success).toBe(false);
  });
});
