// What the journeys' events carry (spec §3 "Card form", "Token", "Card payment / payment state",
// §4 "Card payment flow", "Tokens", "Payout and withdrawal", "Express demo"): types only, so the
// events, the slices, the flows and the screens can all name them without importing each other.
import type { AppliedEvent } from './story-ledger';
import type { BillingAddress, ExpiryDate, RiskFactor } from '@sjd/contracts';
import type { ShopTheme, Wallet } from '../../config/paths';
import type { TokenFieldValues } from '../../lib/provider-calls';
import type { BrowserData } from './browser-data';
import type { OrderActionKind } from './order-ledger';

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

/** What an order paid for: a payment's purpose, or a withdrawal (a payout). */
export type OrderPurpose = PaymentPurpose | 'withdraw';

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

/** What a payment on the provider's hosted payment page charges (spec §4 "Hosted payment"). */
export interface HostedPaymentRequest {
  charge: PaymentCharge;
}

/** A renewal the merchant takes on the subscription's saved card (no shopper, no card form). */
export interface RecurringPaymentRequest {
  tokenId: string;
  charge: PaymentCharge;
}

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
 * A payment with a local method through the provider's APMs API (issue 45): the method as the
 * checkout picked it (checked again by the flow: an unknown one is refused), the billing country,
 * the shopper's email and, for SEPA Direct Debit, the account.
 */
export interface LocalPaymentRequest {
  method: string;
  country: string;
  charge: PaymentCharge;
  /** The site's origin: the return page the provider sends the shopper back to is on it. */
  siteOrigin: string;
  email: string;
  sepa?: { iban: string; accountHolderName: string };
}

/** approved: the shopper paid in the wallet's sheet; failed: PayPal sent them to the failure URL. */
export type SheetOutcome = 'approved' | 'failed';

export interface AddCardRequest {
  card: CardEntry;
  billingAddress: BillingAddress | null;
  browser: BrowserData;
  /** Spec §4 "Add funds": the shopper is adding a card on the way to adding funds. */
  isAddingFunds: boolean;
}

/** The fields an edit may change; only those that differ from the saved token are sent. */
export type CardChanges = Partial<TokenFieldValues>;

export interface WithdrawRequest {
  /** The saved card the money goes to (a fast access payout to the token). */
  tokenId: string;
  /** Integer minor units, in the site currency. */
  amount: number;
}

/** What the provider said about the payment (the fields the result screens can use). */
export interface PaymentAuth {
  outcome: string;
  transactionReference: string;
  /** Minor units and currency of the payment. */
  amount: number;
  currency: string;
  paymentId?: string;
  refusalCode?: string;
  refusalDescription?: string;
  /** The scheme's reference for the payment (Card Payments `scheme.reference`). */
  schemeReference?: string;
  /** Where the provider keeps the payment's follow-up actions (the order detail reads them). */
  handle?: PaymentHandle;
  /** The card as the provider answered it (brand and last four digits only). */
  card?: MaskedCard;
  /** The checks the provider flagged (only those that did not match are listed). */
  riskFactors?: RiskFactor[];
}

/**
 * The API a payment's follow-up actions belong to (issue 29): the Payments API (its query link
 * answers `lastEvent` and `_actions`) or Card Payments v7 (its `cardPayments:events` link answers
 * `lastEvent` and `_links`; a hosted-page payment learns it from Payment Queries).
 */
export interface PaymentHandle {
  /** apms: a local method's payment; its self link answers `lastEvent` and `_actions`. */
  api: 'payments' | 'cardPayments' | 'apms';
  statusHref?: string;
}

export interface MaskedCard {
  brand: string;
  lastFour: string;
}

/** How an order was paid, for the orders panel. */
export type OrderMethod =
  'card' | 'savedCard' | 'wallet' | 'hostedPage' | 'recurring' | 'payout' | 'localMethod';

/** One line of what an order bought (a basket's lines; the partial actions act on them). */
export interface OrderItem {
  title: string;
  /** Minor units for the whole line (price × quantity). */
  amount: number;
  quantity: number;
}

/**
 * An order of this visitor as the browser keeps it (persisted, versioned): the facts of the
 * payment or payout when it was made and how to find it at the provider. What the provider says
 * now (status, actions, history) is read again each time the detail opens, never stored.
 */
export interface StoredOrder {
  transactionReference: string;
  kind: 'payment' | 'payout';
  shop: ShopTheme;
  purpose: OrderPurpose;
  amount: number;
  currency: string;
  method: OrderMethod;
  /** 'Visa •••• 1111', 'Apple Pay', 'Hosted payment page'. */
  methodLabel: string;
  /** 'none': nothing at the provider to act on (a simulated wallet, a payout). */
  api: 'payments' | 'cardPayments' | 'apms' | 'none';
  paymentId?: string;
  statusHref?: string;
  /** The outcome the provider answered when the order was placed. */
  outcome: string;
  placedAt: string;
  items: OrderItem[];
  /**
   * The provider's events about it that the merchant's receiver applied (issue 43), once each,
   * oldest first: what the APIs do not say (a chargeback, a payout refused later) comes from here.
   */
  events?: AppliedEvent[];
}

/** no-conflict: a new token (201); exists: an identical one existed (200); conflict: 409. */
export type TokenConflictStatus = 'no-conflict' | 'conflict' | 'exists';

/**
 * An action on the open order (issue 29). Which link it follows is looked up in the provider's
 * last answer by `kind`; the partial actions carry the amount (minor units), their reference and,
 * for items shipped separately, the settlement's place in the sequence.
 */
export interface OrderActionRequest {
  reference: string;
  kind: OrderActionKind;
  amount?: number;
  actionReference?: string;
  sequence?: { number: number; total: number };
}
