// The shop takes the return page's message only from its own origin and in its own shape: a
// provider's page (another origin) or any other frame cannot pretend the shopper came back.
import { describe, expect, it } from 'vitest';
import { readApmReturn } from './LocalMethodScreen';

const origin = 'http://localhost:3000';
const message = (data: unknown, from = origin) =>
  new MessageEvent('message', { data, origin: from });

describe('readApmReturn', () => {
  it("reads the site's return page", () => {
    expect(
      readApmReturn(
        message({ type: 'sjd:apm-return', kind: 'pending', ref: 'SJD-1', error: 'refused' }),
        origin,
      ),
    ).toEqual({ kind: 'pending', ref: 'SJD-1', error: 'refused' });
    expect(
      readApmReturn(
        message({ type: 'sjd:apm-return', kind: 'success', ref: 'SJD-1', error: '' }),
        origin,
      ),
    ).toEqual({ kind: 'success', ref: 'SJD-1', error: null });
  });

  it('ignores another origin (the provider, another site) and any other message', () => {
    const data = { type: 'sjd:apm-return', kind: 'success', ref: 'SJD-1' };
    expect(readApmReturn(message(data, 'http://localhost:3001'), origin)).toBeNull();
    expect(readApmReturn(message(data, 'https://evil.example'), origin)).toBeNull();
    expect(readApmReturn(message('Challenge received'), origin)).toBeNull();
    expect(readApmReturn(message({ type: 'sjd:challenge-return' }), origin)).toBeNull();
    expect(
      readApmReturn(message({ type: 'sjd:apm-return', kind: 1, ref: 'SJD-1' }), origin),
    ).toBeNull();
    expect(readApmReturn(message(null), origin)).toBeNull();
  });
});
