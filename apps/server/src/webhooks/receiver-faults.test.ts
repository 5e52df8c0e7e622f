// A delivery refused for its signature reaches its owner's stream and the inspector only when the
// sandbox is making it (its record has the event, with that body, an attempt under way), named
// as the sandbox names it, and once per attempt, on one instance and across two on PostgreSQL:
// posts that anyone who knows a reference can make never reach a trail. The sandbox's record is
// a fake simulator client here (the inspector's route test runs the real built-in sandbox).
import { describe, expect, it } from 'vitest';
import { noVisitorFaults, type SimulatorEvent } from '@sjd/contracts';
import { useSitePostgres } from '../testing/site-postgres';
import type { SimulatorClient, SimulatorFailure } from '../visitors/simulator-client';
import { VisitorFaults } from '../visitors/visitor-faults';
import { MemoryVisitorLedger, type VisitorLedger } from '../visitors/visitor-ledger';
import { MemoryEventLedger, type EventLedger } from './event-ledger';
import { namedIn } from './incoming-event';
import { ReceptionLog } from './receptions';
import { ReceiverFaults } from './receiver-faults';
import { WebhookHub } from './webhook-hub';

const postgres = useSitePostgres('Refused deliveries told across instances');

interface Instance {
  visitors: VisitorLedger;
  events: EventLedger;
}

const setups: {
  name: string;
  skip: boolean;
  /** Two instances of the receiver: the same one twice in memory, two on one PostgreSQL. */
  instances: () => Promise<[Instance, Instance]>;
}[] = [
  {
    name: 'one instance',
    skip: false,
    instances: async () => {
      const one = { visitors: new MemoryVisitorLedger(), events: new MemoryEventLedger() };
      return [one, one];
    },
  },
  {
    name: 'two instances on PostgreSQL',
    skip: postgres.skipReason !== null,
    instances: async () => {
      const db = await postgres.fresh();
      return [await db.open(), await db.open()];
    },
  },
];

const reference = 'SJD-forge-1';
const realBody = JSON.stringify({
  eventId: 'ev-real-1',
  eventTimestamp: '2026-12-07T10:00:00.000',
  eventDetails: { classification: 'payment', transactionReference: reference, type: 'authorized' },
});

/** The sandbox's record of the real event: `state` of its delivery, after `attempts` answered. */
function sandboxRecord(state: string, attempts: number): SimulatorEvent {
  return {
    eventId: 'ev-real-1',
    type: 'authorized',
    eventTimestamp: '2026-12-07T10:00:00.000Z',
    body: JSON.parse(realBody) as unknown,
    deliveries: [
      {
        url: 'http://127.0.0.1/api/webhooks',
        state,
        nextAttemptAt: null,
        attempts: Array.from({ length: attempts }, (_, i) => ({
          attempt: i + 1,
          at: '2026-12-07T10:00:00.000Z',
          status: 400,
          latencyMs: 3,
          response: '{"error":"webhookSignatureInvalid"}',
          nextAttemptAt: null,
          fault: 'badSignature',
        })),
      },
    ],
  };
}

const notHere: SimulatorFailure = {
  ok: false,
  status: 404,
  timedOut: false,
  error: null,
  message: 'not used by these tests',
};

/** A simulator client whose events are `record()` at the time of the call. */
function sandboxWith(record: () => SimulatorEvent): SimulatorClient {
  const client: SimulatorClient = {
    events: async (transactionReference) => ({
      ok: true,
      value: transactionReference === reference ? [record()] : [],
    }),
    resend: async () => notHere,
    setFaults: async () => notHere,
    scenario: async () => notHere,
    clock: async () => notHere,
    as: () => client,
  };
  return client;
}

const refusal = { error: 'webhookSignatureInvalid', message: 'No signature matches the body' };

describe.each(setups)('refused deliveries on $name', ({ skip, instances }) => {
  it.skipIf(skip)('are told only as the sandbox made them, once per attempt', async () => {
    const [a, b] = await instances();
    let record = sandboxRecord('sending', 0);
    const sandbox = sandboxWith(() => record);
    const receivers = [a, b].map((instance) => {
      const hub = new WebhookHub(instance.events, instance.visitors);
      const receptions = new ReceptionLog();
      const faults = new VisitorFaults(instance.visitors, () => null);
      const receiver = new ReceiverFaults(
        hub,
        instance.visitors,
        faults,
        receptions,
        () => sandbox,
      );
      return { hub, receptions, receiver };
    });
    const [onA, onB] = receivers;
    if (!onA || !onB) throw new Error('two receivers');
    await a.visitors.claimReference('visitor-a', reference);
    await a.visitors.setFaults('visitor-a', { ...noVisitorFaults, badSignature: true });
    const told: string[] = [];
    onA.hub.subscribe('visitor-a', null, {
      write: (chunk) => told.push(chunk) > 0,
      room: async () => {},
      close: () => {},
    });
    const post = (on: typeof onA, body: string) =>
      on.receiver.reportRejected(
        {
          raw: Buffer.from(body),
          receivedAt: new Date().toISOString(),
          contentType: 'application/json',
          signature: `1/SHA256/${'0'.repeat(64)}`,
        },
        namedIn(Buffer.from(body)),
        refusal,
      );
    const forged = (eventId: string, type: string) =>
      JSON.stringify({
        eventId,
        eventTimestamp: '2026-12-07T10:00:00.000',
        eventDetails: { transactionReference: reference, type },
      });

    // The sandbox's first attempt, and at the same moment its body posted again to the other
    // instance; forged ones while it is under way: another id, the same id with other words.
    await Promise.all([
      post(onA, realBody),
      post(onB, realBody),
      post(onB, forged('ev-forged-1', 'Call us about your card')),
      post(onA, forged('ev-real-1', 'refunded')),
      post(onB, `${realBody} `.replace('authorized', 'authorized", "note": "x')),
    ]);
    // Between attempts (answered, the next one not due): nothing the sandbox is sending.
    record = sandboxRecord('pending', 1);
    await post(onB, realBody);
    // The sandbox's second attempt.
    record = sandboxRecord('sending', 1);
    await post(onB, realBody);

    await expect.poll(() => told.length).toBe(2);
    const messages = told.map(
      (chunk) =>
        JSON.parse(chunk.split('data: ')[1] ?? '') as {
          eventId: string;
          type: string;
          outcome: string;
          event: unknown;
        },
    );
    for (const message of messages) {
      expect(message).toMatchObject({
        eventId: 'ev-real-1',
        type: 'authorized',
        outcome: 'rejected',
        event: null,
      });
    }
    const receptions = [...onA.receptions.of(reference), ...onB.receptions.of(reference)];
    expect(receptions.map((r) => [r.eventId, r.type, r.outcome])).toEqual([
      ['ev-real-1', 'authorized', 'rejected'],
      ['ev-real-1', 'authorized', 'rejected'],
    ]);
  });

  it.skipIf(skip)('are told to no one without a sandbox to ask, or without the fault', async () => {
    const [a] = await instances();
    const hub = new WebhookHub(a.events, a.visitors);
    const faults = new VisitorFaults(a.visitors, () => null);
    const sandbox = sandboxWith(() => sandboxRecord('sending', 0));
    const withoutSandbox = new ReceiverFaults(hub, a.visitors, faults, new ReceptionLog(), null);
    const receptions = new ReceptionLog();
    const withSandbox = new ReceiverFaults(hub, a.visitors, faults, receptions, () => sandbox);
    await a.visitors.claimReference('visitor-b', reference);
    const told: string[] = [];
    hub.subscribe('visitor-b', null, {
      write: (chunk) => told.push(chunk) > 0,
      room: async () => {},
      close: () => {},
    });
    const arrival = {
      raw: Buffer.from(realBody),
      receivedAt: new Date().toISOString(),
      contentType: 'application/json',
      signature: null,
    };
    const named = namedIn(arrival.raw);
    // No signature fault on: a real refusal is not the visitor's to see.
    await withSandbox.reportRejected(arrival, named, refusal);
    await a.visitors.setFaults('visitor-b', { ...noVisitorFaults, missingSignature: true });
    // A real provider: nothing to match a refusal with.
    await withoutSandbox.reportRejected(arrival, named, refusal);
    expect(told).toEqual([]);
    expect(receptions.of(reference)).toEqual([]);
    // The control: with both, it is told.
    await withSandbox.reportRejected(arrival, named, refusal);
    await expect.poll(() => told.length).toBe(1);
  });
});
