// A domain context without HTTP (an in-memory store and a clock the test moves), and payments
// authorized through the same code the APIs use, for the domain's own tests.
import { authorizePayment } from '../domain/authorization';
import { ControllableClock, type SandboxContext } from '../domain/context';
import { newCommandId, newPaymentId, opaqueId } from '../domain/ids';
import type { PaymentApi, PaymentRecord } from '../domain/payments';
import { openTables } from '../domain/tables';
import { openSqliteStore } from '../store/sqlite';
import { expiry } from './fixtures';

/** 5 January 2026, 12:00 UTC: where each domain test's clock starts. */
export const startOfTest = Date.UTC(2026, 0, 5, 12);

export function domainContext(): { ctx: SandboxContext; clock: ControllableClock } {
  const store = openSqliteStore(':memory:');
  const clock = new ControllableClock();
  clock.fix(new Date(startOfTest));
  const ctx = {
    store,
    tables: openTables(store),
    clock,
    publicUrl: 'http://sandbox.test',
    secret: 's',
    checkoutIds: ['sjd-checkout-id'],
  };
  return { ctx, clock };
}

/** Moves the clock on by `minutes`. */
export function advance(clock: ControllableClock, minutes: number): void {
  clock.fix(new Date(clock.now().getTime() + minutes * 60_000));
}

export interface AuthorizeOptions {
  api?: PaymentApi;
  amount?: number;
  autoSettle?: boolean;
  cardHolderName?: string;
}

/** A card payment authorized now (or refused, by the cardholder name), as the APIs store it. */
export async function authorize(
  ctx: SandboxContext,
  options: AuthorizeOptions = {},
): Promise<PaymentRecord> {
  return authorizePayment(ctx, {
    id: opaqueId(24),
    api: options.api ?? 'cardPayments',
    paymentId: newPaymentId(),
    commandId: newCommandId(),
    transactionReference: `T-${opaqueId(6)}`,
    entity: 'default',
    createdAt: ctx.clock.now().getTime(),
    value: { currency: 'GBP', amount: options.amount ?? 1000 },
    narrative: { line1: 'Smart Journey Demo' },
    card: {
      number: '4444333322221111',
      expiry,
      holderName: options.cardHolderName ?? 'Ada Lovelace',
    },
    instrumentType: 'card/plain+masked',
    checks: { cvc: 'matched', avs: { address: 'matched', postcode: 'matched' } },
    orders: {
      autoSettle: options.autoSettle ?? false,
      cancelOnCvcNotMatched: true,
      cancelOnAvsNotMatched: true,
    },
    stage: 'authorized',
    history: [],
  });
}
