// APM payments (the APMs API 2024-07-01, issue 45): the stored facts of one local-method
// payment. Like a card payment (payments.ts), a record holds facts only — what was asked, what
// the shopper answered on the provider's page and when, and the merchant's commands — each
// stamped with the payment's clock; its `lastEvent`, `_actions` and events are derived from them
// and the time (apm-timeline.ts). APM payments live in a table of their own: they have no card,
// and the provider documents them in neither the Payments API nor Payment Queries.
import { z } from 'zod';
import { apmMethods, type ApmMethod } from '@sjd/contracts';
import type { TableSpec } from '../store/store';
import { adoptClockOf } from './clocks';
import type { SandboxContext } from './context';
import { ProviderError } from './errors';

const scenarioNames = [
  'approve',
  'refuse',
  'error',
  'pendingThenAuthorized',
  'pendingThenRefused',
  'expired',
  'settlementFailed',
  'refundFailed',
] as const;

export const resultUrlKinds = ['success', 'pending', 'failure', 'cancel'] as const;
export type ResultUrlKind = (typeof resultUrlKinds)[number];

/** What the shopper did on the provider's page (or in the simulated app), and when. */
const shopperAnswerSchema = z.object({
  action: z.enum(['approved', 'declined', 'cancelled']),
  at: z.number(),
  /** iDEAL: the bank chosen from the list; BLIK: never the code itself. */
  bank: z.string().optional(),
});
export type ShopperAnswer = z.infer<typeof shopperAnswerSchema>;

const commandBase = { commandId: z.string(), at: z.number() };
/** The merchant's commands, in order. */
const apmCommandSchema = z.discriminatedUnion('kind', [
  /** PayPal Smart Button: the merchant confirms what the shopper approved. */
  z.object({ kind: z.literal('confirmation'), ...commandBase }),
  z.object({
    kind: z.literal('settlement'),
    ...commandBase,
    amount: z.number().int(),
    partial: z.boolean(),
    reference: z.string().optional(),
    /** Klarna order lines sent with it (the shipped goods). */
    orderLines: z.number().int().optional(),
  }),
  /** A cancellation of what is authorized and not settled, or a refund of what was settled. */
  z.object({
    kind: z.literal('reversal'),
    ...commandBase,
    amount: z.number().int(),
    partial: z.boolean(),
    reference: z.string().optional(),
    processedAs: z.enum(['cancellation', 'refund']),
    reasonCode: z.string().optional(),
  }),
]);
export type ApmCommand = z.infer<typeof apmCommandSchema>;

const apmPaymentSchema = z.object({
  /** The paymentId of the API's paths, also the record's id. */
  id: z.string(),
  /** The demo clock (run) it belongs to (clocks.ts); absent: the global clock. */
  clock: z.string().optional(),
  /** The id in the shopper's page URL (never the paymentId, which the merchant keeps). */
  pageId: z.string(),
  commandId: z.string(),
  transactionReference: z.string(),
  orderReference: z.string().optional(),
  entity: z.string(),
  method: z.enum(apmMethods),
  createdAt: z.number(),
  value: z.object({ currency: z.string(), amount: z.number().int() }),
  narrative: z.string().optional(),
  /** The merchant's return addresses, already checked against the allowed origins. */
  resultUrls: z.partialRecord(z.enum(resultUrlKinds), z.string()),
  /** Until when the shopper can act (Pix `expiryIn`, open banking `expiryIn`, …). */
  expiresAt: z.number(),
  /** Authorized and sent for settlement at once (a sale, or `settlement.auto: true`). */
  autoSettle: z.boolean(),
  /** PayPal without return addresses: the Smart Button flow, confirmed by the merchant. */
  smartButton: z.boolean(),
  scenario: z.enum(scenarioNames),
  /** Pix: the EMV code to copy; Swish: the app's token. */
  transactionCode: z.string().optional(),
  /** Swish with a phone number: the app opens on the phone, no QR code. */
  phoneGiven: z.boolean().optional(),
  /** BLIK: whether the shopper accepted the terms; false sends them back with an error. */
  termsAccepted: z.boolean().optional(),
  /** SEPA: the mandate and the account's last four characters (never the whole IBAN). */
  mandate: z.object({ id: z.string(), ibanEnd: z.string(), holder: z.string() }).optional(),
  /** When an authorization left alone expires (Klarna, PayPal without auto settlement). */
  authorizationValidityMs: z.number(),
  answer: shopperAnswerSchema.optional(),
  history: z.array(apmCommandSchema),
});
export type ApmPaymentRecord = z.infer<typeof apmPaymentSchema>;

const referenceKey = (entity: string, transactionReference: string) =>
  `${entity}\u0000${transactionReference}`;

export const apmPaymentTable: TableSpec<ApmPaymentRecord> = {
  name: 'apmPayments',
  parse: (value) => apmPaymentSchema.safeParse(value).data,
  id: (p) => p.id,
  indexes: {
    reference: (p) => referenceKey(p.entity, p.transactionReference),
    transactionReference: (p) => p.transactionReference,
    pageId: (p) => p.pageId,
    transactionCode: (p) => p.transactionCode ?? null,
  },
};

/** The APMs API's duplicate refusal [H: its 400 example `transactionReferenceIsADuplicate`]. */
export async function assertNewApmTransaction(
  ctx: SandboxContext,
  entity: string,
  transactionReference: string,
): Promise<void> {
  const key = referenceKey(entity, transactionReference);
  // No row to lock yet: two payments with one reference at once take turns on the reference.
  await ctx.store.lockKey(`apmPayment:${key}`);
  if ((await ctx.tables.apmPayments.countBy('reference', key)) > 0) {
    throw new ProviderError(
      400,
      'transactionReferenceIsADuplicate',
      'The transaction reference (while valid as a reference) is a duplicate already used in another transaction.',
    );
  }
}

/** The APMs API's 404 [H: its example]. */
export const apmPaymentNotFound = () =>
  new ProviderError(404, 'paymentNotFound', 'Payment resource not found.');

/** A payment by its paymentId, with the request moved onto the payment's own clock. */
export async function getApmPayment(
  ctx: SandboxContext,
  paymentId: string,
): Promise<ApmPaymentRecord | undefined> {
  const payment = await ctx.tables.apmPayments.get(paymentId);
  await adoptClockOf(ctx, payment);
  return payment;
}

/** A payment by the id in its shopper page's URL (or its Pix / Swish code). */
export async function findApmPayment(
  ctx: SandboxContext,
  index: 'pageId' | 'transactionCode',
  key: string,
): Promise<ApmPaymentRecord | undefined> {
  const payment = (await ctx.tables.apmPayments.findBy(index, key))[0];
  await adoptClockOf(ctx, payment);
  return payment;
}

export type { ApmMethod };
