// The merchant's follow-up actions on a payment (provider-lifecycle.md §1.2, §1.3; Payment
// Queries' link sets): which actions each API offers after the payment's last command — the
// provider's own tables, below — limited by what is left to settle, cancel or refund; and the
// one guarded transition that records an action in the payment's history.
import type { SandboxContext } from './context';
import { actionNotAvailable, invalidBody } from './errors';
import { newCommandId } from './ids';
import {
  authorizedAt,
  lastEventOf,
  ledgerOf,
  reversalCancelWindowMs,
  type PaymentLedger,
} from './payment-history';
import type { PaymentAction, PaymentCommand, PaymentRecord } from './payments';
import { defaultRefundRefusal, refundRefusalFor, settlementFailsFor } from './scenarios';
import type { ProviderValidationError } from '@sjd/contracts';

/** The last command, as the tables below name their rows. */
type LastCommand =
  | 'authorized'
  | 'sale'
  | 'settle'
  | 'partialSettle'
  | 'refund'
  | 'partialRefund'
  | 'cancel'
  | 'partialCancel'
  | 'reverse'
  | 'increase';

/**
 * Where actions are offered:
 * - `paymentsApi`: `_actions` of the Payments API's answers and query (§1.2; a partial
 *   cancellation, made through Card Payments, is followed by Payment Queries' set without
 *   `partialCancel`, which the Payments API does not have);
 * - `cardPaymentsAnswer`: `_links` of Card Payments' 201/202 answers (§1.3, the spec's examples);
 * - `cardPayments`: the state's links, in Card Payments' events query and Payment Queries
 *   (the spec's link-set schemas). They are what Card Payments allows: after a partial refund
 *   the answer shows only `events`, while the state still offers `partialRefund`.
 */
export type OfferTable = 'paymentsApi' | 'cardPaymentsAnswer' | 'cardPayments';

const authorizedRow: readonly PaymentAction[] = [
  'cancel',
  'partialCancel',
  'settle',
  'partialSettle',
  'reverse',
];
const settledRow: readonly PaymentAction[] = ['refund', 'partialRefund', 'reverse'];
const partlySettledRow: readonly PaymentAction[] = [
  'refund',
  'partialRefund',
  'partialSettle',
  'cancel',
  'reverse',
];

/**
 * An estimated authorization (Card Payments' `value.estimated`) may be increased until it is
 * settled or cancelled, and is not reversed (the document's example of its links).
 */
const estimatedRow: readonly PaymentAction[] = [
  'cancel',
  'partialCancel',
  'increaseAuthorization',
  'settle',
  'partialSettle',
];

const offers: Record<OfferTable, Record<LastCommand, readonly PaymentAction[]>> = {
  paymentsApi: {
    authorized: ['cancel', 'settle', 'partialSettle', 'reverse'],
    increase: ['cancel', 'settle', 'partialSettle', 'reverse'],
    sale: settledRow,
    settle: settledRow,
    partialSettle: partlySettledRow,
    refund: [],
    partialRefund: ['partialRefund'],
    cancel: [],
    partialCancel: ['cancel', 'settle', 'partialSettle'],
    reverse: [],
  },
  cardPaymentsAnswer: {
    authorized: authorizedRow,
    increase: authorizedRow,
    sale: settledRow,
    settle: settledRow,
    partialSettle: partlySettledRow,
    refund: [],
    partialRefund: [],
    cancel: [],
    partialCancel: ['partialCancel', 'partialSettle'],
    reverse: [],
  },
  cardPayments: {
    authorized: authorizedRow,
    increase: authorizedRow,
    sale: settledRow,
    settle: settledRow,
    partialSettle: partlySettledRow,
    refund: [],
    partialRefund: ['partialRefund'],
    cancel: [],
    partialCancel: ['cancel', 'partialCancel', 'settle', 'partialSettle'],
    reverse: [],
  },
};

function lastCommandOf(command: PaymentCommand): LastCommand {
  switch (command.kind) {
    case 'authorization':
      return 'authorized';
    case 'sale':
      return 'sale';
    case 'settlement':
      return command.partial ? 'partialSettle' : 'settle';
    case 'refund':
      return command.partial ? 'partialRefund' : 'refund';
    case 'cancellation':
      return command.partial ? 'partialCancel' : 'cancel';
    case 'reversal':
      return 'reverse';
    case 'increase':
      return 'increase';
  }
}

/** Whether the amounts leave anything for the action to act on. */
function hasRoomFor(action: PaymentAction, ledger: PaymentLedger): boolean {
  switch (action) {
    case 'settle':
    case 'partialSettle':
    case 'cancel':
    case 'partialCancel':
    case 'increaseAuthorization':
      return ledger.open > 0;
    case 'refund':
    case 'partialRefund':
      return ledger.refundable > 0;
    case 'reverse':
      // A reversal cancels what is open and refunds what was settled in one go; it is offered
      // until part of the payment has been refunded separately.
      return !ledger.hasRefunds && (ledger.open > 0 || ledger.refundable > 0);
  }
}

/** The actions `table` offers for the payment as of `now`, in the table's order. */
export function offeredActions(
  payment: PaymentRecord,
  table: OfferTable,
  now: number,
): PaymentAction[] {
  const last = payment.history.at(-1);
  if (payment.stage !== 'authorized' || !last) return [];
  const ledger = ledgerOf(payment, now);
  const row = lastCommandOf(last);
  const estimated =
    payment.orders.estimated === true &&
    table !== 'paymentsApi' &&
    (row === 'authorized' || row === 'increase');
  return (estimated ? estimatedRow : offers[table][row]).filter((action) =>
    hasRoomFor(action, ledger),
  );
}

/** The body of a partial action, or the optional reference of a full one. */
export interface ActionRequest {
  value?: { currency: string; amount: number };
  reference?: string;
  sequence?: { number: number; total: number };
}

const limits: Partial<Record<PaymentAction, string>> = {
  partialSettle: 'the amount authorized and not yet settled or cancelled',
  partialCancel: 'the amount authorized and not yet settled or cancelled',
  partialRefund: 'the amount settled and not yet refunded',
};

/** The problems of a partial action's body against the payment: currency, amount, sequence. */
function partialProblems(
  payment: PaymentRecord,
  action: PaymentAction,
  ledger: PaymentLedger,
  request: ActionRequest,
): ProviderValidationError[] {
  const problems: ProviderValidationError[] = [];
  const invalid = (jsonPath: string, message: string) =>
    problems.push({ errorName: 'fieldHasInvalidValue', message, jsonPath });
  const { value, sequence } = request;
  if (!value) return [{ errorName: 'fieldIsMissing', message: 'Is missing', jsonPath: '$.value' }];
  if (value.currency !== payment.value.currency) {
    invalid('$.value.currency', `Must be the payment's currency, ${payment.value.currency}`);
  }
  const limit =
    action === 'increaseAuthorization'
      ? Infinity
      : action === 'partialRefund'
        ? ledger.refundable
        : ledger.open;
  if (value.amount > limit) {
    invalid('$.value.amount', `Must not be more than ${limit}, ${limits[action] ?? ''}`);
  }
  if (action === 'partialSettle' && sequence) {
    const earlier = payment.history.flatMap((c) =>
      c.kind === 'settlement' && c.sequence ? [c.sequence] : [],
    );
    const total = earlier[0]?.total;
    if (sequence.number > sequence.total) {
      invalid('$.sequence.number', 'Must not be more than sequence.total');
    }
    if (total !== undefined && sequence.total !== total) {
      invalid('$.sequence.total', `Must be ${total}, the total of the earlier partial settlements`);
    }
    if (earlier.some((s) => s.number === sequence.number)) {
      invalid('$.sequence.number', 'Was already used by an earlier partial settlement');
    }
  }
  return problems;
}

/** The command an action adds to the history, with the fate the scenario table gives it. */
function commandFor(
  payment: PaymentRecord,
  action: PaymentAction,
  ledger: PaymentLedger,
  request: ActionRequest,
  now: number,
): PaymentCommand {
  const base = { commandId: newCommandId(), at: now };
  const reference = request.reference !== undefined ? { reference: request.reference } : {};
  const partial = action === 'partialSettle' || action === 'partialRefund';
  const amount = request.value?.amount;
  switch (action) {
    case 'settle':
    case 'partialSettle':
      return {
        kind: 'settlement',
        ...base,
        amount: amount !== undefined && partial ? amount : ledger.open,
        partial,
        ...reference,
        ...(request.sequence ? { sequence: request.sequence } : {}),
        ...(settlementFailsFor(request.reference) ? { fails: true as const } : {}),
      };
    case 'refund':
    case 'partialRefund': {
      // The reference's magic value first; else the 'Refund fails' trigger armed on the payment.
      const refusal =
        refundRefusalFor(request.reference) ??
        (payment.refundFails ? { ...defaultRefundRefusal } : undefined);
      return {
        kind: 'refund',
        ...base,
        amount: amount !== undefined && partial ? amount : ledger.refundable,
        partial,
        ...reference,
        ...(refusal ? { refusal } : {}),
      };
    }
    case 'cancel':
    case 'partialCancel':
      return {
        kind: 'cancellation',
        ...base,
        amount: action === 'partialCancel' && amount !== undefined ? amount : ledger.open,
        partial: action === 'partialCancel',
        ...reference,
      };
    case 'increaseAuthorization':
      return { kind: 'increase', ...base, amount: amount ?? 0 };
    case 'reverse': {
      // Within the window the settlement has not left: the reversal cancels it. Later it is a
      // refund (§1.3) — of what was settled; an authorization with nothing settled is only
      // ever cancelled [INF].
      const since = now - (authorizedAt(payment) ?? now);
      const asCancellation = ledger.settled === 0 || since <= reversalCancelWindowMs;
      return {
        kind: 'reversal',
        ...base,
        amount: ledger.open + ledger.refundable,
        processedAs: asCancellation ? 'cancellation' : 'refund',
      };
    }
  }
}

const actionWords: Record<PaymentAction, string> = {
  settle: 'A settlement',
  partialSettle: 'A partial settlement',
  refund: 'A refund',
  partialRefund: 'A partial refund',
  cancel: 'A cancellation',
  partialCancel: 'A partial cancellation',
  reverse: 'A reversal',
  increaseAuthorization: 'An increase of the authorized amount',
};

/** A short description of the payment's state, for messages. */
export function describeState(payment: PaymentRecord, now: number): string {
  const last = lastEventOf(payment, now);
  if (last === null) return `not authorized (${payment.stage})`;
  return last.toLowerCase();
}

/**
 * Records `action` if the payment offers it through `api` now, with a body that fits what is
 * left: otherwise the provider's 404 (not offered) or 400 (currency, amount, sequence). Every
 * timestamp comes from the sandbox clock. Returns the updated payment and the new command.
 */
export async function applyPaymentAction(
  ctx: SandboxContext,
  payment: PaymentRecord,
  api: 'paymentsApi' | 'cardPayments',
  action: PaymentAction,
  request: ActionRequest = {},
): Promise<{ payment: PaymentRecord; command: PaymentCommand }> {
  const now = ctx.clock.now().getTime();
  if (!offeredActions(payment, api, now).includes(action)) {
    const offered = offeredActions(payment, api, now);
    throw actionNotAvailable(
      `${actionWords[action]} is not available: the payment is ${describeState(payment, now)}` +
        (offered.length > 0 ? `; it offers ${offered.join(', ')}.` : ' and offers no action.'),
    );
  }
  const ledger = ledgerOf(payment, now);
  if (
    action === 'partialSettle' ||
    action === 'partialRefund' ||
    action === 'partialCancel' ||
    action === 'increaseAuthorization'
  ) {
    const problems = partialProblems(payment, action, ledger, request);
    if (problems.length > 0) throw invalidBody(problems);
  }
  const command = commandFor(payment, action, ledger, request, now);
  const updated: PaymentRecord = { ...payment, history: [...payment.history, command] };
  // The armed failure is spent by the refund it applied to.
  if (command.kind === 'refund' && payment.refundFails) delete updated.refundFails;
  await ctx.tables.payments.put(updated);
  return { payment: updated, command };
}
