// What the receiver keeps for the inspector is bounded whatever a visitor resends: the latest
// deliveries per reference, the start of each body, and a cap on the references.
import { describe, expect, it } from 'vitest';
import type { Reception } from '@sjd/contracts';
import { bodyExcerpt, ReceptionLog, receptionLimits } from './receptions';

const reception = (n: number): Reception => ({
  eventId: `ev-${n}`,
  type: 'authorized',
  receivedAt: new Date(n).toISOString(),
  headers: { contentType: 'application/json', eventSignature: null },
  bodyExcerpt: '{}',
  answer: { status: 200, body: {} },
  outcome: 'applied',
});

describe('the reception log', () => {
  it('keeps the latest deliveries of a reference, and forgets the oldest references', () => {
    const log = new ReceptionLog();
    for (let n = 0; n < receptionLimits.perReference + 5; n += 1) log.record('REF-1', reception(n));
    const kept = log.of('REF-1');
    expect(kept).toHaveLength(receptionLimits.perReference);
    expect(kept[0]?.eventId).toBe('ev-5');
    for (let n = 0; n < receptionLimits.references; n += 1) log.record(`REF-X${n}`, reception(n));
    expect(log.of('REF-1')).toEqual([]);
    expect(log.of(`REF-X${receptionLimits.references - 1}`)).toHaveLength(1);
  });

  it('keeps only the start of a body', () => {
    const raw = Buffer.from('é'.repeat(5_000), 'utf8');
    expect(bodyExcerpt(raw)).toHaveLength(receptionLimits.excerptChars);
  });
});
