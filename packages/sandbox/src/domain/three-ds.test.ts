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

function challengeFor(cardNumber = '4000000000001091') {
  const result = authenticate(ctx, {
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
  it('hands out one SessionId per collection, accepted as collectionReference', () => {
    const ddc = startDeviceDataCollection(ctx, '4000000000001091');
    expect(ddc).toMatchObject({ url: 'http://sandbox.test/V1/Cruise/Collect', bin: '400000' });
    const first = recordDeviceDataCollected(ctx, ddc.jwt);
    if (!first.ok) throw new Error(first.reason);
    expect(first.sessionId).toMatch(/^0_[0-9a-f-]{36}$/);
    expect(recordDeviceDataCollected(ctx, ddc.jwt)).toEqual(first);
    expect(isCollectedSession(ctx, first.sessionId)).toBe(true);
    expect(isCollectedSession(ctx, '0_made-up')).toBe(false);
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
  ])('refuses %s', (_case, forge) => {
    const ddc = startDeviceDataCollection(ctx, undefined);
    expect(recordDeviceDataCollected(ctx, forge(ddc.jwt))).toEqual({
      ok: false,
      reason: 'invalidJwt',
    });
  });

  it('refuses an expired JWT (10 minutes)', () => {
    const jwt = startDeviceDataCollection(ctx, undefined).jwt;
    expect(verifyJwt(jwt, ctx.secret, new Date(Date.now() + 601_000))).toBeNull();
  });
});

describe('challenge', () => {
  it('lets the page read its challenge from the JWT it was posted', () => {
    const challenge = challengeFor();
    expect(challengeForJwt(ctx, challenge.jwt)).toEqual({
      reference: challenge.reference,
      returnUrl: 'https://shop.test/challenge-return.html',
      windowSize: '600x400',
      brand: 'visa',
      cardLastFour: '1091',
      value: { currency: 'GBP', amount: 100 },
      expiresAt: expect.any(Number),
      wrongPasscodes: 0,
    });
    expect(challengeForJwt(ctx, 'nope')).toBeNull();
  });

  it.each([
    ['passed', 'authenticated'],
    ['failed', 'authenticationFailed'],
  ] as const)('completed as %s verifies as %s, once', (answer, outcome) => {
    const { reference } = challengeFor();
    expect(completeChallenge(ctx, reference, answer)).toEqual({
      ok: true,
      returnUrl: 'https://shop.test/challenge-return.html',
      transactionId: reference,
    });
    expect(completeChallenge(ctx, reference, 'passed')).toEqual({
      ok: false,
      reason: 'alreadyCompleted',
    });
    const record = getChallenge(ctx, reference);
    if (!record) throw new Error('challenge not stored');
    expect(verifyChallenge(record).outcome).toBe(outcome);
  });

  it('an unanswered challenge never verifies as authenticated', () => {
    const record = getChallenge(ctx, challengeFor().reference);
    if (!record) throw new Error('challenge not stored');
    expect(verifyChallenge(record).outcome).toBe('authenticationFailed');
  });

  it('refuses unknown and expired challenges', async () => {
    expect(completeChallenge(ctx, 'unknown', 'passed')).toEqual({
      ok: false,
      reason: 'unknownChallenge',
    });
    const { reference } = challengeFor();
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 601 },
    });
    expect(completeChallenge(ctx, reference, 'passed')).toEqual({ ok: false, reason: 'expired' });
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
  });
});
