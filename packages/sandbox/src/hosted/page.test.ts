// The hosted pages' CSP for a demo opened on [::1]: CSP cannot name an IPv6 literal, so the
// request decides (see page.ts); every other parent stays refused.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isCspExpressible } from './page';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1) ?? null;

const loopback = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
const policy = { frameAncestors: loopback };

describe('hosted page CSP', () => {
  it('names the origins CSP can express, never an IPv6 literal', () => {
    const csp = contentSecurityPolicy('n', policy);
    expect(directive(csp, 'frame-ancestors')).toBe('http://localhost:3000 http://127.0.0.1:3000');
    expect(isCspExpressible('http://[::1]:3000')).toBe(false);
    expect(isCspExpressible("'self'")).toBe(true);
  });

  it("lets in an allowed [::1] parent, and the sandbox's own next pages while one is allowed", () => {
    const fromIpv6 = { origin: 'http://[::1]:3000', isSelf: false };
    expect(directive(contentSecurityPolicy('n', policy, fromIpv6), 'frame-ancestors')).toBeNull();
    const fromSelf = { origin: null, isSelf: true };
    expect(directive(contentSecurityPolicy('n', policy, fromSelf), 'frame-ancestors')).toBeNull();
  });

  it('keeps frame-ancestors for anyone else', () => {
    for (const initiator of [
      { origin: 'http://[::1]:4000', isSelf: false },
      { origin: 'https://evil.example', isSelf: false },
      { origin: 'http://localhost:3000', isSelf: false },
      { origin: null, isSelf: false },
    ])
      expect(directive(contentSecurityPolicy('n', policy, initiator), 'frame-ancestors')).toBe(
        'http://localhost:3000 http://127.0.0.1:3000',
      );
    // No unnamable origin allowed: the sandbox's own navigations get the list as always.
    const named = { frameAncestors: ['http://localhost:3000'] };
    expect(
      directive(
        contentSecurityPolicy('n', named, { origin: null, isSelf: true }),
        'frame-ancestors',
      ),
    ).toBe('http://localhost:3000');
  });

  it('leaves out a form-action it cannot express, and keeps one it can', () => {
    const toIpv6 = contentSecurityPolicy('n', { ...policy, formAction: ['http://[::1]:3000'] });
    expect(directive(toIpv6, 'form-action')).toBeNull();
    const toLocalhost = contentSecurityPolicy('n', {
      ...policy,
      formAction: ['http://localhost:3000'],
    });
    expect(directive(toLocalhost, 'form-action')).toBe('http://localhost:3000');
    expect(directive(contentSecurityPolicy('n', policy), 'form-action')).toBe("'none'");
  });
});
