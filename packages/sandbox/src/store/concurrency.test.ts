// Issue 33: two sandbox instances on one database (a shared SQLite file; a real PostgreSQL) and
// 100 concurrent calls, alternating between them, that change one record: every call is either
// applied or properly refused, and the record shows exactly the applied ones. A read-modify-write
// without the transaction's row lock fails this (the prototype lost 99 of 100 on PostgreSQL).
//
// Each instance's reads are slowed by a millisecond after they return, as a second process or a
// network round trip would: node:sqlite answers synchronously, so two instances in one process
// never got between another's read and write, and on SQLite the test passed even without the
// transaction. Slowed, the calls interleave on both engines; the last test takes the transaction
// away and shows the updates lost, so the tests above can fail.
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines';
import { paymentRequest, stringAt, verifiedTokenRequest } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

const running: TestSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sandbox) => sandbox.close()));
});

const calls = 100;

for (const engine of testEngines()) {
  describe.skipIf(engine.skip)(`two instances on ${engine.name}`, () => {
    async function twoInstances(): Promise<[TestSandbox, TestSandbox]> {
      const database = await engine.fresh();
      // One after the other: the first creates the schema (SQLite) or migrates (PostgreSQL).
      const first = await startTestSandbox(database.config);
      const second = await startTestSandbox(database.config);
      running.push(first, second);
      for (const instance of [first, second]) slowReads(instance);
      return [first, second];
    }

    async function concurrentDescriptionUpdates(instances: [TestSandbox, TestSandbox]) {
      const created = await instances[0].call('createVerifiedToken', {
        body: verifiedTokenRequest(),
      });
      expect(created.status).toBe(201);
      const href = stringAt(created.json, '_embedded.token._links.tokens:token.href');
      const description = stringAt(created.json, '_embedded.token._links.tokens:description.href');
      const answers = await Promise.all(
        Array.from({ length: calls }, (_, i) =>
          (i % 2 ? instances[1] : instances[0]).follow(description, 'PUT', {
            body: JSON.stringify(`update ${i}`),
          }),
        ),
      );
      const id = href.split('/').at(-1) ?? '';
      return { answers, stored: await instances[1].ctx.tables.tokens.get(id) };
    }

    it(`applies or refuses each of ${calls} concurrent updates of one token, losing none`, async () => {
      const { answers, stored } = await concurrentDescriptionUpdates(await twoInstances());
      const applied = answers.flatMap((answer, i) => (answer.status === 204 ? [i] : []));
      const refused = answers.filter((answer) => answer.status === 429);
      // The provider's limit: 50 updates of a token in 30 days; the rest are refused with 429.
      expect(applied).toHaveLength(50);
      expect(refused).toHaveLength(calls - 50);
      expect(stored?.updates).toHaveLength(50);
      expect(applied.map((i) => `update ${i}`)).toContain(stored?.description);
    });

    it(`applies or refuses each of ${calls} concurrent partial settlements of one payment, losing none`, async () => {
      const instances = await twoInstances();
      // 60 pence authorized, 100 settlements of a penny each: 60 fit, 40 are refused.
      const amount = 60;
      const part = 1;
      const authorized = await instances[0].call('payment', { body: paymentRequest({ amount }) });
      expect(authorized.status).toBe(201);
      const href = stringAt(authorized.json, '_actions.partiallySettlePayment.href');
      const answers = await Promise.all(
        Array.from({ length: calls }, (_, i) =>
          (i % 2 ? instances[1] : instances[0]).follow(href, 'POST', {
            body: { reference: `part-${i}`, value: { amount: part, currency: 'GBP' } },
          }),
        ),
      );
      const applied = answers.filter((answer) => answer.status < 300);
      const refused = answers.filter((answer) => answer.status === 400 || answer.status === 404);
      expect(applied.length + refused.length).toBe(calls);
      expect(applied).toHaveLength(amount / part);
      const id = href.split('/').at(-2) ?? '';
      const stored = await instances[1].ctx.tables.payments.get(id);
      const settlements = stored?.history.filter((command) => command.kind === 'settlement') ?? [];
      expect(settlements).toHaveLength(applied.length);
      expect(settlements.reduce((sum, command) => sum + (command.amount ?? 0), 0)).toBe(
        applied.length * part,
      );
    });

    it('without the transaction (the check that the tests above can fail) the same calls lose updates', async () => {
      const instances = await twoInstances();
      for (const instance of instances) withoutTransactions(instance);
      const { answers, stored } = await concurrentDescriptionUpdates(instances);
      const applied = answers.filter((answer) => answer.status === 204).length;
      // Each call read the token before the others wrote it: the limit of 50 was never reached
      // and the record kept only the updates of the last writers.
      expect(applied).toBeGreaterThan(50);
      expect(stored?.updates.length ?? 0).toBeLessThan(applied);
    });
  });
}

/** Every read of the instance's tokens and payments returns a millisecond later. */
function slowReads(instance: TestSandbox): void {
  for (const table of [instance.ctx.tables.tokens, instance.ctx.tables.payments]) {
    const slowed = table as unknown as { get(id: string): Promise<unknown> };
    const get = slowed.get.bind(table);
    slowed.get = async (id) => {
      const record = await get(id);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return record;
    };
  }
}

/** The instance's calls run without their transaction (and so without its row locks). */
function withoutTransactions(instance: TestSandbox): void {
  const store = instance.ctx.store as unknown as {
    transaction(fn: () => Promise<unknown>): Promise<unknown>;
  };
  store.transaction = (fn) => fn();
}
