// Restarting the sandbox loses nothing: a file database in a temporary folder, a sandbox that
// writes tokens, payments and a DDC, is closed, and a new one built on the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { recordDeviceDataCollected } from '../domain/device-data';
import { paymentRequest, stringAt, verifiedTokenRequest } from '../test/fixtures';
import { startTestSandbox, testConfig } from '../test/harness';

const folder = mkdtempSync(join(tmpdir(), 'sjd-sandbox-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('restart', () => {
  it('keeps tokens, payments and 3DS sessions in the database file', async () => {
    const databaseFile = join(folder, 'nested', 'sandbox.db');
    const tokenRequest = verifiedTokenRequest({ namespace: 'SHOPPER_ID_restart' });

    const first = await startTestSandbox({ databaseFile });
    const created = await first.call('createVerifiedToken', { body: tokenRequest });
    expect(created.status).toBe(201);
    const tokenHref = stringAt(created.json, '_embedded.token.tokenPaymentInstrument.href');
    const payment = await first.call('payment', { body: paymentRequest() });
    const settleHref = stringAt(payment.json, '_actions.settlePayment.href');
    const ddc = await first.call('payment', {
      body: paymentRequest({ cardNumber: '4000000000001091', threeDS: true }),
    });
    await first.close();

    const second = await startTestSandbox({ databaseFile });
    try {
      expect((await second.follow(tokenHref, 'GET')).json).toMatchObject({
        tokenPaymentInstrument: { href: tokenHref },
        namespace: 'SHOPPER_ID_restart',
      });
      expect((await second.call('createVerifiedToken', { body: tokenRequest })).status).toBe(200);
      expect((await second.follow(settleHref, 'POST')).json).toMatchObject({
        outcome: 'sentForSettlement',
      });
      // The JWT signed before the restart still verifies: the secret is stored too.
      const collected = await recordDeviceDataCollected(
        second.ctx,
        stringAt(ddc.json, 'deviceDataCollection.jwt'),
      );
      expect(collected.ok).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('a damaged record at start-up (issue 34, item 9)', () => {
  it('is logged as an error naming the file, the table and the record, and set aside', async () => {
    const databaseFile = join(folder, 'garbled', 'sandbox.db');
    const first = await startTestSandbox({ databaseFile });
    const created = await first.call('createVerifiedToken', {
      body: verifiedTokenRequest({ namespace: 'SHOPPER_ID_garbled' }),
    });
    const tokenHref = stringAt(created.json, '_embedded.token.tokenPaymentInstrument.href');
    await first.close();
    const db = new DatabaseSync(databaseFile);
    db.exec('UPDATE tokens SET data = substr(data, 1, 40)');
    db.close();

    const lines: string[] = [];
    const second = await buildSandbox(testConfig({ databaseFile, logLevel: 'info' }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    await second.close();
    const id = tokenHref.split('/').at(-1) ?? '';
    const errors = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        file: databaseFile,
        table: 'tokens',
        id,
        reason: 'not JSON',
        msg: `The sandbox database ${databaseFile} holds a damaged tokens record ${id} (not JSON): it was moved to the damagedRecords table of that file and is not used.`,
      }),
    ]);
    const check = new DatabaseSync(databaseFile);
    expect(check.prepare('SELECT tableName, id FROM damagedRecords').all()).toEqual([
      { tableName: 'tokens', id },
    ]);
    check.close();
  });
});
