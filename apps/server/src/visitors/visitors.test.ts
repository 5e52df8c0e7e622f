// A visitor's demo clock id: the same for the same visitor and key (every instance names the same
// clock, also once the id is remembered), another for another visitor or key.
import { describe, expect, it } from 'vitest';
import { MemoryVisitorLedger } from './visitor-ledger';
import { clockIdFor, siteVisitors } from './visitors';

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
