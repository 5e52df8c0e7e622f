// The APMs API's answers, built from a payment and the time: the payment resource of the 201
// (with the shopper's `redirect`), of the query, and of the follow-up actions. `_actions` are
// the state's (apm-timeline.ts), each `{ href, method: 'POST' }` under the payment's own path.
import type {
  ApmActionName,
  ApmActionResponse,
  ApmActions,
  ApmPaymentResponse,
  ApmQueryResponse,
} from '@sjd/contracts';
import type { ApmPaymentRecord } from './apm-payments';
import { apmStateAt } from './apm-timeline';
import type { SandboxContext } from './context';

export const apmPaymentsPath = '/apmPayments';
/** The shopper's page of a redirect, code or mandate method (hosted/apm). */
export const apmPagePath = '/apm/pay';

const actionPaths: Readonly<Record<ApmActionName, string>> = {
  reverse: 'reversals',
  partialReverse: 'partialReversals',
  settle: 'settlements',
  partialSettle: 'partialSettlements',
  confirmPayment: 'confirmations',
};

export const apmSelfHref = (ctx: SandboxContext, payment: ApmPaymentRecord) =>
  `${ctx.publicUrl}${apmPaymentsPath}/${payment.id}`;

export const apmPageUrl = (ctx: SandboxContext, payment: ApmPaymentRecord) =>
  `${ctx.publicUrl}${apmPagePath}/${payment.pageId}`;

function actionsOf(ctx: SandboxContext, payment: ApmPaymentRecord, now: number): ApmActions {
  const self = apmSelfHref(ctx, payment);
  return Object.fromEntries(
    apmStateAt(payment, now).actions.map((name) => [
      name,
      { href: `${self}/${actionPaths[name]}`, method: 'POST' as const },
    ]),
  );
}

const nowOf = (ctx: SandboxContext) => ctx.clock.now().getTime();

export function apmQueryView(ctx: SandboxContext, payment: ApmPaymentRecord): ApmQueryResponse {
  const now = nowOf(ctx);
  return {
    paymentId: payment.id,
    lastEvent: apmStateAt(payment, now).lastEvent,
    _links: { self: { href: apmSelfHref(ctx, payment) } },
    _actions: actionsOf(ctx, payment, now),
  };
}

/** The 201 of `POST /apmPayments`: where the shopper goes (or the QR code to show). */
export function apmCreatedView(
  ctx: SandboxContext,
  payment: ApmPaymentRecord,
  redirect: string,
): ApmPaymentResponse {
  return {
    ...apmQueryView(ctx, payment),
    redirect,
    paymentInstrument: payment.smartButton
      ? { method: payment.method, type: 'sdk', sdkReference: payment.pageId }
      : { method: payment.method, type: 'direct' },
    commandId: payment.commandId,
    ...(payment.transactionCode ? { transactionCode: payment.transactionCode } : {}),
  };
}

/**
 * A confirmation's 201 or a settle / reverse 202: the resource with the command's id and, as
 * the spec's examples show, an empty `_actions` (the query says what is offered next).
 */
export function apmActionView(
  ctx: SandboxContext,
  payment: ApmPaymentRecord,
  commandId: string,
): ApmActionResponse {
  return {
    paymentId: payment.id,
    lastEvent: apmStateAt(payment, nowOf(ctx)).lastEvent,
    _links: { self: { href: apmSelfHref(ctx, payment) } },
    _actions: {},
    commandId,
  };
}
