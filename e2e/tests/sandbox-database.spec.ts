// The sandbox's database file is damaged when the demo starts (issue 19 "Faults"): the demo still
// comes up, the damaged file is kept aside under a new name, a fresh database takes its place and
// the server's log says so in one line.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo, type RunningDemo } from '../harness/demo-server';
import { expect, test } from '../fixtures';
import { genericTestCards } from '@sjd/sandbox/scenarios';

const damaged = 'not a database: the shopping list of a previous demo\n'.repeat(100);

test.describe('a damaged sandbox database at start-up', () => {
  let folder = '';
  let demo: RunningDemo | undefined;
  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sjd-e2e-db-'));
    writeFileSync(join(folder, 'sandbox.db'), damaged);
    demo = await startDemo({ SANDBOX_DB: join(folder, 'sandbox.db') });
  });
  test.afterAll(async () => {
    await demo?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('the demo is up on a fresh database, the old file kept aside, the log says so', async ({
    page,
    request,
  }) => {
    if (!demo) throw new Error('The demo did not start');
    await page.goto(`${demo.appUrl}/landing`);
    await expect(page.getByRole('status')).toContainText('Connected to the provider sandbox');

    // The fresh database stores what the provider is asked to store.
    const created = await request.post(`${demo.appUrl}/api/wpservices`, {
      data: {
        method: 'POST',
        url: '/verifiedTokens/cardOnFile',
        payload: {
          paymentInstrument: {
            type: 'card/plain',
            cardHolderName: 'Ada Lovelace',
            cardNumber: genericTestCards.visa,
            cardExpiryDate: { month: 5, year: 2035 },
          },
          merchant: { entity: 'default' },
          verificationCurrency: 'GBP',
          namespace: 'SHOPPER_ID_e2e_database',
        },
      },
    });
    expect(await created.json()).toMatchObject({ status: 201 });

    const aside = readdirSync(folder).filter((name) => name.startsWith('sandbox.db.bad-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(folder, aside[0] ?? ''), 'utf8')).toBe(damaged);
    const log = readFileSync(demo.logFile, 'utf8');
    expect(log).toContain(
      `"msg":"The sandbox database ${join(folder, 'sandbox.db')} could not be used (CorruptStoreError: not an SQLite database). It was renamed to ${join(folder, aside[0] ?? '')} and a fresh database was started in its place."`,
    );
  });
});
