// Each shop's main journey, run for real on a provider stack (the server and the sandbox on
// loopback, the flows in a real store, the browser's 3DS part played as simulateBrowser plays it)
// and recorded as the terminal keeps it: the trails the take-home tests (Copy as curl, the Code
// view, 'Download as script') turn into code and run again. Recorded when the test runs, never
// written by hand, so a change in a flow or in the sandbox shows up in them.
import { testCards } from '@sjd/sandbox/scenarios';
import type { AppStore } from '../app/store';
import { ticketsChosen } from '../features/cart';
import type { Trigger } from '../features/event-log';
import {
  cardAddRequested,
  cardPaymentSubmitted,
  checkoutSessionCreated,
  hostedPaymentRequested,
  paymentOutcomeAcknowledged,
  recurringPaymentRequested,
  withdrawRequested,
} from '../features/journeys/events';
import { readHostedResult } from '../features/journeys/steps/hosted-result';
import { hostedLibrarySetUp, hostedResultReceived } from '../features/journeys/slices/hpp-slice';
import { initialSessionState } from '../features/journeys/slices/session-slice';
import type { SiteConfigState } from '../features/site-config/site-config-slice';
import { billingAddress } from './card-helpers';
import {
  checkoutSession,
  journeyStore,
  paymentSettled,
  simulateBrowser,
  testBrowser,
  until,
  type ProviderStack,
} from './provider-stack';
import { payOnHostedPage } from './hosted-page-shopper';

export const recordedShops = ['retail', 'modernmart', 'gambling', 'digital', 'museart'] as const;
export type RecordedShop = (typeof recordedShops)[number];

/** The 'Test Cards' popup's first card (3DS challenge, then success): what a presenter picks. */
const challengeCard = testCards[0]?.cardNumber ?? '';
const holder = 'Ada Lovelace';

/** A Checkout SDK card session, reported to the trail as the card form reports it. */
async function sdkCard(
  store: AppStore,
  stack: ProviderStack,
  kind: 'card' | 'verifiedToken',
  cardNumber: string,
) {
  const sessionHref = await checkoutSession(stack, kind, { cardNumber, cvc: '123' });
  const path = kind === 'card' ? '/sessions/card' : '/verifiedTokens/sessions';
  store.dispatch(
    checkoutSessionCreated({
      kind: 'card',
      endpoint: `${stack.sandboxUrl}${path}`,
      href: sessionHref,
      responseTime: 40,
    }),
  );
  return { kind: 'checkout', cardHolderName: holder, sessionHref } as const;
}

async function payWithCard(
  stack: ProviderStack,
  settings: Partial<SiteConfigState>,
  agreement?: 'subscription',
) {
  const { store } = await journeyStore(stack, { settings });
  const stop = simulateBrowser(store, stack);
  const sessionKind = settings.integrationType === 'Orchestrated' ? 'card' : 'verifiedToken';
  store.dispatch(
    cardPaymentSubmitted({
      card: await sdkCard(store, stack, sessionKind, challengeCard),
      billingAddress,
      saveDetails: agreement === 'subscription',
      ...(agreement ? { agreement } : {}),
      charge: { amount: store.getState().cart.cartTotal, purpose: 'basket' },
      browser: testBrowser,
    }),
  );
  await until(store, paymentSettled);
  stop();
  return store;
}

/** Retail, Modular, Checkout SDK, 3DS: the challenge card, passed. */
async function retail(stack: ProviderStack) {
  return payWithCard(stack, { theme: 'retail', integrationType: 'Modular' });
}

/** Modernmart, Orchestrated (the Payments API), Checkout SDK, 3DS: the challenge card, passed. */
async function modernmart(stack: ProviderStack) {
  return payWithCard(stack, { theme: 'modernmart', integrationType: 'Orchestrated' });
}

/** Gambling: add a card (Checkout SDK, 3DS), then withdraw £10 (fast access, approved). */
async function gambling(stack: ProviderStack) {
  const { store } = await journeyStore(stack, {
    items: 0,
    settings: { theme: 'gambling', integrationType: 'Modular' },
    preloaded: { session: { ...initialSessionState(), accountBalance: 50_000 } },
  });
  const stop = simulateBrowser(store, stack);
  store.dispatch(
    cardAddRequested({
      card: await sdkCard(store, stack, 'verifiedToken', challengeCard),
      billingAddress,
      browser: testBrowser,
    }),
  );
  await until(store, (s) => s.tokens.tokenStatus !== 'processing');
  stop();
  const tokenId = store.getState().tokens.tokens[0]?.tokenId;
  if (!tokenId) throw new Error('The gambling journey added no card');
  store.dispatch(withdrawRequested({ tokenId, amount: 1000 }));
  await until(store, (s) => s.payout.payoutStatus !== 'withdrawing');
  return store;
}

/** Digital: subscribe (a kept card, 3DS), then the merchant takes a recurring payment. */
async function digital(stack: ProviderStack) {
  const store = await payWithCard(
    stack,
    { theme: 'digital', integrationType: 'Modular', checkCVC: false },
    'subscription',
  );
  store.dispatch(paymentOutcomeAcknowledged());
  const tokenId = store.getState().tokens.tokens[0]?.tokenId;
  if (!tokenId) throw new Error('The digital journey kept no card');
  store.dispatch(
    recurringPaymentRequested({ tokenId, charge: { amount: 100, purpose: 'renewal' } }),
  );
  await until(store, paymentSettled);
  return store;
}

/** Museart: the hosted payment page, paid on the page with the challenge card. */
async function museart(stack: ProviderStack) {
  const { store } = await journeyStore(stack, { items: 0, settings: { theme: 'museart' } });
  store.dispatch(
    ticketsChosen({
      items: [{ id: 1, title: 'Adult', price: 1000, quantity: 1 }],
      cartTotal: 1600,
    }),
  );
  store.dispatch(hostedPaymentRequested({ charge: { amount: 1600, purpose: 'tickets' } }));
  await until(store, (s) => s.hpp.step.name !== 'initialising');
  const step = store.getState().hpp.step;
  if (step.name !== 'open') throw new Error(`The page did not open: ${JSON.stringify(step)}`);
  store.dispatch(hostedLibrarySetUp({ setup: { url: step.url, type: 'iframe' } }));
  const status = await payOnHostedPage(stack, step.url, challengeCard);
  store.dispatch(
    hostedResultReceived(
      readHostedResult({ order: { status, transactionReference: step.transactionReference } }),
    ),
  );
  await until(store, (s) => s.payment.paymentStatus !== 'processing');
  return store;
}

const journeys: Record<RecordedShop, (stack: ProviderStack) => Promise<AppStore>> = {
  retail,
  modernmart,
  gambling,
  digital,
  museart,
};

/** The shop's main journey, run on `stack`, as the terminal recorded it. */
export async function recordJourney(stack: ProviderStack, shop: RecordedShop): Promise<Trigger[]> {
  const store = await journeys[shop](stack);
  return store.getState().eventLog.triggers;
}
