// What the receiver received and answered, per event, for the terminal's webhook inspector
// (issue 30). Kept by the receiver itself rather than only read from the sandbox's delivery
// records: with a real provider (PROVIDER_BASE_URL) there are no sandbox records, and the
// receiver's own view (the headers as they came, the start of the raw body, its answer) is what
// a developer debugging a receiver needs. Only for references a visitor owns (an unknown
// reference's deliveries cost no memory); bounded, per instance, like the hub.
// The shape is the inspector's contract (@sjd/contracts site/webhook-inspector.ts).
import type { Reception } from '@sjd/contracts';
import { BoundedMap } from '../bounded-map';

/**
 * The bounds: at most 2,000 references (the oldest forgotten first, and after a week), 20
 * receptions each (the latest), 1,000 characters of each body (an event is about 500): some
 * 50 MB at the very worst, whatever a visitor resends.
 */
export const receptionLimits = { references: 2_000, perReference: 20, excerptChars: 1_000 };
const day = 24 * 60 * 60 * 1000;
const { excerptChars, perReference } = receptionLimits;

export const bodyExcerpt = (raw: Buffer) =>
  raw
    .subarray(0, excerptChars * 4)
    .toString('utf8')
    .slice(0, excerptChars);

export class ReceptionLog {
  private readonly byReference = new BoundedMap<string, Reception[]>(
    receptionLimits.references,
    7 * day,
  );

  record(transactionReference: string, reception: Reception): void {
    const list = this.byReference.get(transactionReference) ?? [];
    this.byReference.set(transactionReference, [...list, reception].slice(-perReference));
  }

  of(transactionReference: string): Reception[] {
    return this.byReference.get(transactionReference) ?? [];
  }
}
