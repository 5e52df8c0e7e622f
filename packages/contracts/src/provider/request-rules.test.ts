import { describe, expect, it } from 'vitest';
import { providerEndpoints } from './endpoints';
import { endpointRequestRules, requestRuleFor } from './request-rules';

describe('endpoint request rules', () => {
  it('give exactly the proxied endpoints a rule', () => {
    const proxied = providerEndpoints.filter((e) => e.proxied).map((e) => e.id);
    expect(Object.keys(endpointRequestRules).sort()).toEqual([...proxied].sort());
  });

  it('give no body to reads and deletes', () => {
    for (const endpoint of providerEndpoints.filter((e) => e.proxied)) {
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        expect(requestRuleFor(endpoint.id)?.payload, endpoint.id).toBe('none');
      }
    }
  });

  it('take query parameters only where the provider defines them', () => {
    const withQuery = Object.entries(endpointRequestRules)
      .filter(([, rule]) => rule.query)
      .map(([id]) => id);
    expect(withQuery).toEqual(['queryPayments']);
  });

  it('are not fooled by inherited property names', () => {
    expect(requestRuleFor('toString')).toBeUndefined();
    expect(requestRuleFor('__proto__')).toBeUndefined();
  });
});
