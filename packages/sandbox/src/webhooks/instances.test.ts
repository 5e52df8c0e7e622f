// Webhooks on both store engines (a SQLite file; a real PostgreSQL) with delivery rounds running
// by themselves: an event goes out at once from the round its change schedules; and two sandbox
// instances on one database, delivering on their own rounds and on rounds forced at the same
// moment, send each attempt of each event once. A claim without the transaction's lock (or one
// that re-reads stale rows) sends some attempts twice.
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines';
import { paymentRequest } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';
import { startReceiver, webhookSettings, type TestReceiver } from '../test/webhook-receiver';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

const payments = 12;

const types = (receiver: TestReceiver) =>
  receiver.received.map((r) => (r.json.eventDetails as { type: string }).type);

/** How many requests the receiver got per event id. */
const perEvent = (receiver: TestReceiver) => {
  const counts = new Map<string, number>();
  for (const { json } of receiver.received) {
    const id = String(json.eventId);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

for (const engine of testEngines()) {
  describe.skipIf(engine.skip)(`webhooks on ${engine.name}`, () => {
    it('sends an event at once from the round its change schedules, outside that transaction', async () => {
      const receiver = await startReceiver();
      open.push(receiver);
      const database = await engine.fresh();
      // Rounds an hour apart: only the round the payment's write asks for can send in time. A
      // round that inherits the write's (committed) transaction fails on PostgreSQL.
      const sandbox = await startTestSandbox({
        ...database.config,
        webhooks: webhookSettings([receiver.url], { tickMs: 3_600_000 }),
      });
      open.push(sandbox);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await sandbox.call('payment', { body: paymentRequest() })).status).toBe(201);
      await receiver.waitFor(1, 3000);
      expect(types(receiver)).toEqual(['authorized']);
    });

    it(
      'delivers each attempt of each event once from two instances, retries included',
      { timeout: 30_000 },
      async () => {
        // Every first attempt fails, every second one is acknowledged.
        const receiver = await startReceiver({ statuses: Array<number>(payments).fill(500) });
        open.push(receiver);
        const database = await engine.fresh();
        const webhooks = webhookSettings([receiver.url], { tickMs: 20 });
        const instances: TestSandbox[] = [];
        // One after the other: the first creates the schema (SQLite) or migrates (PostgreSQL).
        for (let i = 0; i < 2; i += 1) {
          const sandbox = await startTestSandbox({ ...database.config, webhooks });
          open.push(sandbox);
          instances.push(sandbox);
        }
        const setClock = (body: object) =>
          Promise.all(
            instances.map((s) =>
              s.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: body }),
            ),
          );
        await setClock({ now: '2026-11-27T09:00:00.000Z' });
        const rounds = () =>
          Promise.all(
            instances.flatMap((s) => [
              s.app.webhooks?.delivery.tick(),
              s.app.webhooks?.delivery.tick(),
            ]),
          );

        await Promise.all(
          Array.from({ length: payments }, async (_, i) => {
            const sandbox = instances[i % 2];
            const answer = await sandbox?.call('payment', { body: paymentRequest() });
            expect(answer?.status).toBe(201);
          }),
        );
        /** Waits until every event has `attempts` attempts recorded and none is under way. */
        const recorded = async (attempts: number) => {
          const outbox = instances[0]?.app.webhooks?.outbox;
          const deadline = Date.now() + 10_000;
          for (;;) {
            const references = new Set(
              receiver.received.map(
                (r) =>
                  (r.json.eventDetails as { transactionReference: string }).transactionReference,
              ),
            );
            const events = (
              await Promise.all([...references].map((ref) => outbox?.byTransactionReference(ref)))
            ).flatMap((found) => found ?? []);
            const done = events.filter((event) =>
              event.receivers.every((r) => r.state !== 'sending' && r.attempts.length === attempts),
            );
            if (done.length === payments) return;
            if (Date.now() > deadline) throw new Error(`${done.length} of ${payments} recorded`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        };

        // Both instances' own rounds plus forced ones, all at once.
        await rounds();
        await receiver.waitFor(payments);
        await recorded(1);
        await rounds();
        expect(receiver.received).toHaveLength(payments);
        expect([...perEvent(receiver).values()]).toEqual(Array<number>(payments).fill(1));

        // Fifteen minutes later on both clocks: the second attempts, again once each.
        await setClock({ advanceSeconds: 15 * 60 });
        await rounds();
        await receiver.waitFor(2 * payments);
        await recorded(2);
        await rounds();
        expect(receiver.received).toHaveLength(2 * payments);
        expect([...perEvent(receiver).values()]).toEqual(Array<number>(payments).fill(2));

        // Every attempt is recorded once, on whichever instance made it.
        const events = await instances[1]?.app.webhooks?.outbox.events.findUpTo('due', '9', 100);
        // (Each authorization's `expired` event waits for its day: 7 days on.)
        expect(events?.filter((event) => event.type !== 'expired')).toEqual([]);
        const reference = String(
          (receiver.received[0]?.json.eventDetails as { transactionReference: string })
            .transactionReference,
        );
        const [stored] =
          (await instances[0]?.app.webhooks?.outbox.byTransactionReference(reference)) ?? [];
        expect(stored?.receivers[0]?.attempts.map((a) => a.status)).toEqual([500, 200]);
        expect(stored?.receivers[0]?.state).toBe('delivered');
      },
    );
  });
}
