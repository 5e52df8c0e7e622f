// How an entry of the trail ends when its flow threw (spec §8 "Error catalogue"), in one place:
// the journey table ends every row with failJourney and the row's kind. Cancellations (a reset,
// a newer journey) end silently. Failures on the way to the provider or the demo server are
// already in the terminal as 'Request failed' (their clients record them); a provider's error
// answer gets the kind's descriptor (spec §8: 'Payment failed', 'Verification failed' for a
// card, …); a bug is logged for developers. Then the kind's failure events put its state where
// it must be: for the shopper's journeys the draft token goes and the slices reset the card,
// token and 3DS data; for the others what their screen says (the order detail, the clock, the
// inspector, the billing schedule).
import { clockErrorCodes, providerApis } from '@sjd/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { ApiRequestError } from '../../lib/api-request-error';
import { ProviderCallError } from '../../lib/provider-types';
import { failureEvents } from '../event-log';
import { allTokensDeleted, cardAddFailed, paymentFailed, tokenRemoved } from './events';
import {
  ConfigUnavailable,
  isCancellation,
  type FlowApi,
  type Note,
  type TrailEntry,
} from './journey';
import { OrderNotFound } from './order-ledger';
import {
  renewalAnswered,
  renewalCardEnded,
  renewalNotMade,
  tokenEnded,
} from './slices/billing-slice';
import { clockLoadRequested, clockMoveRefused, demoNowMs } from './slices/clock-slice';
import { hostedPageUnavailable } from './slices/hpp-slice';
import { orderViewFailed } from './slices/orders-slice';
import { paymentAbandoned } from './slices/payment-slice';
import { payoutFailed } from './slices/payout-slice';
import { cardDeleteFailed, cardUpdateFailed, draftTokenCleared } from './slices/tokens-slice';
import {
  scenarioTriggerAnswered,
  scenarioTriggerRequested,
  webhookFaultsFailed,
  webhookFaultsRequested,
  webhookFaultSwitched,
  webhookFaultsTurnedOff,
  webhookResendAnswered,
  webhookResendRequested,
} from './slices/webhook-tools-slice';

/**
 * What a row that threw ends, by the state it runs in:
 * - payment: the payment's error status ({base}/error);
 * - card: the token process fails ({base}/addCardfailed; add card and replace card);
 * - payout: the payout fails ({base}/error as a withdrawal, the balance unchanged);
 * - hostedPage: nothing was charged and the shopper stays on the order, told why, with 'Try
 *   again' (the page could not be created or shown);
 * - cardUpdate, cardDelete: the edit screen says why; a card the provider no longer has goes;
 * - deleteAll: the list is cleared anyway (the next demo has a fresh namespace);
 * - orderReading: the order detail says why the provider could not be read;
 * - renewal: the billing job's attempt counts as refused (the provider refused the request) or
 *   is tried at the next move (not sent);
 * - clockMove: the clock stays where it was and says why;
 * - resend, faultSwitch, scenario: the inspector or the order detail says why;
 * - note: an entry that makes no call (a webhook's arrival, a settings switch): nothing to undo.
 */
export type JourneyKind =
  | 'payment'
  | 'card'
  | 'payout'
  | 'hostedPage'
  | 'cardUpdate'
  | 'cardDelete'
  | 'deleteAll'
  | 'orderReading'
  | 'renewal'
  | 'clockMove'
  | 'note'
  | 'resend'
  | 'faultSwitch'
  | 'scenario';

interface Failure {
  error: unknown;
  message: string;
  /** The event that started the row. */
  action: UnknownAction;
  state: RootState;
}

interface FailureRule {
  /** The message when what was thrown is not an Error. */
  fallback: string;
  /** What the trail adds (a provider's error answer's descriptor, a consequence); none if null. */
  note?(failure: Failure): Note | null;
  /** The events that put the row's state in its failure. */
  failed(failure: Failure): UnknownAction[];
}

/** Spec §8: a provider's error answer (its body is in the terminal) gets its descriptor. */
const providerAnswer =
  (title: string, api: string) =>
  ({ error, message }: Failure): Note | null =>
    error instanceof ProviderCallError && !error.isRequestFailure
      ? { title, plainText: message, api, icon: 'error' }
      : null;

const shopperJourney = (
  title: string,
  api: string,
  fallback: string,
  failed: (message: string) => UnknownAction[],
): FailureRule => ({
  fallback,
  note: providerAnswer(title, api),
  failed: ({ message }) => [draftTokenCleared(), ...failed(message)],
});

/** What the order detail says when the provider could not be read. */
function readingProblem({ error }: Failure): string {
  if (error instanceof OrderNotFound || error instanceof ConfigUnavailable) return error.message;
  if (error instanceof ProviderCallError) {
    return `The order could not be read from the provider: ${error.message}`;
  }
  return 'The order could not be read from the provider.';
}

const isProviderRefusal = (error: unknown) =>
  error instanceof ProviderCallError && error.failure === 'providerError';

const failureRules: Record<JourneyKind, FailureRule> = {
  payment: shopperJourney(failureEvents.paymentFailed, 'Payment', 'The payment failed', (error) => [
    paymentFailed({ error }),
  ]),
  // Creating the verified token or the account verification was answered with an error.
  card: shopperJourney(
    failureEvents.verificationFailed,
    'Tokens',
    'Adding the card failed',
    (error) => [cardAddFailed({ error })],
  ),
  payout: shopperJourney(
    failureEvents.paymentFailed,
    providerApis.payouts.title,
    'The withdrawal failed',
    (error) => [payoutFailed({ error })],
  ),
  hostedPage: shopperJourney(
    failureEvents.paymentFailed,
    providerApis.hostedPaymentPages.title,
    'The payment page could not be created.',
    (message) => [
      hostedPageUnavailable({ problem: 'initialisation', message }),
      paymentAbandoned({ reason: message }),
    ],
  ),
  cardUpdate: {
    fallback: 'The request failed',
    note: ({ error, message }) =>
      error instanceof ProviderCallError && !error.isRequestFailure && error.status !== 404
        ? { title: failureEvents.requestFailed, plainText: message, api: 'Tokens', icon: 'error' }
        : null,
    failed: ({ error, message, state }) => {
      const tokenId = state.tokens.updatingTokenId ?? '';
      // The token is gone (404): the list drops it, as the edit screen expects.
      const gone = error instanceof ProviderCallError && error.status === 404;
      return [
        ...(gone ? [tokenRemoved(tokenId)] : []),
        cardUpdateFailed({ tokenId, error: message }),
      ];
    },
  },
  cardDelete: {
    fallback: 'The request failed',
    // Spec §8: a deletion error is recorded (with what the server said).
    note: ({ error, message }) =>
      error instanceof ProviderCallError
        ? {
            title: failureEvents.tokenDeletionFailed,
            plainText: message,
            api: 'Tokens',
            icon: 'error',
          }
        : null,
    failed: ({ message, state }) => [
      cardDeleteFailed({ tokenId: state.tokens.deletingTokenId ?? '', error: message }),
    ],
  },
  deleteAll: { fallback: 'The cards could not be deleted', failed: () => [allTokensDeleted()] },
  orderReading: {
    fallback: 'The order could not be read from the provider.',
    failed: (failure) => {
      const reference = failure.state.orders.openReference;
      return reference ? [orderViewFailed({ reference, message: readingProblem(failure) })] : [];
    },
  },
  renewal: {
    fallback: 'The renewal could not be sent',
    note: ({ error, message }) => ({
      title: failureEvents.paymentFailed,
      api: "Merchant's billing job",
      icon: isProviderRefusal(error) ? 'warning' : 'error',
      plainText: isProviderRefusal(error)
        ? `The provider refused the renewal request (${message}): it counts as a refused renewal.`
        : `The renewal could not be sent (${message}); the billing job tries again at the next move of the clock.`,
    }),
    // A request the provider refused (a token that expired with its card, say) is a refused
    // renewal like any other, so dunning and "past due" follow; one not sent waits for the clock.
    // A card whose token ended meanwhile is not dunned: the shopper is asked to replace it.
    failed: ({ error, state }) => {
      if (!isProviderRefusal(error)) return [renewalNotMade()];
      const card = state.tokens.tokens.at(-1) ?? null;
      if (card && tokenEnded(card, demoNowMs(state.clock))) {
        return [renewalCardEnded({ tokenId: card.tokenId, endedAt: card.tokenExpiryDateTime })];
      }
      return [renewalAnswered({ outcome: 'notCharged', tokenId: card?.tokenId ?? null })];
    },
  },
  clockMove: {
    fallback: 'The clock did not move.',
    // Moved meanwhile (another tab or instance): the clock is read again, so the face shows
    // where it is and the next move starts from there.
    failed: ({ error, message }) => [
      clockMoveRefused(`The clock did not move: ${message}`),
      ...(error instanceof ApiRequestError && error.code === clockErrorCodes.movedMeanwhile
        ? [clockLoadRequested()]
        : []),
    ],
  },
  note: { fallback: 'The entry could not be recorded.', failed: () => [] },
  resend: {
    fallback: 'The event could not be sent again.',
    failed: ({ action, message }) =>
      webhookResendRequested.match(action)
        ? [webhookResendAnswered({ eventId: action.payload.eventId, note: message })]
        : [],
  },
  faultSwitch: {
    fallback: 'The faults could not be saved.',
    failed: ({ action, message }) =>
      webhookFaultSwitched.match(action)
        ? [webhookFaultsFailed({ message, switched: action.payload })]
        : webhookFaultsTurnedOff.match(action)
          ? // Which were on is the server's to say: read them again.
            [webhookFaultsFailed({ message }), webhookFaultsRequested()]
          : [],
  },
  scenario: {
    fallback: 'The scenario could not be triggered.',
    failed: ({ action, message }) =>
      scenarioTriggerRequested.match(action)
        ? [
            scenarioTriggerAnswered({
              transactionReference: action.payload.transactionReference,
              text: message,
              isError: true,
            }),
          ]
        : [],
  },
};

/** What a flow may throw without it being a bug: the clients' failures and the engine's own. */
const isExpected = (error: unknown) =>
  error instanceof ProviderCallError ||
  error instanceof ApiRequestError ||
  error instanceof ConfigUnavailable ||
  error instanceof OrderNotFound;

export function failJourney(
  api: FlowApi,
  entry: TrailEntry | null,
  error: unknown,
  kind: JourneyKind,
  action: UnknownAction,
): void {
  if (isCancellation(api, error)) return;
  const rule = failureRules[kind];
  const message = error instanceof Error ? error.message : rule.fallback;
  // A bug, not an answer: keep it visible to developers as well.
  if (!isExpected(error)) console.error(error);
  const failure: Failure = { error, message, action, state: api.getState() };
  const note = entry && rule.note?.(failure);
  if (note) entry.note(note);
  for (const event of rule.failed(failure)) api.dispatch(event);
}
