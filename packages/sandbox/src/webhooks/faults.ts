// Delivery faults a developer's receiver must handle (issue 30), set per transaction reference
// by the demo's server for its visitor (`PUT /_sandbox/webhooks/faults`, api/simulator-routes.ts)
// and applied by delivery.ts to that payment's or payout's events. Simulator-only: the provider
// offers no such switch; these are what its network and retries can do to a receiver.
//
// - delay: an event's first attempt waits `delayFaultMs` (sandbox clock) after it happened.
// - duplicate: an event's first attempt is sent twice, the same eventId and body.
// - outOfOrder: an event is held back (up to `holdFaultMs`) until the next event of the same
//   reference has been sent, and is sent right after it: the receiver sees the later one first.
// - badSignature: `Event-Signature` carries an HMAC made with the wrong secret (every attempt
//   while the fault is on, so the receiver's 400 is retried until it is turned off).
// - missingSignature: no `Event-Signature` header (the same).
// "First attempt answered 500" is the receiver's own behaviour: the demo's server implements it.
import { z } from 'zod';
import type { RecordTable, SandboxStore, TableSpec } from '../store/store';

export const webhookFaultNames = [
  'delay',
  'duplicate',
  'outOfOrder',
  'badSignature',
  'missingSignature',
] as const;
export type WebhookFaultName = (typeof webhookFaultNames)[number];

export const webhookFaultsSchema = z.strictObject({
  delay: z.boolean().default(false),
  duplicate: z.boolean().default(false),
  outOfOrder: z.boolean().default(false),
  badSignature: z.boolean().default(false),
  missingSignature: z.boolean().default(false),
});
export type WebhookFaults = z.infer<typeof webhookFaultsSchema>;

export const noFaults: WebhookFaults = {
  delay: false,
  duplicate: false,
  outOfOrder: false,
  badSignature: false,
  missingSignature: false,
};

/** How long the delay fault holds an event's first attempt (sandbox clock). */
export const delayFaultMs = 10_000;
/** The longest the out-of-order fault holds an event waiting for a later one (sandbox clock). */
export const holdFaultMs = 60_000;

const faultRecordSchema = z.object({
  /** The transaction reference the faults apply to (a derived merchant's: `merchant/reference`). */
  id: z.string(),
  faults: webhookFaultsSchema,
});
type FaultRecord = z.infer<typeof faultRecordSchema>;

export const webhookFaultTable: TableSpec<FaultRecord> = {
  name: 'webhookFaults',
  parse: (value) => faultRecordSchema.safeParse(value).data,
  id: (record) => record.id,
  indexes: {},
};

/** A merchant's reference as the faults' key: the fixed merchant's references as they are. */
const faultKey = (reference: string, merchant: string | null) =>
  merchant === null ? reference : `${merchant}/${reference}`;

export const hasAnyFault = (faults: WebhookFaults) =>
  webhookFaultNames.some((name) => faults[name]);

export class WebhookFaultStore {
  private readonly table: RecordTable<FaultRecord>;

  constructor(private readonly store: SandboxStore) {
    this.table = store.table(webhookFaultTable);
  }

  /**
   * Sets the faults of each of `merchant`'s references (no fault at all: its record is deleted).
   * A reference is a merchant's own (two merchants may each have a payment of one reference), so
   * one merchant's faults never reach another's events.
   */
  async set(
    transactionReferences: readonly string[],
    faults: WebhookFaults,
    merchant: string | null = null,
  ): Promise<void> {
    await this.store.transaction(async () => {
      for (const reference of transactionReferences) {
        const id = faultKey(reference, merchant);
        if (hasAnyFault(faults)) await this.table.put({ id, faults });
        else await this.table.delete(id);
      }
    });
  }

  async of(transactionReference: string, merchant: string | null = null): Promise<WebhookFaults> {
    return (await this.table.get(faultKey(transactionReference, merchant)))?.faults ?? noFaults;
  }
}
