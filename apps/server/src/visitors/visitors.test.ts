// A visitor's demo clock id: the same for the same visitor and key (every instance names the same
// clock, also once the id is remembered), another for another visitor or key.
import { describe, expect, it } from 'vitest';
import { MemoryVisitorLedger } from './visitor-ledger';
import { merchantCredentials } from '@sjd/sandbox';
import { clockIdFor, merchantIdFor, siteVisitors } from './visitors';

const visitorsWith = (key: string) =>
  siteVisitors({ key, isSecure: false, ledger: new MemoryVisitorLedger(), simulator: null });

describe("a visitor's clock id", () => {
  it('is the key’s HMAC of the visitor, every time, and differs per visitor and per key', () => {
    const one = visitorsWith('the shared key');
    const other = visitorsWith('the shared key');
    const first = one.clockIdOf('visitor-a');
    expect(first).toBe(clockIdFor('the shared key', 'visitor-a'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.clockIdOf('visitor-a')).toBe(first);
    expect(other.clockIdOf('visitor-a')).toBe(first);
    expect(one.clockIdOf('visitor-b')).not.toBe(first);
    expect(visitorsWith('another key').clockIdOf('visitor-a')).not.toBe(first);
  });
});

describe("a visitor's own sandbox credentials (issue 42)", () => {
  const withMerchants = (key: string, merchantKey: string | null) =>
    siteVisitors({
      key,
      isSecure: false,
      ledger: new MemoryVisitorLedger(),
      simulator: null,
      merchantKey,
    });

  it('are derived from the visitor id: the same on every instance, another per visitor', () => {
    const one = withMerchants('the shared key', 'the simulator key 0123');
    const other = withMerchants('the shared key', 'the simulator key 0123');
    const mine = one.credentialsOf('visitor-a');
    expect(mine).toEqual(
      merchantCredentials('the simulator key 0123', merchantIdFor('the shared key', 'visitor-a')),
    );
    expect(mine?.username).toMatch(/^merchant-[A-Za-z0-9_-]{22}$/);
    expect(other.credentialsOf('visitor-a')).toEqual(mine);
    expect(one.credentialsOf('visitor-b')?.username).not.toBe(mine?.username);
    expect(one.authorizationOf('visitor-a')).toBe(
      `Basic ${Buffer.from(`${mine?.username}:${mine?.password}`).toString('base64')}`,
    );
  });

  it('are none in a single-merchant sandbox (no key to derive them with)', () => {
    const single = withMerchants('the shared key', null);
    expect(single.credentialsOf('visitor-a')).toBeNull();
    expect(single.authorizationOf('visitor-a')).toBeNull();
  });
});
