import { describe, expect, it } from 'vitest';
import type { EventLogState } from './event-log-slice';
import type { ApiEvent } from './event-log-types';
import { readTrail, storedTrailOf, trailStorageLimit, writeTrail } from './trail-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const request = (title: string, url: string): ApiEvent => ({
  title,
  type: 'request',
  api: 'Card Payments',
  method: 'POST',
  url,
  body: { instruction: { value: { amount: 200, currency: 'GBP' } } },
});
const response = (title: string, body: ApiEvent['body']): ApiEvent => ({
  title,
  type: 'response',
  api: 'Card Payments',
  status: 200,
  responseTime: 12,
  body,
});

const ddc = [
  request(
    '3DS device data initialization',
    '/verifications/customers/3ds/deviceDataInitialization',
  ),
  response('3DS device data initialization', { outcome: 'initialized' }),
];

const log = (events: ApiEvent[]): EventLogState => ({
  triggers: [
    { id: 1, name: 'Settings changed', events: [] },
    { id: 2, name: 'Pay with card', events },
  ],
  nextId: 3,
});

describe('the trail across a reload (sessionStorage, sjd:trail)', () => {
  it('comes back as it was when no journey was running', () => {
    const storage = memoryStorage();
    writeTrail(storage, log(ddc), null);
    expect(readTrail(storage)).toEqual({ log: log(ddc), interruption: null });
  });

  it('ends an interrupted payment with what is known, in the trail and for the screen', () => {
    const storage = memoryStorage();
    writeTrail(storage, log(ddc), 'payment');
    const restored = readTrail(storage);
    const text =
      "The payment was interrupted — the provider's last answer was 'initialized' (3DS device data initialization). Nothing was settled.";
    expect(restored?.interruption).toEqual({ trigger: 'Pay with card', kind: 'payment', text });
    expect(restored?.log.triggers[1]?.events.at(-1)).toMatchObject({
      title: 'Interrupted by a reload',
      icon: 'warning',
      plainText: text,
    });
  });

  it('says nothing was charged when no call was answered with an outcome, and that it is not known when the payment call was unanswered', () => {
    const storage = memoryStorage();
    writeTrail(storage, log([]), 'payment');
    expect(readTrail(storage)?.interruption?.text).toBe(
      'The payment was interrupted — nothing was charged.',
    );
    writeTrail(
      storage,
      log([...ddc, request('Card payment', '/cardPayments/customerInitiatedTransactions')]),
      'payment',
    );
    expect(readTrail(storage)?.interruption?.text).toBe(
      "The payment was interrupted while the provider was answering 'Card payment': whether it went through is not known here. Nothing was settled.",
    );
  });

  it('drops what it cannot trust: another version, bad JSON, a shape the schema refuses', () => {
    for (const raw of [
      JSON.stringify({ version: 2, data: { triggers: [], nextId: 1, running: null } }),
      '{not json',
      JSON.stringify({
        version: 1,
        data: { triggers: [{ id: 1, name: '', events: [] }], nextId: 1, running: null },
      }),
      JSON.stringify({
        version: 1,
        data: {
          triggers: [{ id: 1, name: 'x', events: [{ title: 't', type: 'sideways', api: 'a' }] }],
          nextId: 2,
          running: null,
        },
      }),
    ]) {
      const storage = memoryStorage({ 'sjd:trail': raw });
      expect(readTrail(storage), raw).toBeNull();
      expect(storage.items.has('sjd:trail'), raw).toBe(false);
    }
  });

  it('stays within its size: the oldest journeys go first, then bodies of a huge one', () => {
    const big = 'x'.repeat(20_000);
    const many: EventLogState = {
      triggers: Array.from({ length: 40 }, (_, i) => ({
        id: i + 1,
        name: `Journey ${i + 1}`,
        events: [response('Answer', { note: big })],
      })),
      nextId: 41,
    };
    const text = storedTrailOf(many, null);
    expect(text.length).toBeLessThanOrEqual(trailStorageLimit);
    const storage = memoryStorage({ 'sjd:trail': text });
    const kept = readTrail(storage)?.log.triggers ?? [];
    expect(kept.at(-1)?.name).toBe('Journey 40');
    expect(kept.length).toBeLessThan(40);

    const huge: EventLogState = {
      triggers: [
        { id: 1, name: 'One', events: [response('Answer', { note: 'y'.repeat(300_000) })] },
      ],
      nextId: 2,
    };
    const alone = storedTrailOf(huge, null);
    expect(alone.length).toBeLessThanOrEqual(trailStorageLimit);
    expect(alone).toContain('too large to keep across a reload');
  });
});
