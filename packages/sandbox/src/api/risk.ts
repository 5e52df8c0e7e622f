// FraudSight assessment (provider-api.md §8) and account verification, intelligent card on
// file (§9.1). Both read the cardholder name: the one sent, or the stored token's.
import {
  accountVerificationRequestSchema,
  fraudAssessmentRequestSchema,
  fraudUpdateChargebackSchema,
  fraudUpdateFraudSchema,
  fraudUpdatePaymentSchema,
  type FraudSightInstrument,
} from '@sjd/contracts';
import type { SandboxContext } from '../domain/context';
import { invalidField } from '../domain/errors';
import { assertRiskProfileOf, newRiskProfileHref } from '../domain/risk-profiles';
import { fraudReason, fraudRiskFor, fraudScores } from '../domain/scenarios';
import { getTokenByHref } from '../domain/tokens';
import { modularInstrument } from '../domain/instrument-wire';
import { peekCard } from '../domain/instruments';
import { verifyCard } from '../domain/verification';
import type { ApiHandler, ApiHandlers } from './http';
import type * as z from 'zod/mini';
import { parseBody } from './validation';

/** The holder's name FraudSight reads (the one sent, or the stored token's). */
async function holderNameOf(
  ctx: SandboxContext,
  instrument: FraudSightInstrument,
  path: string,
): Promise<string | undefined> {
  const read = modularInstrument(instrument, path);
  if (read.kind === 'masked') return read.holderName;
  return (await peekCard(ctx, read)).holderName;
}

/**
 * The FraudSight updates (what happened to the payment, a fraud report, a chargeback — the
 * sandbox's 'Chargeback' trigger sends the event a merchant answers with the last): accepted
 * for an assessment the sandbox made, and answered 204. The sandbox's assessments do not learn
 * from them [INF].
 */
function fraudUpdate<
  S extends z.ZodMiniType<{ transactionReference: string; riskProfile: string }>,
>(schema: S): ApiHandler {
  return (call, ctx) => {
    const body = parseBody(call.rawBody, schema);
    assertRiskProfileOf(ctx, body.riskProfile, body.transactionReference);
    return { status: 204 };
  };
}

export const riskHandlers: ApiHandlers = {
  fraudUpdatePayment: fraudUpdate(fraudUpdatePaymentSchema),
  fraudUpdateFraud: fraudUpdate(fraudUpdateFraudSchema),
  fraudUpdateChargeback: fraudUpdate(fraudUpdateChargebackSchema),
  fraudAssessment: async (call, ctx) => {
    const body = parseBody(call.rawBody, fraudAssessmentRequestSchema);
    const holderName = await holderNameOf(
      ctx,
      body.instruction.paymentInstrument,
      '$.instruction.paymentInstrument',
    );
    const outcome = fraudRiskFor(holderName);
    return {
      status: 200,
      body: {
        outcome,
        transactionReference: body.transactionReference,
        score: fraudScores[outcome],
        ...(outcome === 'lowRisk' ? {} : { reason: [fraudReason] }),
        // The profile is what Card Payments' `riskProfile` links the payment to the assessment
        // by, and what the updates below name.
        riskProfile: { href: newRiskProfileHref(ctx, body.transactionReference) },
      },
    };
  },

  accountVerificationCardOnFile: async (call, ctx) => {
    const body = parseBody(call.rawBody, accountVerificationRequestSchema);
    const instrument = body.paymentInstrument;
    let card;
    if (instrument.type === 'card/plain') {
      card = {
        cardNumber: instrument.cardNumber,
        cardHolderName: instrument.cardHolderName,
        cardExpiryDate: instrument.cardExpiryDate,
        cvc: instrument.cvc,
        postalCode: instrument.billingAddress?.postalCode,
      };
    } else {
      const token = await getTokenByHref(ctx, instrument.href);
      if (!token) throw invalidField('$.paymentInstrument.href', 'Is not a token that exists');
      card = {
        cardNumber: token.cardNumber,
        cardHolderName: token.cardHolderName,
        cardExpiryDate: token.cardExpiryDate,
        cvc: instrument.cvc,
        postalCode: token.billingAddress?.postalCode,
      };
    }
    const verification = await verifyCard(ctx, {
      ...card,
      transactionReference: body.transactionReference,
    });
    return { status: verification.outcome === 'verified' ? 201 : 206, body: verification };
  },
};
