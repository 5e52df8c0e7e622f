// The delivery faults each visitor turned on in the terminal's webhook inspector (issue 30),
// per instance and in memory like the rest of the receiver's state. Five are the provider's side
// and are registered with the built-in sandbox for the visitor's own references
// (simulator-client.ts): delay, duplicate, out of order, bad signature, missing signature. One is
// the receiver's own: `first500`, answering the first attempt of each event 500 so the
// provider's retry shows (routes/webhooks.ts). A visitor's faults never touch another's payments:
// they are keyed by the visitor cookie and registered for that visitor's references only.
import {
  noVisitorFaults,
  webhookFaultNames,
  type SimulatorFaults,
  type VisitorFaultSettings as Faults,
  type WebhookFaultName,
} from '@sjd/contracts';
import { BoundedMap } from './bounded-map';

/** The faults the sandbox applies (all but the receiver's own first500). */
export function sandboxFaults(faults: Faults): SimulatorFaults {
  const { first500: _receiverOwn, ...sandbox } = faults;
  return sandbox;
}

export const activeFaults = (faults: Faults): WebhookFaultName[] =>
  webhookFaultNames.filter((name) => faults[name]);

const day = 24 * 60 * 60 * 1000;

export class VisitorFaults {
  private readonly byVisitor = new BoundedMap<string, Faults>(20_000, 7 * day);
  /** Event ids the receiver answered 500 on purpose once (first500). */
  private readonly failedOnce = new BoundedMap<string, true>(50_000, 8 * day);

  of(visitorId: string): Faults {
    return this.byVisitor.get(visitorId) ?? noVisitorFaults;
  }

  set(visitorId: string, faults: Faults): void {
    this.byVisitor.set(visitorId, faults);
  }

  /** With first500 on: true the first time an event arrives (answer it 500), false after. */
  failsFirstAttempt(visitorId: string, eventId: string): boolean {
    if (!this.of(visitorId).first500 || this.failedOnce.get(eventId)) return false;
    this.failedOnce.set(eventId, true);
    return true;
  }
}
