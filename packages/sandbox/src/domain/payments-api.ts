// The Payments API's orchestration (provider-api.md §2): one request runs FraudSight, then 3DS
// device data collection, authentication (and a challenge), then the authorization, each step
// answered with its outcome and the `_actions` link for the next one.
//   POST /api/payments            → fraudHighRisk | 3dsDeviceDataRequired | authorization
//   POST …/3dsDeviceData           → authorization | 3dsChallenged | 3dsAuthenticationFailed | 3dsUnavailable
//   POST …/3dsChallenges           → authorization | 3dsAuthenticationFailed | 3dsUnavailable
import { ownedBy } from './clocks';
import type { PaymentsApiRequest, PaymentsApiResponse } from '@sjd/contracts';
import { authorizePayment } from './authorization';
import type { SandboxContext } from './context';
import { actionNotAvailable } from './errors';
import { newCommandId, newPaymentId, opaqueId } from './ids';
import {
  authenticationStoppedView,
  authorizationView,
  challengedView,
  deviceDataRequiredView,
  fraudHighRiskView,
  paymentNotFound,
  unknownPaymentLink,
} from './payments-api-views';
import { assertNewTransaction, getPayment, type PaymentRecord } from './payments';
import {
  avsResultFor,
  cvcResultFor,
  fraudRiskFor,
  fraudScores,
  threeDsBehaviourFor,
} from './scenarios';
import { startDeviceDataCollection } from './device-data';
import {
  authenticate,
  getChallenge,
  threeDsVersion,
  verifyChallenge,
  type AuthenticationResult,
  type VerificationResult,
} from './three-ds';
import { checkRequest, ordersOf } from './payments-api-request';
import { paymentsApiInstrument, paymentsApiInstrumentType } from './instrument-wire';
import { resolveInstrument } from './instruments';
import { assertRoomForCard } from './tokens';

export interface PaymentsApiAnswer {
  status: 201 | 202;
  body: PaymentsApiResponse;
}

export async function createPaymentsApiPayment(
  ctx: SandboxContext,
  request: PaymentsApiRequest,
): Promise<PaymentsApiAnswer> {
  const { instruction } = request;
  const orders = ordersOf(request);
  checkRequest(request);
  await assertNewTransaction(
    ctx,
    'payments',
    request.merchant.entity,
    request.transactionReference,
  );
  const { tokenCreation } = orders;
  const resolved = await resolveInstrument(
    ctx,
    paymentsApiInstrument(instruction),
    async (cardNumber) => {
      if (tokenCreation) await assertRoomForCard(ctx, tokenCreation.namespace ?? null, cardNumber);
    },
  );
  const cancelOn = instruction.settlement?.cancelOn;
  const threeDS = orders.threeDS;
  let payment: PaymentRecord = {
    id: opaqueId(24),
    api: 'payments',
    paymentId: newPaymentId(),
    commandId: newCommandId(),
    transactionReference: request.transactionReference,
    entity: request.merchant.entity,
    createdAt: ctx.clock.now().getTime(),
    ...ownedBy(ctx),
    value: instruction.value,
    narrative: instruction.narrative,
    card: resolved.card,
    instrumentType: paymentsApiInstrumentType(resolved.source),
    checks: {
      cvc: cvcResultFor(resolved.cvc),
      avs: avsResultFor(resolved.card.billingAddress?.postalCode),
    },
    orders: {
      autoSettle: instruction.settlement?.auto ?? false,
      cancelOnCvcNotMatched: cancelOn?.cvcNotMatched !== 'disabled',
      cancelOnAvsNotMatched: cancelOn?.avsNotMatched !== 'disabled',
      tokenCreation: tokenCreation
        ? { namespace: tokenCreation.namespace, description: tokenCreation.description }
        : undefined,
      customerAgreement: orders.customerAgreement,
    },
    ...(threeDS?.type === 'external'
      ? {
          // Authenticated elsewhere: the result is carried to the issuer as given.
          externalThreeDS: {
            version: threeDS.version,
            ...(threeDS.eci ? { eci: threeDS.eci } : {}),
            ...(threeDS.dsTransactionId ? { dsTransactionId: threeDS.dsTransactionId } : {}),
          },
        }
      : {}),
    stage: 'authorized',
    history: [],
  };

  // 1. FraudSight runs first: a high risk stops the payment before any 3DS or authorization,
  //    unless silent mode only reports it.
  if (instruction.fraud) {
    const risk = fraudRiskFor(resolved.card.holderName);
    const silent = instruction.fraud.silentMode === true;
    payment.fraud = { outcome: silent ? `${risk}(silentMode)` : risk, score: fraudScores[risk] };
    if (risk === 'highRisk' && !silent) {
      payment = { ...payment, stage: 'fraudHighRisk' };
      await ctx.tables.payments.put(payment);
      return { status: 201, body: fraudHighRiskView(payment, fraudScores.highRisk) };
    }
  }

  // 2. With integrated 3DS, the browser must collect device data before the issuer is asked;
  //    a decrypted wallet with its cryptogram was authenticated by the wallet already.
  const walletAuthenticated = resolved.source.startsWith('decrypted:');
  if (threeDS?.type === 'integrated' && !walletAuthenticated) {
    const ddc = await startDeviceDataCollection(ctx, resolved.card.number);
    payment = {
      ...payment,
      stage: 'deviceDataRequired',
      threeDS: {
        behaviour: threeDsBehaviourFor(resolved.card.number),
        returnUrl: threeDS.challenge.returnUrl,
        windowSize: threeDS.challenge.windowSize,
        exemptionOnOutage: threeDS.exemptionOnOutage === true,
        merchantName: instruction.narrative.line1,
        ddcReference: ddc.reference,
      },
    };
    await ctx.tables.payments.put(payment);
    return { status: 201, body: deviceDataRequiredView(ctx, payment, ddc) };
  }

  // 3. Without 3DS (or authenticated already), straight to the issuer.
  return authorizationView(ctx, await authorizePayment(ctx, payment));
}

async function paymentAtStage(
  ctx: SandboxContext,
  linkData: string,
  stage: PaymentRecord['stage'],
  step: string,
) {
  const payment = await getPayment(ctx, 'payments', linkData);
  if (!payment) throw unknownPaymentLink();
  if (payment.stage !== stage || !payment.threeDS) {
    throw actionNotAvailable(
      `${step} is not available: the payment is ${payment.stage}, not ${stage}.`,
    );
  }
  return { payment, threeDS: payment.threeDS };
}

/** `supply3dsDeviceData`: the issuer authenticates, with the DDC SessionId if there is one. */
export async function supplyDeviceData(
  ctx: SandboxContext,
  linkData: string,
  collectionReference: string | undefined,
): Promise<PaymentsApiAnswer> {
  const { payment, threeDS } = await paymentAtStage(
    ctx,
    linkData,
    'deviceDataRequired',
    'supply3dsDeviceData',
  );
  const withDeviceData: PaymentRecord = {
    ...payment,
    threeDS: { ...threeDS, collectionReference },
  };
  const result = await authenticate(ctx, {
    cardNumber: payment.card.number,
    behaviour: threeDS.behaviour,
    transactionReference: payment.transactionReference,
    returnUrl: threeDS.returnUrl,
    windowSize: threeDS.windowSize,
    value: payment.value,
    merchantName: threeDS.merchantName,
  });
  return await afterAuthentication(ctx, withDeviceData, result);
}

async function afterAuthentication(
  ctx: SandboxContext,
  payment: PaymentRecord,
  result: AuthenticationResult,
): Promise<PaymentsApiAnswer> {
  const threeDS = payment.threeDS;
  if (!threeDS) throw paymentNotFound();
  switch (result.outcome) {
    case 'authenticated':
      return await authorizeWith(ctx, payment, {
        outcome: 'authenticated',
        issuerResponse: 'frictionless',
        status: result.status,
        eci: result.eci,
        dsTransactionId: result.transactionId,
      });
    case 'notEnrolled':
    case 'bypassed':
      // No authentication to show: the payment goes to the issuer without 3DS data.
      return authorizationView(ctx, await authorizePayment(ctx, payment));
    case 'challenged': {
      const challenged: PaymentRecord = {
        ...payment,
        stage: 'challenged',
        threeDS: { ...threeDS, challengeReference: result.challenge.reference },
      };
      await ctx.tables.payments.put(challenged);
      return {
        status: 201,
        body: challengedView(ctx, challenged, result.challenge, threeDsVersion),
      };
    }
    case 'authenticationFailed':
      return await stop(ctx, payment, 'authenticationFailed', {
        eci: result.eci,
        transactionId: result.transactionId,
      });
    case 'unavailable':
      return await unavailable(ctx, payment);
  }
}

/** `complete3dsChallenge`: the result of the challenge the shopper answered in the browser. */
export async function completeChallengeStep(
  ctx: SandboxContext,
  linkData: string,
): Promise<PaymentsApiAnswer> {
  const { payment, threeDS } = await paymentAtStage(
    ctx,
    linkData,
    'challenged',
    'complete3dsChallenge',
  );
  const challenge = threeDS.challengeReference
    ? await getChallenge(ctx, threeDS.challengeReference)
    : undefined;
  if (!challenge) throw paymentNotFound();
  const result: VerificationResult = verifyChallenge(challenge);
  switch (result.outcome) {
    case 'authenticated':
      return await authorizeWith(ctx, payment, {
        outcome: 'authenticated',
        issuerResponse: 'challenged',
        status: 'Y',
        eci: result.eci,
        dsTransactionId: result.transactionId,
      });
    case 'authenticationFailed':
      return await stop(ctx, payment, 'authenticationFailed', {
        eci: result.eci,
        transactionId: result.transactionId,
      });
    case 'signatureFailed':
      return await stop(ctx, payment, 'authenticationFailed', {
        eci: '07',
        transactionId: result.transactionId,
      });
    case 'unavailable':
      return await unavailable(ctx, payment);
  }
}

type ThreeDsResult = NonNullable<NonNullable<PaymentRecord['threeDS']>['result']>;

async function authorizeWith(
  ctx: SandboxContext,
  payment: PaymentRecord,
  result: ThreeDsResult,
): Promise<PaymentsApiAnswer> {
  const threeDS = payment.threeDS;
  const withResult = threeDS ? { ...payment, threeDS: { ...threeDS, result } } : payment;
  return authorizationView(ctx, await authorizePayment(ctx, withResult));
}

/** 3DS unavailable: with `exemptionOnOutage` the payment still goes ahead (§2.4). */
async function unavailable(
  ctx: SandboxContext,
  payment: PaymentRecord,
): Promise<PaymentsApiAnswer> {
  if (payment.threeDS?.exemptionOnOutage)
    return await authorizeWith(ctx, payment, { outcome: 'authenticationOutage' });
  return await stop(ctx, payment, 'unavailable', { eci: '07' });
}

async function stop(
  ctx: SandboxContext,
  payment: PaymentRecord,
  stage: 'authenticationFailed' | 'unavailable',
  authentication: { eci: string; transactionId?: string },
): Promise<PaymentsApiAnswer> {
  await ctx.tables.payments.put({ ...payment, stage });
  const outcome = stage === 'authenticationFailed' ? '3dsAuthenticationFailed' : '3dsUnavailable';
  return {
    status: 201,
    body: authenticationStoppedView(payment, outcome, {
      version: threeDsVersion,
      ...authentication,
    }),
  };
}
