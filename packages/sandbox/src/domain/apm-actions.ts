// What changes an APM payment: the merchant's follow-up actions (confirm, settle, reverse; full
// or partial) and the shopper's answer on the provider's page. Each is guarded against the
// payment's state as of now on its clock (apm-timeline.ts) and recorded once: a second
// confirmation, a replayed answer or a settlement of what is already settled changes nothing.
import type { ApmActionName, ApmReversal, ApmSettlement } from '@sjd/contracts';
import type { ProviderValidationError } from '@sjd/contracts';
import type { ApmCommand, ApmPaymentRecord, ShopperAnswer } from './apm-payments';
import { apmStateAt, type ApmState } from './apm-timeline';
import type { SandboxContext } from './context';
import { actionNotAvailable, invalidBody, ProviderError } from './errors';
import { newCommandId } from './ids';

export type ApmActionBody = ApmSettlement | ApmReversal | undefined;

function notOffered(name: ApmActionName, state: ApmState): ProviderError {
  const offered = state.actions.length > 0 ? state.actions.join(', ') : 'nothing';
  return actionNotAvailable(
    `The payment is ${state.lastEvent}: ${name} is not available (it offers ${offered}).`,
  );
}

/** The body's value: the payment's currency, and an amount the action can take. */
function valueProblems(
  payment: ApmPaymentRecord,
  body: ApmActionBody,
  amount: { exactly?: number; atMost?: number },
): ProviderValidationError[] {
  if (!body) return [];
  const problems: ProviderValidationError[] = [];
  if (body.value.currency !== payment.value.currency) {
    problems.push({
      errorName: 'fieldHasInvalidValue',
      message: `Must be the payment's currency (${payment.value.currency})`,
      jsonPath: '$.value.currency',
    });
  }
  const { exactly, atMost } = amount;
  if (exactly !== undefined && body.value.amount !== exactly) {
    problems.push({
      errorName: 'fieldHasInvalidValue',
      message: `A full action is for the whole amount left (${exactly}); use the partial one for less`,
      jsonPath: '$.value.amount',
    });
  }
  if (atMost !== undefined && body.value.amount > atMost) {
    problems.push({
      errorName: 'fieldHasInvalidValue',
      message: `Must be at most the amount left to act on (${atMost})`,
      jsonPath: '$.value.amount',
    });
  }
  // Klarna's order lines must add up to what is settled or refunded [INF: Klarna's own rule].
  const items = body.order?.items;
  if (items && items.reduce((sum, item) => sum + item.totalAmount, 0) !== body.value.amount) {
    problems.push({
      errorName: 'fieldHasInvalidValue',
      message: "The order lines' totalAmount must add up to value.amount",
      jsonPath: '$.order.items',
    });
  }
  return problems;
}

/** The command an action records, once its guards passed. */
function commandFor(
  payment: ApmPaymentRecord,
  name: ApmActionName,
  body: ApmActionBody,
  state: ApmState,
  at: number,
): ApmCommand {
  const commandId = newCommandId();
  const reference = body?.reference === undefined ? {} : { reference: body.reference };
  if (name === 'confirmPayment') {
    if (payment.answer?.action !== 'approved') {
      // [H: the API's 400 example] the shopper has not approved it in PayPal yet.
      throw new ProviderError(400, 'orderNotReady', 'Transaction not ready');
    }
    return { kind: 'confirmation', commandId, at };
  }
  const partial = name === 'partialSettle' || name === 'partialReverse';
  const settling = name === 'settle' || name === 'partialSettle';
  // A reversal refunds what was settled, or cancels an authorization nothing was settled from.
  const refunds = !settling && state.settled > 0;
  const left = settling || !refunds ? state.open : state.refundable;
  const problems = valueProblems(payment, body, partial ? { atMost: left } : { exactly: left });
  if (
    !settling &&
    payment.method === 'pix' &&
    (!body || !('reasonCode' in body) || !body.reasonCode)
  ) {
    problems.push({
      errorName: 'fieldIsMissing',
      message: 'Is missing (a Pix refund must give its reason)',
      jsonPath: '$.reasonCode',
    });
  }
  if (problems.length > 0) throw invalidBody(problems);
  const amount = body?.value.amount ?? left;
  if (settling) {
    const lines = body?.order?.items?.length;
    return {
      kind: 'settlement',
      commandId,
      at,
      amount,
      partial,
      ...reference,
      ...(lines === undefined ? {} : { orderLines: lines }),
    };
  }
  const reasonCode = body && 'reasonCode' in body ? body.reasonCode : undefined;
  return {
    kind: 'reversal',
    commandId,
    at,
    amount,
    partial,
    ...reference,
    processedAs: refunds ? 'refund' : 'cancellation',
    ...(reasonCode ? { reasonCode } : {}),
  };
}

/**
 * A follow-up action: offered now (404 otherwise), its body fitting the payment (400), then
 * recorded. Returns the updated payment and the command's id.
 */
export async function applyApmAction(
  ctx: SandboxContext,
  payment: ApmPaymentRecord,
  name: ApmActionName,
  body: ApmActionBody,
): Promise<{ payment: ApmPaymentRecord; commandId: string }> {
  const now = ctx.clock.now().getTime();
  const state = apmStateAt(payment, now);
  if (!state.actions.includes(name)) throw notOffered(name, state);
  const command = commandFor(payment, name, body, state, now);
  const updated = { ...payment, history: [...payment.history, command] };
  await ctx.tables.apmPayments.put(updated);
  return { payment: updated, commandId: command.commandId };
}

export type AnswerResult =
  | { ok: true; payment: ApmPaymentRecord }
  | { ok: false; reason: 'answered' | 'expired'; payment: ApmPaymentRecord };

/**
 * The shopper's answer, recorded once and only while the request is open on the payment's
 * clock: a replayed answer (the page posted again, the back button) changes nothing.
 */
export async function answerApmPayment(
  ctx: SandboxContext,
  payment: ApmPaymentRecord,
  answer: Omit<ShopperAnswer, 'at'>,
): Promise<AnswerResult> {
  if (payment.answer) return { ok: false, reason: 'answered', payment };
  const now = ctx.clock.now().getTime();
  if (now >= payment.expiresAt) return { ok: false, reason: 'expired', payment };
  const updated = { ...payment, answer: { ...answer, at: now } };
  await ctx.tables.apmPayments.put(updated);
  return { ok: true, payment: updated };
}
