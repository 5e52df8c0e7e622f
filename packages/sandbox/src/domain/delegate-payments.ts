// Agentic commerce delegate tokens (Sessions API 2025-09-29, @sjd/contracts delegate-payment.ts;
// what each request gets: `delegatePaymentScenarios` in scenarios.ts). An agent hands over a card
// with an allowance; the token it gets back is a session href the merchant spends once through
// the Payments API (`paymentInstrument: { type: 'delegate', sessionHref }`), for at most the
// allowance's amount, in its currency, before it expires. Errors are the protocol's flat object,
// not the Access envelope, so they have their own type here.
import { createHash } from 'node:crypto';
import { luhnCheck } from '@sjd/cards';
import type {
  DelegatePaymentError,
  DelegatePaymentRequest,
  DelegatePaymentResponse,
} from '@sjd/contracts';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { expirySchema, type StoredCard } from './cards';
import type { SandboxContext } from './context';
import { invalidField } from './errors';
import { opaqueId } from './ids';
import { isCardExpired, issuerResponseFor } from './scenarios';

/** A refusal of the delegate payment endpoint, rendered as the protocol's flat error object. */
export class DelegatePaymentRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: DelegatePaymentError,
  ) {
    super(body.message);
    this.name = 'DelegatePaymentRefusal';
  }
}

const invalidCard = (param: string, message: string) =>
  new DelegatePaymentRefusal(400, {
    type: 'invalid_request',
    code: 'invalid_card',
    message,
    param,
  });

const recordSchema = z.object({
  id: z.string(),
  /** The card until the token is spent; then removed, with the CVC. */
  card: z
    .object({ number: z.string(), expiry: expirySchema, holderName: z.string().optional() })
    .optional(),
  cvc: z.string().optional(),
  allowance: z.object({
    maxAmount: z.number(),
    currency: z.string(),
    checkoutSessionId: z.string(),
    merchantId: z.string(),
    expiresAt: z.number(),
  }),
  idempotencyKey: z.string().optional(),
  /** SHA-256 of the request body, to tell a replay from a conflicting reuse of the key. */
  fingerprint: z.string(),
  response: z.object({
    id: z.string(),
    created: z.string(),
    metadata: z.record(z.string(), z.string()),
  }),
  spentAt: z.number().optional(),
});
export type DelegateTokenRecord = z.infer<typeof recordSchema>;

export const delegateTokenTable: TableSpec<DelegateTokenRecord> = {
  name: 'delegateTokens',
  parse: (value) => recordSchema.safeParse(value).data,
  id: (record) => record.id,
  indexes: { idempotencyKey: (record) => record.idempotencyKey ?? null },
  // Unusable after the allowance expires; the idempotency record goes with it.
  expiresAt: (record) => record.allowance.expiresAt,
};

const sessionsPrefix = (ctx: SandboxContext) => `${ctx.publicUrl}/sessions/`;

/** The card's expiry from the protocol's strings ("01"–"12", four-digit year). */
function readExpiry(method: DelegatePaymentRequest['payment_method'], now: Date) {
  const { exp_month: month, exp_year: year } = method;
  if (month === undefined || !/^(0[1-9]|1[0-2])$/.test(month)) {
    throw invalidCard('payment_method.exp_month', 'Invalid expiry date (exp_month)');
  }
  if (year === undefined || !/^\d{4}$/.test(year)) {
    throw invalidCard('payment_method.exp_year', 'Invalid expiry date (exp_year)');
  }
  const expiry = { month: Number(month), year: Number(year) };
  if (isCardExpired(expiry, now))
    throw invalidCard('payment_method.exp_year', 'The card has expired');
  return expiry;
}

export interface DelegateTokenAnswer {
  response: DelegatePaymentResponse;
  /** An Idempotency-Key seen before with the same body: its first answer, nothing new kept. */
  isReplay: boolean;
}

/** POST /sessions/agentic_commerce/delegate_payment, once the request parsed. */
export async function createDelegateToken(
  ctx: SandboxContext,
  request: DelegatePaymentRequest,
  rawBody: string,
  idempotencyKey: string | undefined,
): Promise<DelegateTokenAnswer> {
  const table = ctx.tables.delegateTokens;
  const fingerprint = createHash('sha256').update(rawBody).digest('base64url');
  if (idempotencyKey !== undefined) {
    // Two requests with one key at once: the second waits for the first, then replays it.
    await ctx.store.lockKey(`delegateToken:${idempotencyKey}`);
    const [earlier] = await table.findBy('idempotencyKey', idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint === fingerprint)
        return { response: earlier.response, isReplay: true };
      throw new DelegatePaymentRefusal(409, {
        type: 'invalid_request',
        code: 'idempotency_conflict',
        message: 'Same Idempotency-Key used with different parameters',
      });
    }
  }
  const now = ctx.clock.now();
  const method = request.payment_method;
  if (!/^\d{12,19}$/.test(method.number) || !luhnCheck(method.number)) {
    throw invalidCard('payment_method.number', 'Invalid card number');
  }
  const expiry = readExpiry(method, now);
  const expiresAt = Date.parse(request.allowance.expires_at);
  if (expiresAt <= now.getTime()) {
    throw new DelegatePaymentRefusal(400, {
      type: 'invalid_request',
      code: 'invalid_request',
      message: 'The allowance has already expired',
      param: 'allowance.expires_at',
    });
  }
  // The issuer table's ERROR name is the demo's way to see the endpoint fail ([GAP], ours).
  if (issuerResponseFor(method.name).kind === 'error') {
    throw new DelegatePaymentRefusal(500, {
      type: 'processing_error',
      code: 'processing_error',
      message: 'The payment method could not be delegated. Please try again.',
    });
  }
  const id = opaqueId(24);
  const response: DelegatePaymentResponse = {
    id: `${sessionsPrefix(ctx)}${id}`,
    created: now.toISOString(),
    // Correlation data echoed back, as the protocol asks.
    metadata: {
      ...request.metadata,
      merchant_id: request.allowance.merchant_id,
      ...(idempotencyKey !== undefined ? { idempotency_key: idempotencyKey } : {}),
    },
  };
  await table.put({
    id,
    card: { number: method.number, expiry, ...(method.name ? { holderName: method.name } : {}) },
    ...(method.cvc ? { cvc: method.cvc } : {}),
    allowance: {
      maxAmount: request.allowance.max_amount,
      currency: request.allowance.currency,
      checkoutSessionId: request.allowance.checkout_session_id,
      merchantId: request.allowance.merchant_id,
      expiresAt,
    },
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    fingerprint,
    response,
  });
  return { response, isReplay: false };
}

const sessionHrefPath = '$.instruction.paymentInstrument.sessionHref';

/**
 * Spends a delegate token on a Payments API payment: the card behind it, once, for at most the
 * allowance's amount in its currency. Refusals are the Payments API's field errors; a payment
 * refused for its amount or currency keeps the token. `beforeUse` runs before it is spent.
 */
export async function spendDelegateToken(
  ctx: SandboxContext,
  href: string,
  value: { amount: number; currency: string },
  beforeUse: (cardNumber: string) => void | Promise<void>,
): Promise<{ card: StoredCard; cvc?: string }> {
  const table = ctx.tables.delegateTokens;
  const prefix = sessionsPrefix(ctx);
  const id = href.startsWith(prefix) ? href.slice(prefix.length) : '';
  const record = /^[A-Za-z0-9_-]{1,128}$/.test(id) ? await table.get(id) : undefined;
  const now = ctx.clock.now().getTime();
  if (!record?.card || record.spentAt !== undefined || record.allowance.expiresAt <= now) {
    throw invalidField(
      sessionHrefPath,
      'The delegate session does not exist, has expired or was already used',
    );
  }
  if (value.currency.toLowerCase() !== record.allowance.currency) {
    throw invalidField('$.instruction.value.currency', 'Is not the currency of the allowance');
  }
  if (value.amount > record.allowance.maxAmount) {
    throw invalidField('$.instruction.value.amount', 'Is more than the allowance');
  }
  const { card, cvc } = record;
  await beforeUse(card.number);
  // One time: the card data goes; the record stays for idempotent replays of the delegation.
  await table.put({ ...record, card: undefined, cvc: undefined, spentAt: now });
  return { card, ...(cvc ? { cvc } : {}) };
}
