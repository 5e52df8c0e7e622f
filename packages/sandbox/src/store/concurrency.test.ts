// Issue 33: two sandbox instances on one database (a shared SQLite file; a real PostgreSQL) and
// 100 concurrent calls, alternating between them, that change one record: every call is either
// applied or properly refused, and the record shows exactly the applied ones. A read-modify-write
// without the transaction's row lock fails this (the prototype lost 99 of 100 on PostgreSQL).
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
      return [first, second];
    }

    it(`applies or refuses each of ${calls} concurrent updates of one token, losing none`, async () => {
      const instances = await twoInstances();
      const created = await instances[0].call('createVerifiedToken', {
        body: verifiedTokenRequest(),
      });
      expect(created.status).toBe(201);
      const href = stringAt(created.json, '_embedded.token._links.tokens:token.href');
      const answers = await Promise.all(
        Array.from({ length: calls }, (_, i) =>
          (i % 2 ? instances[1] : instances[0]).follow(`${href}/description`, 'PUT', {
            body: JSON.stringify(`update ${i}`),
          }),
        ),
      );
      const applied = answers.flatMap((answer, i) => (answer.status === 204 ? [i] : []));
      const refused = answers.filter((answer) => answer.status === 429);
      // The provider's limit: 50 updates of a token in 30 days; the rest are refused with 429.
      expect(applied).toHaveLength(50);
      expect(refused).toHaveLength(calls - 50);
      const id = href.split('/').at(-1) ?? '';
      const stored = await instances[1].ctx.tables.tokens.get(id);
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
  });
}
