// Standalone 3DS v3 routes (provider-api.md §4): device data initialization, authentication
// and verification. Outcomes come from the card's row in the scenario table and, after a
// challenge, from what the shopper answered on the sandbox's challenge page.
import {
  deviceDataInitializationRequestSchema,
  threeDsAuthenticationRequestSchema,
  threeDsVerificationRequestSchema,
  type ThreeDsInstrument,
  type ThreeDsResult,
} from '@sjd/contracts';
import type { SandboxContext } from '../domain/context';
import { invalidField } from '../domain/errors';
import { threeDsBehaviourFor } from '../domain/scenarios';
import { startDeviceDataCollection } from '../domain/device-data';
import { authenticate, getChallenge, threeDsVersion, verifyChallenge } from '../domain/three-ds';
import { modularInstrument } from '../domain/instrument-wire';
import { peekCard } from '../domain/instruments';
import type { ApiHandlers } from './http';
import { parseBody } from './validation';

const base = '/verifications/customers/3ds';

function links(ctx: SandboxContext, rel: '3ds:authenticate' | '3ds:verify') {
  const path = rel === '3ds:verify' ? 'verification' : 'authentication';
  return {
    [rel]: { href: `${ctx.publicUrl}${base}/${path}` },
    curies: [
      {
        name: '3ds',
        href: `${ctx.publicUrl}/rels/verifications/customers/3ds/{rel}`,
        templated: true,
      },
    ],
  };
}

/** The card 3DS authenticates: its number from whatever instrument named it. */
async function cardNumberOf(
  ctx: SandboxContext,
  instrument: ThreeDsInstrument,
  path: string,
): Promise<string> {
  const read = modularInstrument(instrument, path);
  const card = read.kind === 'masked' ? {} : await peekCard(ctx, read);
  // Every 3DS instrument names a card; a masked one is FraudSight's alone.
  if (!card.cardNumber) throw invalidField(path, 'Is not a card that can be authenticated');
  return card.cardNumber;
}

/** 'authenticated': Y (or A, attempted) with the cryptogram the payment carries on. */
function authenticatedAnswer(
  transactionReference: string,
  status: 'Y' | 'A',
  result: { authenticationValue: string; eci: string; transactionId: string },
): ThreeDsResult {
  return {
    outcome: 'authenticated',
    transactionReference,
    status,
    enrolled: 'Y',
    authentication: {
      version: threeDsVersion,
      authenticationValue: result.authenticationValue,
      eci: result.eci,
      transactionId: result.transactionId,
    },
  };
}

/** 'authenticationFailed': N, with the link to try the authentication again. */
function authenticationFailedAnswer(
  ctx: SandboxContext,
  transactionReference: string,
  result: { eci: string; transactionId: string },
): ThreeDsResult {
  return {
    outcome: 'authenticationFailed',
    transactionReference,
    status: 'N',
    enrolled: 'Y',
    authentication: {
      version: threeDsVersion,
      eci: result.eci,
      transactionId: result.transactionId,
    },
    _links: links(ctx, '3ds:authenticate'),
  };
}

export const threeDsHandlers: ApiHandlers = {
  threeDsDeviceDataInitialization: async (call, ctx) => {
    const body = parseBody(call.rawBody, deviceDataInitializationRequestSchema);
    const cardNumber = body.paymentInstrument
      ? await cardNumberOf(ctx, body.paymentInstrument, '$.paymentInstrument')
      : undefined;
    const ddc = await startDeviceDataCollection(ctx, cardNumber);
    return {
      status: 200,
      body: {
        outcome: 'initialized',
        transactionReference: body.transactionReference,
        deviceDataCollection: { jwt: ddc.jwt, url: ddc.url, ...(ddc.bin ? { bin: ddc.bin } : {}) },
        _links: links(ctx, '3ds:authenticate'),
      },
    };
  },

  threeDsAuthentication: async (call, ctx) => {
    const body = parseBody(call.rawBody, threeDsAuthenticationRequestSchema);
    const cardNumber = await cardNumberOf(
      ctx,
      body.instruction.paymentInstrument,
      '$.instruction.paymentInstrument',
    );
    const transactionReference = body.transactionReference;
    const result = await authenticate(ctx, {
      cardNumber,
      behaviour: threeDsBehaviourFor(cardNumber),
      transactionReference,
      returnUrl: body.challenge.returnUrl,
      windowSize: body.challenge.windowSize,
      value: body.instruction.value,
      merchantName: body.merchant.overrideName,
    });
    let answer: ThreeDsResult;
    switch (result.outcome) {
      case 'authenticated':
        answer = authenticatedAnswer(transactionReference, result.status, result);
        break;
      case 'challenged':
        answer = {
          outcome: 'challenged',
          transactionReference,
          authentication: { version: threeDsVersion },
          challenge: result.challenge,
          _links: links(ctx, '3ds:verify'),
        };
        break;
      case 'authenticationFailed':
        answer = authenticationFailedAnswer(ctx, transactionReference, result);
        break;
      case 'unavailable':
        answer = {
          outcome: 'unavailable',
          transactionReference,
          status: 'U',
          enrolled: 'U',
          _links: links(ctx, '3ds:authenticate'),
        };
        break;
      case 'bypassed':
        answer = {
          outcome: 'bypassed',
          transactionReference,
          status: 'Y',
          enrolled: 'B',
          authentication: {
            version: threeDsVersion,
            eci: result.eci,
            transactionId: result.transactionId,
          },
        };
        break;
      case 'notEnrolled':
        answer = { outcome: 'notEnrolled', transactionReference, enrolled: 'N' };
        break;
    }
    return { status: 200, body: answer };
  },

  threeDsVerification: async (call, ctx) => {
    const body = parseBody(call.rawBody, threeDsVerificationRequestSchema);
    const challenge = await getChallenge(ctx, body.challenge.reference);
    if (!challenge) throw invalidField('$.challenge.reference', 'Is not a challenge that exists');
    if (challenge.transactionReference !== body.transactionReference) {
      throw invalidField(
        '$.transactionReference',
        'Is not the transactionReference of the challenge',
      );
    }
    const transactionReference = body.transactionReference;
    const result = verifyChallenge(challenge);
    let answer: ThreeDsResult;
    switch (result.outcome) {
      case 'authenticated':
        answer = authenticatedAnswer(transactionReference, 'Y', result);
        break;
      case 'authenticationFailed':
        answer = authenticationFailedAnswer(ctx, transactionReference, result);
        break;
      case 'unavailable':
        answer = {
          outcome: 'unavailable',
          transactionReference,
          status: 'U',
          enrolled: 'Y',
          _links: links(ctx, '3ds:authenticate'),
        };
        break;
      case 'signatureFailed':
        answer = {
          outcome: 'signatureFailed',
          transactionReference,
          authentication: { version: threeDsVersion, transactionId: result.transactionId },
        };
        break;
    }
    return { status: 200, body: answer };
  },
};
