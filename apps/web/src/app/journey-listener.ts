// The journeys that take the shopper through the processing screen (spec §2 "processing",
// §4): paying with a new card, paying with a saved card ('Buy Now'), adding a card from the
// account. One journey runs at a time: a new one supersedes the running one, and a reset
// (demo choice, Apply Settings) stops it. A start event the slices refused (a double submit
// while one is processing) starts nothing.
import { isAnyOf } from '@reduxjs/toolkit';
import { failAddCard, addCard, addCardTrigger } from '../features/tokens/add-card-flow';
import { cardAddRequested } from '../features/tokens/token-events';
import { payWithCard, payWithCardTrigger } from '../features/payment/pay-with-card-flow';
import { buyNowTrigger, payWithStoredCard } from '../features/payment/pay-with-stored-card-flow';
import { buyNowPressed, cardPaymentSubmitted } from '../features/payment/payment-events';
import { failPayment } from '../features/payment/payment-outcome';
import { paymentJourneyReset } from './app-events';
import { ConfigUnavailable, openJourney, type FlowApi, type Journey } from './journey';
import type { AppStartListening } from './listener';

async function runJourney(
  api: FlowApi,
  trigger: string,
  run: (journey: Journey) => Promise<void>,
  fail: (api: FlowApi, journey: Journey | null, error: unknown) => void,
): Promise<void> {
  let journey: Journey | null = null;
  try {
    journey = await openJourney(api, trigger);
    if (!journey) throw new ConfigUnavailable();
    await run(journey);
  } catch (error) {
    fail(api, journey, error);
  }
}

export function listenForJourneys(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(cardPaymentSubmitted, buyNowPressed, cardAddRequested, paymentJourneyReset),
    effect: async (action, api) => {
      const before = api.getOriginalState();
      const isPayment = cardPaymentSubmitted.match(action) || buyNowPressed.match(action);
      if (isPayment && before.payment.paymentStatus === 'processing') return;
      if (cardAddRequested.match(action) && before.tokens.tokenStatus === 'processing') return;

      // The running journey (if any) stops here; its own state was reset or is replaced.
      api.cancelActiveListeners();

      if (cardPaymentSubmitted.match(action)) {
        await runJourney(
          api,
          payWithCardTrigger,
          (j) => payWithCard(j, action.payload),
          failPayment,
        );
      } else if (buyNowPressed.match(action)) {
        await runJourney(
          api,
          buyNowTrigger,
          (j) => payWithStoredCard(j, action.payload),
          failPayment,
        );
      } else if (cardAddRequested.match(action)) {
        await runJourney(api, addCardTrigger, (j) => addCard(j, action.payload), failAddCard);
      }
    },
  });
}
