// The outbox announces recorded events (onRecorded: the delivery looks at once instead of at its
// next round) only once their transaction has committed. On PostgreSQL a round runs on another
// connection: announced inside the payment's transaction, it found nothing and the event waited
// for the next round (up to a tick, 200 ms, later).
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines';
import type { SandboxStore } from '../store/store';
import { Outbox } from './outbox';

const config = { urls: ['http://127.0.0.1:9/hook'], keys: [], tickMs: 0, timeoutMs: 1000 };
const opened: SandboxStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

for (const engine of testEngines()) {
  describe.skipIf(engine.skip)(`outbox on ${engine.name}`, () => {
    it('announces an event recorded inside a transaction after it committed, readable elsewhere', async () => {
      const database = await engine.fresh();
      const store = await database.open();
      const elsewhere = await database.open();
      opened.push(store, elsewhere);
      const outbox = new Outbox(store, config, 'http://sandbox.test');
      const otherInstance = new Outbox(elsewhere, config, 'http://sandbox.test');
      const found: Promise<number>[] = [];
      outbox.onRecorded = () =>
        found.push(otherInstance.byTransactionReference('COMMIT-1').then((e) => e.length));
      await store.transaction(async () => {
        await outbox.sync('payment-1', [
          {
            key: 'payment-1:authorized',
            type: 'authorized',
            at: Date.now(),
            transactionReference: 'COMMIT-1',
            envelope: 'event',
            details: { type: 'authorized', transactionReference: 'COMMIT-1' },
          },
        ]);
        expect(found).toHaveLength(0);
      });
      expect(found).toHaveLength(1);
      expect(await found[0]).toBe(1);
    });
  });
}
