// The public events of the payment flows: what the screens dispatch (spec §4 "Card payment
// flow", "Buy Now", "Card check", "Checkout form"). Each starts one flow; the slices record what
// it means for them. The browser's 3DS values are read here when the screen does not pass them,
// so the flows stay DOM-free.
import { createAction } from '@reduxjs/toolkit';
import type { BillingAddress, ExpiryDate } from '@sjd/contracts';
import type { Wallet } from '../../config/paths';
import { readBrowserData, type BrowserData } from '../three-ds';

/**
 * A new card as the checkout form has it:
 * - plain (Direct): the typed card number, expiry and CVC (§5 rules already applied);
 * - checkout (Checkout SDK): the session href the hosted fields generated — a
 *   `/verifiedTokens/sessions/…` href for the Modular integration, `/sessions/…` for the
 *   Orchestrated one (spec §7).
 */
export type CardEntry =
  | {
      kind: 'plain';
      cardHolderName: string;
      cardNumber: string;
      expiryDate: ExpiryDate;
      /** '' when the shopper typed none: it is then not sent (spec §5). */
      cvc: string;
    }
  | { kind: 'checkout'; cardHolderName: string; sessionHref: string };

/**
 * What the money is for (spec §4 "Payment outcome"; issue "Shops as data"): a basket, a top-up of
 * the betting balance, a subscription renewal, museum tickets or an express wallet. The outcome
 * step reads it to decide what an authorization does to the cart and the balance (purpose.ts).
 */
export type PaymentPurpose = 'basket' | 'addFunds' | 'renewal' | 'tickets' | 'wallet';

/** The amount to charge (integer minor units, in the site currency) and what it pays for. */
export interface PaymentCharge {
  amount: number;
  purpose: PaymentPurpose;
}

/**
 * What a kept card is for (spec §7 customerAgreement): 'cardOnFile', the shopper pays with it again
 * ('Buy Now'); 'subscription', the first payment of a subscription whose renewals the merchant
 * takes with the scheme reference this payment returns (digital).
 */
export type StoredCardAgreement = 'cardOnFile' | 'subscription';

/** The customer agreement of a customer-initiated payment with a kept card, as the APIs spell it. */
export type CustomerAgreement =
  | { type: 'cardOnFile'; storedCardUsage: 'first' | 'subsequent' }
  | { type: 'subscription'; storedCardUsage: 'first' };

export interface CardPaymentRequest {
  card: CardEntry;
  charge: PaymentCharge;
  /** The billing address form's values (null in themes without one). */
  billingAddress: BillingAddress | null;
  /** 'Remember my details': the card is saved as a token for later 'Buy Now' payments. */
  saveDetails: boolean;
  /** How a saved card is set up; card on file unless the checkout sells a subscription. */
  agreement?: StoredCardAgreement;
  browser: BrowserData;
}

/** The card check's security code: typed (Direct) or a CVC session (Checkout SDK). */
export type SecurityCode = { cvc: string } | { cvcSessionHref: string };

export interface StoredCardPaymentRequest {
  tokenId: string;
  charge: PaymentCharge;
  /** Only with the CVC check on (spec §4 "Card check"). */
  securityCode?: SecurityCode;
  browser: BrowserData;
}

type WithOptionalBrowser<T extends { browser: BrowserData }> = Omit<T, 'browser'> & {
  browser?: BrowserData;
};

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

/** What a payment on the provider's hosted payment page charges (spec §4 "Hosted payment"). */
export interface HostedPaymentRequest {
  charge: PaymentCharge;
}

/**
 * 'Continue to payment' on a hosted-payment-page shop (museart's order summary): the server
 * creates a payment page for the charge and the page embeds it (spec §7 "Hosted payment
 * initialisation"); the library's result callback ends the payment.
 */
export const hostedPaymentRequested = createAction<HostedPaymentRequest>(
  'payment/hostedPaymentRequested',
);

/** A renewal the merchant takes on the subscription's saved card (no shopper, no card form). */
export interface RecurringPaymentRequest {
  tokenId: string;
  charge: PaymentCharge;
}

/** The account's recurring-payment button: a merchant-initiated payment on the saved card. */
export const recurringPaymentRequested = createAction<RecurringPaymentRequest>(
  'payment/recurringPaymentRequested',
);

/**
 * PayPal's result URLs (spec §2 "Other pages"): where PayPal sends the shopper back — the shop's
 * success and error pages, its processing page for a pending payment, and where they started.
 */
export interface WalletResultUrls {
  success: string;
  failure: string;
  pending: string;
  cancel: string;
}

export interface WalletPaymentRequest {
  wallet: Wallet;
  charge: PaymentCharge;
  /** Absolute URLs of the shop's result pages (named in PayPal's request). */
  resultUrls: WalletResultUrls;
  /** The site's origin: Apple Pay's merchant session is asked for this domain. */
  siteOrigin: string;
}

/**
 * Spec §4 "Express demo": the wallet's demo sheet started playing — the payment method becomes
 * 'Express Checkout' and the wallet's authorisation is created (simulated).
 */
export const walletPaymentStarted = createAction<WalletPaymentRequest>(
  'payment/walletPaymentStarted',
);

/** The wallet's dialog was closed before the sheet finished: nothing is paid, the cart stays. */
export const walletPaymentCancelled = createAction<{ wallet: Wallet }>(
  'payment/walletPaymentCancelled',
);

/** The result screen has been shown: the payment status goes back to '' for the next one. */
export const paymentOutcomeAcknowledged = createAction('payment/outcomeAcknowledged');
