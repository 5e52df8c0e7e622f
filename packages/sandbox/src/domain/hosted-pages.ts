// Hosted Payment Pages (provider-api.md §12): `POST /payment_pages` stores what the page will
// charge and answers with the page URL on the sandbox's origin; the hosted page itself (issue 4)
// reads the session with `getHostedPage` and records the shopper's result with
// `recordHostedPaymentOutcome`, which also makes the payment visible to Payment Queries.
import { nowOnClockOf, ownedBy } from './clocks';
import { defaultAuthorizationValidityMs } from './payment-history';
import type { HostedPaymentPageRequest, HostedPaymentStatus } from '@sjd/contracts';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { storedCardSchema, type StoredCard } from './cards';
import type { SandboxContext } from './context';
import { ProviderError } from './errors';
import {
  newAuthorizationCode,
  newCommandId,
  newPaymentId,
  newSchemeReference,
  opaqueId,
} from './ids';
import type { PaymentRecord } from './payments';
import { avsResultFor, issuerResponseFor } from './scenarios';

export const defaultHostedPageExpirySeconds = 3600;
export const hostedPagePath = '/app/hpp/integration/transaction';

const recordedStatuses = [
  'success',
  'failure',
  'pending',
  'error',
  'exception',
  'cancelled_by_shopper',
] as const;
export type RecordedHostedStatus = (typeof recordedStatuses)[number];

const hostedPageSchema = z.object({
  /** The demo clock (run) it belongs to (clocks.ts); absent: the global clock. */
  clock: z.string().optional(),
  id: z.string(),
  transactionReference: z.string(),
  entity: z.string(),
  narrative: z.string(),
  value: z.object({ currency: z.string(), amount: z.number().int() }),
  description: z.string().optional(),
  createdAt: z.number(),
  expiresAt: z.number(),
  resultURLs: z.record(z.string(), z.string()).optional(),
  threeDSDisabled: z.boolean(),
  fraudDisabled: z.boolean(),
  createToken: z.boolean(),
  status: z.enum(recordedStatuses).optional(),
  completedAt: z.number().optional(),
  card: storedCardSchema.optional(),
});
export type HostedPageRecord = z.infer<typeof hostedPageSchema>;

export const hostedPageTable: TableSpec<HostedPageRecord> = {
  name: 'hostedPages',
  parse: (value) => hostedPageSchema.safeParse(value).data,
  id: (p) => p.id,
  indexes: { reference: (p) => `${p.entity}\u0000${p.transactionReference}` },
};

export const hostedPageUrl = (ctx: SandboxContext, page: HostedPageRecord) =>
  `${ctx.publicUrl}${hostedPagePath}/${page.id}`;

export async function createHostedPage(
  ctx: SandboxContext,
  request: HostedPaymentPageRequest,
): Promise<HostedPageRecord> {
  const key = `${request.merchant.entity}\u0000${request.transactionReference}`;
  if ((await ctx.tables.hostedPages.countBy('reference', key)) > 0) {
    throw new ProviderError(
      400,
      'invalidRequest',
      'The transactionReference has already been used.',
      {
        validationErrors: [
          {
            errorName: 'fieldHasInvalidValue',
            message: 'Must be unique',
            jsonPath: '$.transactionReference',
          },
        ],
      },
    );
  }
  const now = ctx.clock.now().getTime();
  const expirySeconds =
    request.expiry === undefined ? defaultHostedPageExpirySeconds : Number(request.expiry);
  const page: HostedPageRecord = {
    id: opaqueId(24),
    transactionReference: request.transactionReference,
    entity: request.merchant.entity,
    narrative: request.narrative.line1,
    value: request.value,
    description: request.description,
    createdAt: now,
    expiresAt: now + expirySeconds * 1000,
    ...ownedBy(ctx),
    resultURLs: request.resultURLs,
    threeDSDisabled: request.threeDS?.type === 'disabled',
    fraudDisabled: request.fraud?.type === 'disabled',
    createToken: request.createToken !== undefined,
  };
  await ctx.tables.hostedPages.put(page);
  return page;
}

export interface HostedPageView extends HostedPageRecord {
  /** `session_expired` once the expiry passed without a result; the recorded result after. */
  state: 'open' | HostedPaymentStatus;
}

/** What the hosted page shows for its id; undefined for ids this sandbox never issued. */
export async function getHostedPage(
  ctx: SandboxContext,
  id: string,
): Promise<HostedPageView | undefined> {
  const page = await ctx.tables.hostedPages.get(id);
  if (!page) return undefined;
  if (page.status) return { ...page, state: page.status };
  return {
    ...page,
    state: page.expiresAt <= (await nowOnClockOf(ctx, page)) ? 'session_expired' : 'open',
  };
}

export type HostedOutcomeResult =
  | { ok: true; page: HostedPageRecord; resultUrl?: string }
  | { ok: false; reason: 'unknownPage' | 'expired' | 'alreadyCompleted' };

const resultUrlKeys: Record<RecordedHostedStatus, string> = {
  success: 'successURL',
  failure: 'failureURL',
  pending: 'pendingURL',
  error: 'errorURL',
  exception: 'errorURL',
  cancelled_by_shopper: 'cancelURL',
};

/**
 * Records the shopper's result once. With the card that paid, `success` and `pending` become an
 * authorized payment (settled for `success`) and `failure` a refused one, so the page's
 * `_links.self` query finds them.
 */
export async function recordHostedPaymentOutcome(
  ctx: SandboxContext,
  id: string,
  status: RecordedHostedStatus,
  card?: StoredCard,
): Promise<HostedOutcomeResult> {
  const page = await getHostedPage(ctx, id);
  if (!page) return { ok: false, reason: 'unknownPage' };
  if (page.state === 'session_expired') return { ok: false, reason: 'expired' };
  if (page.state !== 'open') return { ok: false, reason: 'alreadyCompleted' };
  // On the page's own clock: the shopper's browser names none.
  const now = await nowOnClockOf(ctx, page);
  const { state: _state, ...stored } = page;
  const completed: HostedPageRecord = { ...stored, status, completedAt: now, card };
  await ctx.tables.hostedPages.put(completed);
  if (card && (status === 'success' || status === 'pending' || status === 'failure')) {
    await ctx.tables.payments.put({
      ...hostedPayment(completed, card, status, now),
      ...(status === 'pending'
        ? { validUntil: now + (ctx.authorizationValidityMs ?? defaultAuthorizationValidityMs) }
        : {}),
    });
  }
  const resultUrl = page.resultURLs?.[resultUrlKeys[status]];
  return { ok: true, page: completed, ...(resultUrl ? { resultUrl } : {}) };
}

function hostedPayment(
  page: HostedPageRecord,
  card: StoredCard,
  status: 'success' | 'pending' | 'failure',
  now: number,
): PaymentRecord {
  const issuer = issuerResponseFor(card.holderName);
  const refusal = issuer.kind === 'refused' ? issuer : { code: '5', description: 'REFUSED' };
  const commandId = newCommandId();
  return {
    id: opaqueId(24),
    api: 'hostedPaymentPages',
    paymentId: newPaymentId(),
    commandId,
    transactionReference: page.transactionReference,
    entity: page.entity,
    createdAt: now,
    ...(page.clock ? { clock: page.clock } : {}),
    value: page.value,
    narrative: { line1: page.narrative },
    card,
    instrumentType: 'card/plain+masked',
    checks: { cvc: 'matched', avs: avsResultFor(card.billingAddress?.postalCode) },
    orders: { autoSettle: true, cancelOnCvcNotMatched: true, cancelOnAvsNotMatched: false },
    stage: status === 'failure' ? 'refused' : 'authorized',
    authorization:
      status === 'failure'
        ? { refusal: { code: refusal.code, description: refusal.description } }
        : { authorizationCode: newAuthorizationCode(), schemeReference: newSchemeReference() },
    // The page's payments settle automatically (a sale); a pending one is only authorized.
    history: [{ kind: status === 'pending' ? 'authorization' : 'sale', commandId, at: now }],
  };
}
