// The delivery faults each visitor turns on in the terminal's webhook inspector (issue 30; names
// and shapes in @sjd/contracts site/webhook-faults.ts), kept in the visitors' ledger. Five are
// the provider's side, registered with the built-in sandbox for the visitor's own references
// (simulator-client.ts): delay, duplicate, out of order, bad signature, missing signature. One is
// the receiver's own: `first500`, answering the first attempt of each event 500 so the provider's
// retry shows (webhooks/receiver-faults.ts). A visitor's faults never touch another's payments:
// they are keyed by the visitor cookie and registered for that visitor's references only.
import {
  noVisitorFaults,
  webhookFaultNames,
  type SimulatorFaults,
  type VisitorFaultSettings as Faults,
  type WebhookFaultName,
} from '@sjd/contracts';
import type { SimulatorClient, SimulatorFailure } from './simulator-client';
import {
  recentReferencesPerVisitor,
  referencesClearedPerVisitor,
  type VisitorLedger,
} from './visitor-ledger';

/** The faults the sandbox applies (all but the receiver's own first500). */
export function sandboxFaults(faults: Faults): SimulatorFaults {
  const { first500: _receiverOwn, ...sandbox } = faults;
  return sandbox;
}

export const activeFaults = (faults: Faults): WebhookFaultName[] =>
  webhookFaultNames.filter((name) => faults[name]);

/** The sandbox takes this many references per faults call. */
const referencesPerCall = 50;

export class VisitorFaults {
  constructor(
    private readonly ledger: VisitorLedger,
    /**
     * The simulator as a visitor's own merchant (visitors.ts); null with a real provider: only
     * first500, the receiver's own, then has an effect.
     */
    private readonly simulatorOf: (visitorId: string) => SimulatorClient | null,
  ) {}

  of(visitorId: string): Promise<Faults> {
    return this.ledger.faultsOf(visitorId);
  }

  /** The owner's faults in force, by name (for the stream message); none for no owner. */
  async activeFor(owner: string | null): Promise<WebhookFaultName[]> {
    return owner === null ? [] : activeFaults(await this.of(owner));
  }

  /**
   * Sets the visitor's faults and the provider's side of them on their payments and payouts of
   * late (new ones get them as their creating call goes out: registerFor). Turning them all off
   * reaches further back, so no older payment keeps a fault for its week of retries. When the
   * sandbox refuses, the previous faults stay and its failure is returned.
   */
  async set(visitorId: string, wanted: Faults): Promise<SimulatorFailure | null> {
    const previous = await this.of(visitorId);
    await this.ledger.setFaults(visitorId, wanted);
    const simulator = this.simulatorOf(visitorId);
    if (!simulator) return null;
    const allOff = !Object.values(wanted).some(Boolean);
    const references = await this.ledger.referencesOf(
      visitorId,
      allOff ? referencesClearedPerVisitor : recentReferencesPerVisitor,
    );
    for (let start = 0; start < references.length; start += referencesPerCall) {
      const batch = references.slice(start, start + referencesPerCall);
      const result = await simulator.setFaults(batch, sandboxFaults(wanted));
      if (!result.ok) {
        await this.ledger.setFaults(visitorId, previous);
        return result;
      }
    }
    return null;
  }

  /**
   * Registers the visitor's faults with the sandbox for a payment they are about to create,
   * before the call (its first event may come before the answer). Only when one is on (no extra
   * call otherwise). A reference another visitor named too is contested: nobody's faults apply
   * to it (the first visitor's are cleared), so naming someone's reference never faults their
   * events. Returns the sandbox's failure, if any: the payment goes on regardless.
   */
  async registerFor(visitorId: string, reference: string): Promise<SimulatorFailure | null> {
    const simulator = this.simulatorOf(visitorId);
    if (!simulator) return null;
    const isOwn = (await this.ledger.ownerOf(reference)) === visitorId;
    const own = isOwn ? sandboxFaults(await this.of(visitorId)) : null;
    if (own && !Object.values(own).some(Boolean)) return null;
    const result = await simulator.setFaults([reference], own ?? sandboxFaults(noVisitorFaults));
    return result.ok ? null : result;
  }

  /** first500: whether the receiver answers this arrival 500 (the event's first, for the owner). */
  failsFirstAttempt(owner: string, eventId: string): Promise<boolean> {
    return this.ledger.failsFirstAttempt(owner, eventId);
  }
}
