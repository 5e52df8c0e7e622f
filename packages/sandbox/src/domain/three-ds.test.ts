// The functions the DDC and challenge pages (issue 4) will call: they must accept only JWTs
// this sandbox signed, answer once, and make a later verification report what happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test/harness';
import type { SandboxContext } from './context';
import { signJwt, verifyJwt } from './jwt';
import {
  isCollectedSession,
  recordDeviceDataCollected,
  startDeviceDataCollection,
} from './device-data';
import {
  authenticate,
  challengeForJwt,
  completeChallenge,
  getChallenge,
  verifyChallenge,
} from './three-ds';

let sandbox: TestSandbox;
let ctx: SandboxContext;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  ctx = sandbox.ctx;
});
afterAll(() => sandbox.close());

async function challengeFor(cardNumber = '4000000000001091') {
  const result = await authenticate(ctx, {
    cardNumber,
    behaviour: 'challenge',
    transactionReference: 'T-1',
    returnUrl: 'https://shop.test/challenge-return.html',
    windowSize: '600x400',
    value: { currency: 'GBP', amount: 100 },
  });
  if (result.outcome !== 'challenged') throw new Error('expected a challenge');
  return result.challenge;
}

describe('device data collection', () => {
  it('hands out one SessionId per collection, accepted as collectionReference', async () => {
    const ddc = await startDeviceDataCollection(ctx, '4000000000001091');
    expect(ddc).toMatchObject({ url: 'http://sandbox.test/V1/Cruise/Collect', bin: '400000' });
    const first = await recordDeviceDataCollected(ctx, ddc.jwt);
    if (!first.ok) throw new Error(first.reason);
    expect(first.sessionId).toMatch(/^0_[0-9a-f-]{36}$/);
    expect(await recordDeviceDataCollected(ctx, ddc.jwt)).toEqual(first);
    expect(await isCollectedSession(ctx, first.sessionId)).toBe(true);
    expect(await isCollectedSession(ctx, '0_made-up')).toBe(false);
  });

  it.each([
    ['a tampered JWT', (jwt: string) => `${jwt.slice(0, -2)}xx`],
    ['a JWT signed with another secret', () => signJwt({ ReferenceId: 'x', exp: 9e9 }, 'other')],
    [
      'alg none',
      (jwt: string) =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${jwt.split('.')[1]}.`,
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('refuses %s', async (_case, forge) => {
    const ddc = await startDeviceDataCollection(ctx, undefined);
    expect(await recordDeviceDataCollected(ctx, forge(ddc.jwt))).toEqual({
      ok: false,
      reason: 'invalidJwt',
    });
  });

  it('refuses an expired JWT (10 minutes)', async () => {
    const jwt = (await startDeviceDataCollection(ctx, undefined)).jwt;
    expect(verifyJwt(jwt, ctx.secret, new Date(Date.now() + 601_000))).toBeNull();
  });
});

describe('challenge', () => {
  it('lets the page read its challenge from the JWT it was posted', async () => {
    const challenge = await challengeFor();
    expect(await challengeForJwt(ctx, challenge.jwt)).toEqual({
      reference: challenge.reference,
      returnUrl: 'https://shop.test/challenge-return.html',
      windowSize: '600x400',
      brand: 'visa',
      cardLastFour: '1091',
      value: { currency: 'GBP', amount: 100 },
      expiresAt: expect.any(Number),
      wrongPasscodes: 0,
    });
    expect(await challengeForJwt(ctx, 'nope')).toBeNull();
  });

  it.each([
    ['passed', 'authenticated'],
    ['failed', 'authenticationFailed'],
  ] as const)('completed as %s verifies as %s, once', async (answer, outcome) => {
    const { reference } = await challengeFor();
    expect(await completeChallenge(ctx, reference, answer)).toEqual({
      ok: true,
      returnUrl: 'https://shop.test/challenge-return.html',
      transactionId: reference,
    });
    expect(await completeChallenge(ctx, reference, 'passed')).toEqual({
      ok: false,
      reason: 'alreadyCompleted',
    });
    const record = await getChallenge(ctx, reference);
    if (!record) throw new Error('challenge not stored');
    expect(verifyChallenge(record).outcome).toBe(outcome);
  });

  it('an unanswered challenge never verifies as authenticated', async () => {
    const record = await getChallenge(ctx, (await challengeFor()).reference);
    if (!record) throw new Error('challenge not stored');
    expect(verifyChallenge(record).outcome).toBe('authenticationFailed');
  });

  it('refuses unknown and expired challenges', async () => {
    expect(await completeChallenge(ctx, 'unknown', 'passed')).toEqual({
      ok: false,
      reason: 'unknownChallenge',
    });
    const { reference } = await challengeFor();
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 601 },
    });
    expect(await completeChallenge(ctx, reference, 'passed')).toEqual({
      ok: false,
      reason: 'expired',
    });
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
  });
});
