// The CSP names the provider origins of both profiles (REST base, 3DS pages, HPP library) for
// scripts and frames, and nothing else.
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test-helpers';
import { contentSecurityPolicy } from './security';

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('content security policy', () => {
  const csp = contentSecurityPolicy(
    testConfig({
      PROVIDER_BASE_URL: 'https://try.provider.example/api-root',
      PROVIDER_USERNAME: 'u',
      PROVIDER_PASSWORD: 'p',
      PROVIDER_3DS_ORIGIN: 'https://3ds-try.provider.example',
      PROVIDER_HPP_LIBRARY_URL: 'https://hpp.provider.example/lib.js',
      LIVE_PROVIDER_BASE_URL: 'https://live.provider.example',
      LIVE_PROVIDER_USERNAME: 'u',
      LIVE_PROVIDER_PASSWORD: 'p',
    }),
  );
  const providers = [
    'https://try.provider.example',
    'https://3ds-try.provider.example',
    'https://hpp.provider.example',
    'https://live.provider.example',
  ];

  it.each(['script-src', 'frame-src', 'form-action'])(
    '%s allows self and both profiles only',
    (name) => {
      expect(directive(csp, name).sort()).toEqual(["'self'", ...providers].sort());
    },
  );

  it('has no unsafe-inline or wildcard for scripts and frames', () => {
    for (const name of ['script-src', 'frame-src', 'default-src']) {
      expect(directive(csp, name).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });
});
