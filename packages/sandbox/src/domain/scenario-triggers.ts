// Scenario triggers on a payment or payout the sandbox already holds (issue 30; the scenario
// table's `eventScenarios`): what a bank or the provider's risk team would do to it later, made
// to happen now from the demo's order detail. Simulator-only: the provider has no such API, so
// the route is under /_sandbox (api/simulator-routes.ts) and the demo's server calls it only for
// the visitor's own references. Each writes the record, so the events it implies are recorded
// in the same transaction (webhooks/outbox.ts) and delivered like any other.
import { nowOnClockOf } from './clocks';
import type { SandboxContext } from './context';
import { ProviderError } from './errors';
import { newCommandId } from './ids';
import { ledgerOf } from './payment-history';
import type { PaymentRecord } from './payments';
import type { PayoutRecord } from './payouts';
import { payoutOutcomeAt } from './payouts';
import { payoutDecisionDelayMs, type EventScenarioName } from './scenarios';

export interface ScenarioResult {
  scenario: EventScenarioName;
  transactionReference: string;
  /** What was done and what comes next, for the trail. */
  message: string;
}

const notApplicable = (message: string) =>
  // The provider's envelope, as for an action a payment does not offer (404 endpointNotFound).
  new ProviderError(409, 'scenarioNotApplicable', message);

async function paymentOf(ctx: SandboxContext, reference: string, entity: string) {
  const found = await ctx.tables.payments.findBy('transactionReference', reference);
  return found.find((p) => p.entity === entity && p.stage === 'authorized');
}

async function payoutOf(ctx: SandboxContext, reference: string, entity: string) {
  const [payout] = await ctx.tables.payouts.findBy('reference', `${entity}\u0000${reference}`);
  return payout;
}

function chargeback(payment: PaymentRecord, now: number): PaymentRecord {
  if (payment.chargeback) throw notApplicable('This payment was already charged back.');
  const ledger = ledgerOf(payment, now);
  if (ledger.settled === 0) {
    throw notApplicable(
      'Only a payment with something settled (Sent for Settlement or Settled) can be charged back: settle it first.',
    );
  }
  const amount = Math.max(ledger.settled - ledger.refunded, 0);
  if (amount === 0) throw notApplicable('Everything settled was refunded: nothing to charge back.');
  return { ...payment, chargeback: { commandId: newCommandId(), at: now, amount } };
}

function armRefundFailure(payment: PaymentRecord, now: number): PaymentRecord {
  const ledger = ledgerOf(payment, now);
  if (ledger.closed)
    throw notApplicable('The payment is cancelled or reversed: it has no refund to fail.');
  return { ...payment, refundFails: true };
}

function decideLater(
  payout: PayoutRecord,
  outcome: 'approved' | 'refused',
  now: number,
): PayoutRecord {
  if (payout.api !== 'fastAccess') {
    throw notApplicable(
      'Only a Fast Access payout is approved or refused later (a basic disbursement is a refund).',
    );
  }
  const current = payoutOutcomeAt(payout, now).outcome;
  if (payout.decision || (current !== 'requested' && current !== 'pending')) {
    throw notApplicable(
      `The payout is ${current} and already decided: only a requested or pending payout waits for a decision.`,
    );
  }
  return { ...payout, decision: { outcome, at: now + payoutDecisionDelayMs } };
}

/** Applies a scenario to the payment or payout with this reference; a provider error otherwise. */
export async function applyEventScenario(
  ctx: SandboxContext,
  scenario: EventScenarioName,
  transactionReference: string,
  entity: string,
): Promise<ScenarioResult> {
  const seconds = payoutDecisionDelayMs / 1000;
  return ctx.store.transaction(async () => {
    if (scenario === 'approveLater' || scenario === 'refuseLater') {
      const payout = await payoutOf(ctx, transactionReference, entity);
      if (!payout)
        throw new ProviderError(
          404,
          'resourceNotFound',
          'No payout has this transaction reference.',
        );
      const outcome = scenario === 'approveLater' ? 'approved' : 'refused';
      // On the payout's own clock (a visitor's demo clock may be ahead of the global one).
      const now = await nowOnClockOf(ctx, payout);
      await ctx.tables.payouts.put(decideLater(payout, outcome, now));
      return {
        scenario,
        transactionReference,
        message: `The payout is ${outcome} ${seconds} s from now on its clock; the event ${outcome} follows.`,
      };
    }
    const payment = await paymentOf(ctx, transactionReference, entity);
    if (!payment) {
      throw new ProviderError(
        404,
        'resourceNotFound',
        'No authorized payment has this transaction reference.',
      );
    }
    // On the payment's own clock: its settlement and the chargeback must be in order on it.
    const now = await nowOnClockOf(ctx, payment);
    if (scenario === 'chargeback') {
      await ctx.tables.payments.put(chargeback(payment, now));
      return {
        scenario,
        transactionReference,
        message:
          'The shopper’s bank charged the payment back: chargedBack, then informationRequested.',
      };
    }
    await ctx.tables.payments.put(armRefundFailure(payment, now));
    return {
      scenario,
      transactionReference,
      message: 'The next refund of this payment fails: refundFailed 15 minutes after it is sent.',
    };
  });
}
