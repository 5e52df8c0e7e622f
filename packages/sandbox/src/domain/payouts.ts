// Card Payouts v4 (provider-api.md §10): fast access (Visa Direct / Mastercard Send) and basic
// disbursement. The outcome comes from the scenario table (amount or cardholder name); a payout
// is stored so its `payouts:payout` link answers with the same result. Requests the provider
// refuses get its error envelope: a payout of nothing (400), a transaction reference used before
// (400), a token that does not exist (400), and the table's rejected amounts (422, [GAP]).
import { adoptClockOf, ownedBy } from './clocks';
import type { PayoutRequest, PayoutResponse } from '@sjd/contracts';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { cardFacts } from './cards';
import type { SandboxContext } from './context';
import { invalidBody, ProviderError } from './errors';
import { newSchemeReference, opaqueId } from './ids';
import {
  payoutOutcomeFor,
  payoutPendingForMs,
  payoutPendingResolutions,
  payoutRefusalCode,
  payoutRejectedAmounts,
  type PayoutApi,
} from './scenarios';
import { payoutInstrument } from './instrument-wire';
import { resolveInstrument } from './instruments';

const payoutOutcomes = [
  'requested',
  'pending',
  'approved',
  'disbursed',
  'refused',
  'error',
  'requestReceived',
  'inReview',
] as const;

const payoutRecordSchema = z.object({
  /** The demo clock (run) it belongs to (clocks.ts); absent: the global clock. */
  clock: z.string().optional(),
  id: z.string(),
  api: z.enum(['fastAccess', 'basicDisbursement']),
  transactionReference: z.string(),
  entity: z.string(),
  outcome: z.enum(payoutOutcomes),
  receivedAt: z.string(),
  /** What was paid out (its event's amount); absent on payouts stored before events. */
  value: z.object({ amount: z.number().int(), currency: z.string() }).optional(),
  refusalCode: z.string().optional(),
  /** What a `pending` payout comes to, and when on its clock (epoch ms). */
  resolution: z.object({ outcome: z.enum(['approved', 'refused']), at: z.number() }).optional(),
  scheme: z.object({ name: z.enum(['visa', 'mastercard']), reference: z.string() }).optional(),
  /**
   * A decision the 'Approve later' / 'Refuse later' trigger scheduled (scenario-triggers.ts):
   * from `at` on (sandbox clock) it is the payout's outcome.
   */
  decision: z.object({ outcome: z.enum(['approved', 'refused']), at: z.number() }).optional(),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;

export const payoutTable: TableSpec<PayoutRecord> = {
  name: 'payouts',
  parse: (value) => payoutRecordSchema.safeParse(value).data,
  id: (p) => p.id,
  indexes: { reference: (p) => `${p.entity}\u0000${p.transactionReference}` },
};

export async function createPayout(
  ctx: SandboxContext,
  api: PayoutApi,
  request: PayoutRequest,
): Promise<PayoutRecord> {
  const { instruction } = request;
  // The schema allows 0 for every API's value; sending nothing to a card is not a payout.
  if (instruction.value.amount < 1) {
    throw invalidBody([
      {
        errorName: 'numberIsTooSmall',
        message: 'Must be at least 1',
        jsonPath: '$.instruction.value.amount',
      },
    ]);
  }
  const rejected = payoutRejectedAmounts[instruction.value.amount];
  if (rejected) {
    throw new ProviderError(rejected.status, rejected.errorName, rejected.message, {
      keepMessage: true,
      // The document's 422 names the field at the top; the item says the same in the usual place.
      jsonPath: rejected.jsonPath,
      validationErrors: [
        { errorName: rejected.errorName, message: rejected.message, jsonPath: rejected.jsonPath },
      ],
    });
  }
  if (
    (await ctx.tables.payouts.countBy(
      'reference',
      `${request.merchant.entity}\u0000${request.transactionReference}`,
    )) > 0
  ) {
    throw new ProviderError(
      400,
      'transactionHasAlreadyBeenProcessed',
      'The transaction has already been processed.',
    );
  }
  // A card, stored token, network token or decrypted Apple Pay token: the card it pays to.
  const { card } = await resolveInstrument(ctx, payoutInstrument(instruction.payoutInstrument));
  const cardNumber = card.number;
  const holderName = card.holderName;
  const { outcome, refusalCode } = payoutOutcomeFor(api, instruction.value.amount, holderName);
  const resolution = payoutPendingResolutions[instruction.value.amount];
  const brand = cardFacts(cardNumber).brand;
  const schemeName = brand === 'visa' || brand === 'mastercard' ? brand : undefined;
  const reachedScheme =
    outcome !== 'refused' && outcome !== 'error' && outcome !== 'requestReceived';
  const payout: PayoutRecord = {
    id: opaqueId(24),
    api,
    transactionReference: request.transactionReference,
    entity: request.merchant.entity,
    outcome,
    receivedAt: ctx.clock.now().toISOString(),
    ...ownedBy(ctx),
    value: { amount: instruction.value.amount, currency: instruction.value.currency },
    ...(refusalCode ? { refusalCode } : {}),
    ...(outcome === 'pending' && api === 'fastAccess' && resolution
      ? { resolution: { outcome: resolution, at: ctx.clock.now().getTime() + payoutPendingForMs } }
      : {}),
    ...(schemeName && reachedScheme
      ? { scheme: { name: schemeName, reference: newSchemeReference() } }
      : {}),
  };
  await ctx.tables.payouts.put(payout);
  return payout;
}

export async function getPayout(ctx: SandboxContext, id: string): Promise<PayoutRecord> {
  const payout = await ctx.tables.payouts.get(id);
  await adoptClockOf(ctx, payout);
  if (!payout)
    throw new ProviderError(404, 'resourceNotFound', 'The requested resource was not found.');
  return payout;
}

/** The payout's outcome as of `now` on its clock: a scheduled outcome once its time has come. */
export function payoutOutcomeAt(
  payout: PayoutRecord,
  now: number,
): { outcome: PayoutRecord['outcome']; refusalCode?: string } {
  const scheduled = scheduledOutcome(payout);
  if (!scheduled || scheduled.at > now) {
    return {
      outcome: payout.outcome,
      ...(payout.refusalCode ? { refusalCode: payout.refusalCode } : {}),
    };
  }
  return scheduled.outcome === 'refused'
    ? { outcome: 'refused', refusalCode: payoutRefusalCode }
    : { outcome: 'approved' };
}

/**
 * What a requested or pending payout will become, and when: the 'Approve later' / 'Refuse later'
 * trigger's decision, which overrides the scenario's own resolution of a pending amount (340,
 * 345), or that resolution.
 */
export function scheduledOutcome(payout: PayoutRecord): PayoutRecord['decision'] {
  return payout.decision ?? payout.resolution;
}

export function payoutView(ctx: SandboxContext, payout: PayoutRecord): PayoutResponse {
  return {
    transactionReference: payout.transactionReference,
    receivedAt: payout.receivedAt,
    ...payoutOutcomeAt(payout, ctx.clock.now().getTime()),
    ...(payout.scheme ? { scheme: payout.scheme } : {}),
    _links: {
      'payouts:payout': { href: `${ctx.publicUrl}/payouts/${payout.id}` },
      curies: [{ name: 'payouts', href: `${ctx.publicUrl}/rels/payouts/{rel}`, templated: true }],
    },
  };
}
