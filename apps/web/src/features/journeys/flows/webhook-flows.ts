// The provider speaking first, and the visitor answering it (issues 30, 40). Rows of the journey
// table:
// - a webhook's arrival: each event the demo server's receiver passes to this browser (the event
//   stream) is its own trigger ("Webhook: authorized"), an inbound POST from the provider to the
//   merchant's receiver with what the receiver did with it; an event about the order open in
//   the Orders panel reads that order again;
// - Resend, a delivery fault switched (or all turned off), a scenario trigger: calls to the demo
//   server's webhook
//   routes, each under its own trigger, so what the visitor set off shows beside the events it
//   leads to.
// Beside them, listenForWebhookReadings reads what the inspector shows (the deliveries, the
// faults): the chrome's own readings, not entries of the trail.
import { eventScenarios } from '@sjd/sandbox/scenarios';
import type { WebhookMessage, WebhookScenarioName } from '@sjd/contracts';
import type { AppStartListening } from '../../../lib/listener';
import type { EventIcon } from '../../event-log';
import { orderRefreshRequested } from '../events';
import { chromeReadings, type TrailEntry } from '../journey';
import { selectOrderDetail } from '../slices/orders-slice';
import { payoutReturnAnnounced } from '../slices/session-slice';
import {
  scenarioTriggerAnswered,
  webhookDeliveriesFailed,
  webhookDeliveriesRead,
  webhookDeliveriesRequested,
  webhookFaultsFailed,
  webhookFaultsRead,
  webhookFaultsRequested,
  webhookResendAnswered,
  type webhookFaultSwitched,
} from '../slices/webhook-tools-slice';
import { appliedEventOf, fundsNoticeText, orderReversalText } from '../story-ledger';
import { faultTexts } from '../webhook-texts';

export const webhooksApi = 'Webhooks';

const outcomeTexts: Record<WebhookMessage['outcome'], { text: string; icon: EventIcon }> = {
  applied: { text: 'verified and applied', icon: 'info' },
  duplicate: {
    text: 'a duplicate of an event already received (same eventId): ignored',
    icon: 'warning',
  },
  outOfOrder: {
    text: 'older than the last event applied to this payment: ignored',
    icon: 'warning',
  },
  failedOnPurpose: {
    text: 'answered 500 on purpose (fault: first attempt answered 500): the provider retries it 15 minutes later (or Resend it)',
    icon: 'error',
  },
  rejected: {
    text: 'refused with 400: its Event-Signature is missing or does not match (the fault you turned on); the provider retries it, so turn the fault off and Resend',
    icon: 'error',
  },
};

/** What a delay fault looks like from the receiver: the event arrived late. */
function lateText(message: WebhookMessage): string {
  if (!message.faults?.includes('delay')) return '';
  // No lag when the event is dated on a demo clock ahead of real time: it cannot be measured.
  if (typeof message.lagMs !== 'number') return ' Its first attempt was held back (fault: delay).';
  return ` It arrived ${(message.lagMs / 1000).toFixed(1)} s after its eventTimestamp (fault: delay).`;
}

export const webhookTriggerName = (message: WebhookMessage) => `Webhook: ${message.type}`;

export async function recordWebhookArrival(
  entry: TrailEntry,
  message: WebhookMessage,
): Promise<void> {
  const { text, icon } = outcomeTexts[message.outcome];
  entry.record({
    title: entry.trigger,
    type: 'request',
    api: webhooksApi,
    method: 'POST',
    url: '/api/webhooks',
    body: message.event,
    icon,
    plainText:
      message.outcome === 'rejected'
        ? `A delivery of ${message.type} for ${message.transactionReference} reached the merchant's receiver: ${text}.`
        : `The provider sent the event ${message.type} for ${message.transactionReference} to the merchant's receiver (Event-Signature key ${message.request.keyId}): ${text}.${lateText(message)}`,
    webhook: {
      eventId: message.eventId,
      transactionReference: message.transactionReference,
      outcome: message.outcome,
    },
  });
  // The event moved the player's money (session-slice.ts): the trail says so too, once. Found by
  // the event's own movement: several can arrive before this row runs (a clock move), and a
  // reconnecting stream can send the event again.
  const moved = entry.api
    .getState()
    .session.ledger.movements.find((m) => m.eventId === message.eventId);
  const applied = appliedEventOf(message);
  if (applied && moved?.reference && !moved.announced) {
    entry.api.dispatch(payoutReturnAnnounced({ eventId: message.eventId }));
    const isReturn = moved.kind === 'withdrawalReturned';
    const returnOutcome = message.type === 'error' ? 'error' : 'refused';
    const takeOutcome = message.type === 'chargedBack' ? 'chargedBack' : 'refunded';
    const text = fundsNoticeText({
      eventId: message.eventId,
      reference: moved.reference,
      amount: Math.abs(moved.delta),
      currency: applied.currency ?? '',
      outcome: isReturn ? returnOutcome : takeOutcome,
    });
    entry.note({
      title: isReturn ? 'Withdrawal given back' : 'Deposit taken back',
      plainText: `${text} (${isReturn ? 'payout' : 'payment'} ${moved.reference}, event ${message.type})`,
      api: webhooksApi,
      icon: 'warning',
    });
  }
  // An event that reverses an order's money: the trail says what it changed (issue 43).
  const order = entry.api
    .getState()
    .orders.orders.find((o) => o.transactionReference === message.transactionReference);
  const reversal = applied && order ? orderReversalText(applied, order) : null;
  if (reversal) {
    entry.note({
      title: reversal.title,
      plainText: reversal.text,
      api: webhooksApi,
      icon: 'warning',
    });
  }
  // A state change of the open order: its timeline is the provider's, so ask again.
  const { openReference, status } = selectOrderDetail(entry.api.getState());
  if (
    message.outcome === 'applied' &&
    openReference === message.transactionReference &&
    status === 'ready'
  ) {
    entry.api.dispatch(orderRefreshRequested({ reference: openReference }));
  }
}

export const resendTrigger = 'Resend webhook';

export async function resendWebhook(
  entry: TrailEntry,
  request: { eventId: string; transactionReference: string },
): Promise<void> {
  const { eventId, transactionReference } = request;
  await entry.server.resendWebhook(eventId, transactionReference, resendTrigger);
  entry.api.dispatch(
    webhookResendAnswered({
      eventId,
      note: 'Sent again, same eventId: the receiver’s answer comes into the trail as a new entry.',
    }),
  );
}

type FaultSwitch = ReturnType<typeof webhookFaultSwitched>['payload'];

const onOff = (isOn: boolean) => (isOn ? 'on' : 'off');

export const faultSwitchTrigger = ({ name, isOn }: FaultSwitch) =>
  `Webhook fault: ${faultTexts[name].label} ${onOff(isOn)}`;

/** Saves the faults as the switches now show them (the switch is already on the screen). */
export async function switchWebhookFault(entry: TrailEntry, switched: FaultSwitch): Promise<void> {
  const wanted = entry.api.getState().webhookTools.faults.faults;
  if (!wanted) return;
  const answer = await entry.server.saveWebhookFaults(wanted, entry.trigger);
  const note = `${faultTexts[switched.name].label} ${onOff(switched.isOn)} for your payments.`;
  entry.api.dispatch(webhookFaultsRead({ answer, note }));
}

export const faultsOffTrigger = 'Webhook fault: all off';

/** Saves every fault off (the switches already show them off). */
export async function turnWebhookFaultsOff(entry: TrailEntry): Promise<void> {
  const wanted = entry.api.getState().webhookTools.faults.faults;
  if (!wanted) return;
  const answer = await entry.server.saveWebhookFaults(wanted, entry.trigger);
  const note = 'Every webhook fault is off for your payments.';
  entry.api.dispatch(webhookFaultsRead({ answer, note }));
}

export const scenarioLabel = (scenario: WebhookScenarioName) =>
  eventScenarios.find((s) => s.name === scenario)?.label ?? scenario;

export const scenarioTrigger = ({ scenario }: { scenario: WebhookScenarioName }) =>
  `Scenario: ${scenarioLabel(scenario)}`;

export async function triggerScenario(
  entry: TrailEntry,
  request: { transactionReference: string; scenario: WebhookScenarioName },
): Promise<void> {
  const answer = await entry.server.triggerScenario(request, entry.trigger);
  entry.api.dispatch(
    scenarioTriggerAnswered({
      transactionReference: request.transactionReference,
      text: answer.message,
      isError: false,
    }),
  );
}

/** The inspector's readings: a payment's deliveries, and the visitor's faults. */
export function listenForWebhookReadings(startListening: AppStartListening): void {
  startListening({
    actionCreator: webhookDeliveriesRequested,
    effect: async ({ payload: { transactionReference } }, api) => {
      try {
        const answer = await chromeReadings(api).webhookEvents(transactionReference);
        api.dispatch(webhookDeliveriesRead(answer));
      } catch (error) {
        const message =
          error instanceof Error ? error.message : 'The deliveries could not be read.';
        api.dispatch(webhookDeliveriesFailed({ transactionReference, message }));
      }
    },
  });
  startListening({
    actionCreator: webhookFaultsRequested,
    effect: async (_action, api) => {
      try {
        const answer = await chromeReadings(api).webhookFaults();
        api.dispatch(webhookFaultsRead({ answer }));
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The faults could not be read.';
        api.dispatch(webhookFaultsFailed({ message }));
      }
    },
  });
}
