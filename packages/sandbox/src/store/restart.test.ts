// Restarting the sandbox loses nothing: a file database in a temporary folder, a sandbox that
// writes tokens, payments and a DDC, is closed, and a new one built on the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordDeviceDataCollected } from '../domain/device-data';
import { paymentRequest, stringAt, verifiedTokenRequest } from '../test/fixtures';
import { startTestSandbox } from '../test/harness';

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
      const collected = recordDeviceDataCollected(
        second.ctx,
        stringAt(ddc.json, 'deviceDataCollection.jwt'),
      );
      expect(collected.ok).toBe(true);
    } finally {
      await second.close();
    }
  });
});
