// The events of the journeys (spec §4), in one module below the slices: every event more than one
// slice answers, or that a screen dispatches, is created here, so the slices import this module
// and never each other (a slice that imported another's action creators closed an import cycle
// that only Redux Toolkit's lazy reducers kept from crashing). Each names something that happened;
// each slice decides what it means for it and ignores what does not apply. Action types keep the
// names they had when each slice created its own (`payment/…`, `tokens/…`, `payout/…`).
// The browser's 3DS values are read here when the screen does not pass them, so flows stay
// DOM-free.
import { createAction } from '@reduxjs/toolkit';
import type { Token, WebhookMessage } from '@sjd/contracts';
import type { Wallet } from '../../config/paths';
import { readBrowserData, type BrowserData } from './browser-data';
import type {
  AddCardRequest,
  CardChanges,
  OrderActionRequest,
  CardPaymentRequest,
  HostedPaymentRequest,
  PaymentAuth,
  RecurringPaymentRequest,
  SheetOutcome,
  StoredCardPaymentRequest,
  StoredOrder,
  TokenConflictStatus,
  WalletPaymentRequest,
  LocalPaymentRequest,
  WithdrawRequest,
} from './types';

type WithOptionalBrowser<T extends { browser: BrowserData }> = Omit<T, 'browser'> & {
  browser?: BrowserData;
};

/**
 * Card payment, payment, 3DS, fraud-check, payout and hosted-page state go back to their
 * defaults and the running journey stops (spec §4: on a demo choice and on Apply Settings).
 */
export const paymentJourneyReset = createAction('app/paymentJourneyReset');

// ---- Started by the screens: each starts one journey (journey-table.ts) ----

/** The checkout form was submitted (not from the account area): pay with a new card. */
export const cardPaymentSubmitted = createAction(
  'payment/cardPaymentSubmitted',
  (request: WithOptionalBrowser<CardPaymentRequest>): { payload: CardPaymentRequest } => ({
    payload: { ...request, browser: request.browser ?? readBrowserData() },
  }),
);

/**
 * 'Buy Now' with a saved card (CVC check off), or the card check's 'Continue with payment'
 * (CVC check on, with the security code).
 */
export const buyNowPressed = createAction(
  'payment/buyNowPressed',
  (
    request: WithOptionalBrowser<StoredCardPaymentRequest>,
  ): { payload: StoredCardPaymentRequest } => ({
    payload: { ...request, browser: request.browser ?? readBrowserData() },
  }),
);

/**
 * 'Continue to payment' on a hosted-payment-page shop (museart's order summary): the server
 * creates a payment page for the charge and the page embeds it (spec §7 "Hosted payment
 * initialisation"); the library's result callback ends the payment.
 */
export const hostedPaymentRequested = createAction<HostedPaymentRequest>(
  'payment/hostedPaymentRequested',
);

/** The account's recurring-payment button: a merchant-initiated payment on the saved card. */
export const recurringPaymentRequested = createAction<RecurringPaymentRequest>(
  'payment/recurringPaymentRequested',
);

/**
 * Spec §4 "Express demo": the wallet's demo sheet started playing — the payment method becomes
 * 'Express Checkout' and the wallet's authorisation is created (simulated).
 */
export const walletPaymentStarted = createAction<WalletPaymentRequest>(
  'payment/walletPaymentStarted',
);

/** The add-card form was submitted from the account area: create (and verify) a token. */
export const cardAddRequested = createAction(
  'tokens/cardAddRequested',
  (
    request: Omit<AddCardRequest, 'browser' | 'isAddingFunds'> & {
      browser?: BrowserData;
      isAddingFunds?: boolean;
    },
  ): { payload: AddCardRequest } => ({
    payload: {
      ...request,
      browser: request.browser ?? readBrowserData(),
      isAddingFunds: request.isAddingFunds ?? false,
    },
  }),
);

/**
 * Digital's replace-card form was submitted: the new card is verified and saved, and replaces
 * every other saved card (spec §4 "Replace card").
 */
export const cardReplaceRequested = createAction(
  'tokens/cardReplaceRequested',
  (
    request: Omit<AddCardRequest, 'browser' | 'isAddingFunds'> & { browser?: BrowserData },
  ): { payload: AddCardRequest } => ({
    payload: { ...request, browser: request.browser ?? readBrowserData(), isAddingFunds: false },
  }),
);

/** 'Withdraw' on the withdraw screen: a fast access payout of the amount to the card. */
export const withdrawRequested = createAction<WithdrawRequest>('payout/withdrawRequested');

/** 'Update' on the edit-card screen. */
export const cardUpdateRequested = createAction<{ tokenId: string; changes: CardChanges }>(
  'tokens/cardUpdateRequested',
);

/** 'Delete' on the edit-card screen. */
export const cardDeleteRequested = createAction<{ tokenId: string }>('tokens/cardDeleteRequested');

// ---- The orders back office (issue 29): each runs beside the shopper's journey ----

/**
 * 'View order' on a success screen, or an order picked in the Orders panel: the panel opens on
 * it and the provider is asked what it holds (Payment Queries, and the status with its actions).
 */
export const orderOpened = createAction<{ reference: string }>('orders/orderOpened');

/** 'Refresh' on the order detail: the provider is read again. */
export const orderRefreshRequested = createAction<{ reference: string }>(
  'orders/orderRefreshRequested',
);

/** An action button (or a shop's own use of one) on the order detail. */
export const orderActionRequested = createAction<OrderActionRequest>('orders/orderActionRequested');

/**
 * A payment was answered or a payout made (place-order.ts, by the endings): the order joins the
 * visitor's orders; a shop's first basket payment starts the merchant's billing of its plan.
 */
export const orderPlaced = createAction<StoredOrder>('orders/orderPlaced');

// ---- What the trail records that comes from elsewhere ----

/** One message of the demo server's event stream: a provider event the receiver handled. */
export const webhookReceived = createAction<WebhookMessage>('webhooks/webhookReceived');

/** What a session the Checkout SDK's hosted fields made looked like (the form reports it). */
export interface CheckoutSessionReport {
  /** card: generateSessionState (card + CVC); cvc: generateSessions with the CVC field alone. */
  kind: 'card' | 'cvc';
  /** The endpoint the fields posted to, e.g. https://…/verifiedTokens/sessions. */
  endpoint: string;
  href: string;
  /** From the shopper's press to the session href, in ms. */
  responseTime: number;
}

/** The hosted fields made a session (the form dispatches it just before starting the journey). */
export const checkoutSessionCreated =
  createAction<CheckoutSessionReport>('checkout/sessionCreated');

// ---- What the browser reports while a journey waits ----

/** 'Pay with iDEAL' (BLIK, SEPA Direct Debit, …) in the checkout's 'Other ways to pay' (issue 45). */
export const localPaymentStarted = createAction<LocalPaymentRequest>('payment/localPaymentStarted');

/** The wallet's dialog was closed before the sheet finished: nothing is paid, the cart stays. */
export const walletPaymentCancelled = createAction<{ wallet: Wallet }>(
  'payment/walletPaymentCancelled',
);

/**
 * The wallet's demo sheet came to its end — the video ended (desktop, and every wallet but Google
 * Pay on mobile) or Google Pay's mobile image dialog ran its 6000 ms. The wallet flow waits for
 * it; the viewer's PayPal outcome rides along.
 */
export const walletSheetFinished = createAction<{ wallet: Wallet; outcome: SheetOutcome }>(
  'express/walletSheetFinished',
);

// ---- How journeys end: the payment, token and session slices all answer these ----

export const paymentAuthorized = createAction<PaymentAuth>('payment/paymentAuthorized');
export const paymentDeclined = createAction<{ reason: string; auth?: PaymentAuth }>(
  'payment/paymentDeclined',
);
export const paymentFailed = createAction<{ error: string }>('payment/paymentFailed');

/**
 * Add-card finished: the token is saved (spec §4 "success (token appended)"). An account
 * verification (card on file) set up the agreement: its payments are 'subsequent' from the
 * first one.
 */
export const cardAdded = createAction<{ token: Token; isCardOnFileReady?: boolean }>(
  'tokens/cardAdded',
);
export const cardAddFailed = createAction<{ error: string }>('tokens/cardAddFailed');

/** Verified Tokens answered with a token (201, 200, 206 or 409): the journey's draft token. */
export const draftTokenCreated = createAction<{
  token: Token;
  conflictStatus: TokenConflictStatus;
  conflictLink: string | null;
}>('tokens/draftTokenCreated');

/** The provider no longer has it (deleted, or a 404 which counts as deleted). */
export const tokenRemoved = createAction<string>('tokens/tokenRemoved');
export const cardDeleted = createAction<{ tokenId: string }>('tokens/cardDeleted');
export const allTokensDeleted = createAction('tokens/allTokensDeleted');

// ---- Sent by the result screens once they have shown the outcome ----

/** The result screen has been shown: the payment status goes back to '' for the next one. */
export const paymentOutcomeAcknowledged = createAction('payment/outcomeAcknowledged');

/** The withdrawal's result screen has been shown: the payout status goes back to 'Not initiated'. */
export const payoutOutcomeAcknowledged = createAction('payout/outcomeAcknowledged');

/**
 * The token process is over for the screens (the account or add-card-failed screen was shown):
 * token status, conflict status and error go back to their defaults (spec §7 RESET_TOKEN_PROCESS).
 */
export const tokenProcessReset = createAction('tokens/tokenProcessReset');
