// Payments API 3DS journeys through `inject`: device data collection and the challenge are
// completed with the domain functions the sandbox's browser pages call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDeviceDataCollected } from '../domain/device-data';
import { completeChallenge } from '../domain/three-ds';
import { paymentRequest, stringAt, type PaymentOptions } from '../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const pay = (options: PaymentOptions = {}) =>
  sandbox.call('payment', { body: paymentRequest(options) });
const outcome = (res: Answer) => stringAt(res.json, 'outcome');
const action = (res: Answer, name: string) => stringAt(res.json, `_actions.${name}.href`);

/** Runs the browser's part of DDC with the sandbox's own domain function, then supplies it. */
async function supplyDeviceData(res: Answer): Promise<Answer> {
  expect(outcome(res)).toBe('3dsDeviceDataRequired');
  const collected = await recordDeviceDataCollected(
    sandbox.ctx,
    stringAt(res.json, 'deviceDataCollection.jwt'),
  );
  if (!collected.ok) throw new Error(collected.reason);
  return sandbox.follow(action(res, 'supply3dsDeviceData'), 'POST', {
    body: { collectionReference: collected.sessionId },
  });
}

async function answerChallenge(res: Answer, result: 'passed' | 'failed' | null): Promise<Answer> {
  expect(outcome(res)).toBe('3dsChallenged');
  if (result)
    expect(
      (await completeChallenge(sandbox.ctx, stringAt(res.json, 'challenge.reference'), result)).ok,
    ).toBe(true);
  return sandbox.follow(action(res, 'complete3dsChallenge'), 'POST');
}

describe('3DS journeys', () => {
  it('4000000000001091: 3dsDeviceDataRequired → 3dsChallenged → authorized', async () => {
    const created = await pay({ cardNumber: '4000000000001091', threeDS: true, fraud: true });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      deviceDataCollection: { url: 'http://sandbox.test/V1/Cruise/Collect', bin: '400000' },
    });
    const challenged = await supplyDeviceData(created);
    expect(challenged.status).toBe(201);
    expect(challenged.json).toMatchObject({
      authentication: { version: '2.2.0' },
      challenge: { url: 'http://sandbox.test/V2/Cruise/StepUp' },
    });
    const authorized = await answerChallenge(challenged, 'passed');
    expect(authorized.status).toBe(201);
    expect(authorized.json).toMatchObject({
      outcome: 'authorized',
      fraud: { outcome: 'lowRisk' },
      threeDS: { outcome: 'authenticated', issuerResponse: 'challenged', eci: '05' },
      paymentInstrument: { cardBrand: 'visa', lastFour: '1091' },
    });
    expect(action(authorized, 'settlePayment')).toMatch(/\/settlements$/);
  });

  it('a frictionless card is authorized right after device data collection', async () => {
    const authorized = await supplyDeviceData(
      await pay({ cardNumber: '4000000000001000', threeDS: true }),
    );
    expect(authorized.json).toMatchObject({
      outcome: 'authorized',
      threeDS: { outcome: 'authenticated', issuerResponse: 'frictionless', status: 'Y' },
    });
  });

  it.each([
    ['4000000000001091', null, '3dsAuthenticationFailed'], // challenge never completed
    ['4000000000001091', 'failed', '3dsAuthenticationFailed'],
    ['4000000000001109', 'passed', '3dsAuthenticationFailed'], // failed challenge card
    ['4000000000001117', 'passed', '3dsUnavailable'],
    ['4000000000001125', 'passed', '3dsAuthenticationFailed'], // signature fails
    ['5200000000001096', 'passed', 'authorized'],
  ] as const)('challenge card %s answered %s → %s', async (cardNumber, answer, expected) => {
    const challenged = await supplyDeviceData(await pay({ cardNumber, threeDS: true }));
    const done = await answerChallenge(challenged, answer);
    expect(outcome(done)).toBe(expected);
    expect(done.status).toBe(201);
  });

  it.each([
    ['4000000000001018', {}, '3dsAuthenticationFailed'],
    ['4000000000001026', {}, 'authorized'],
    ['4000000000001034', {}, 'authorized'],
    ['4000000000001083', {}, 'authorized'],
    ['4000000000001059', {}, '3dsUnavailable'],
    ['4000000000001059', { exemptionOnOutage: true }, 'authorized'],
  ])('card %s %o after device data → %s', async (cardNumber, extra, expected) => {
    const threeDS = { ...paymentRequest({ threeDS: true }).instruction.threeDS, ...extra };
    const res = await supplyDeviceData(await pay({ cardNumber, threeDS }));
    expect(outcome(res)).toBe(expected);
  });

  it('accepts supply3dsDeviceData without a collectionReference (DDC timed out)', async () => {
    const created = await pay({ cardNumber: '4000000000001000', threeDS: true });
    const res = await sandbox.follow(action(created, 'supply3dsDeviceData'), 'POST');
    expect(outcome(res)).toBe('authorized');
  });

  it('refuses 3DS steps out of order', async () => {
    const created = await pay({ cardNumber: '4000000000001091', threeDS: true });
    const challengeHref = action(created, 'supply3dsDeviceData').replace(
      '3dsDeviceData',
      '3dsChallenges',
    );
    const early = await sandbox.follow(challengeHref, 'POST');
    expect(early).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
    await supplyDeviceData(created);
    const again = await sandbox.follow(action(created, 'supply3dsDeviceData'), 'POST');
    expect(again).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
  });

  it('refuses 3DS on a moto payment and on a subsequent merchant-initiated payment', async () => {
    for (const options of [
      { threeDS: true, channel: 'moto' as const },
      { threeDS: true, customerAgreement: { type: 'subscription', storedCardUsage: 'subsequent' } },
    ]) {
      const res = await pay(options);
      expect(res).toMatchObject({
        status: 400,
        json: {
          errorName: 'bodyDoesNotMatchSchema',
          validationErrors: [{ errorName: 'fieldIsNotAllowed', jsonPath: '$.instruction.threeDS' }],
        },
      });
    }
  });
});
