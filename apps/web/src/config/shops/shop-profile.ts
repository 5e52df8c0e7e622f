// What a shop profile is (config/shops/<shop>.ts): one typed object per shop with the rules in
// which the shops differ (spec §1, §2, §5, §8). The route table, the result panels' words and
// the capabilities the screens and the settings read all come from it.
import type { OrderPurpose, PayoutFamily } from '../../features/journeys';
import type { CurrencyCode, IntegrationType } from '../../themes/theme-types';
import type { ScreenId, ShopRoute, ShopTheme, Wallet } from '../paths';
import type { ShopFlow } from './routes';

/**
 * How a result panel lets the shopper go on (spec §2 "Payment result panel"):
 * - cardPrompt: a headline and the card-number style prompt back to the card form;
 * - button: one button (a card that could not be added), under the headline for gambling;
 * - continueOnly: a single continue button, no headline and no express options (museart).
 */
export type RetryRule =
  | { kind: 'cardPrompt'; to: ScreenId }
  | { kind: 'button'; label: string; to: ScreenId; withHeadline: boolean }
  | { kind: 'continueOnly'; label: string; to: ScreenId };

/** What a shop offers (spec §1, §5 "Settings", §6); themes without a shop have defaults. */
export interface ShopCapabilities {
  /** Integration types offered in the settings form; the first is the shop's default. */
  integrationTypes: readonly IntegrationType[];
  /** Currencies offered in the settings form (gambling: no USD or AUD). */
  currencies: readonly CurrencyCode[];
  /** The settings form offers the CVC check (not digital). */
  cvcCheck: boolean;
  /** Express wallets: on retail always, on modernmart only with the Modular integration. */
  expressPayment: 'always' | 'modularOnly' | 'never';
  /** Saved cards can be edited and deleted (modernmart: read-only). */
  accountEditing: boolean;
  /**
   * Recurring (merchant-initiated) payments: the 'Test Cards' popup lists the renewal-refusal
   * card only here (the sandbox's test cards name this feature).
   */
  recurring: boolean;
  /**
   * The merchant bills a plan on the visitor's demo clock (issue 31): the shop's first basket
   * payment starts a monthly subscription whose renewals the merchant's billing job charges
   * (features/journeys/flows/billing-flow.ts); the demo clock offers 'Next renewal' and the
   * account shows the schedule.
   */
  billing: boolean;
  /** Pays on the provider's hosted payment page instead of card fields. */
  hostedPaymentPage: boolean;
  /** The left panel shows the settings form; otherwise only the documentation panel. */
  settingsForm: boolean;
  /** The navigation bar shows the account icon. */
  accountIcon: boolean;
  /** The navigation bar shows the basket link with its item-count badge. */
  basket: boolean;
  /** The billing address form offers 'remember my details'. */
  rememberDetails: boolean;
  /**
   * Local payment methods through the provider's APMs API (issue 45): the checkout's 'Other ways
   * to pay' and the settings switch 'Local payment methods'.
   */
  localPaymentMethods: boolean;
}

/**
 * A shop's own use of the provider's actions on its orders (issue 29), offered in the order
 * detail beside the actions themselves:
 * - shipSeparately: each line of the basket settles as a partial settlement in sequence;
 * - returnItem: a returned item is refunded on its own (a partial refund of its price);
 * - cancelVisit: a cancellation before settlement, a refund after;
 * - reverseDeposit: a reversal (cancelled within 15 minutes of the authorization, refunded later);
 * - refundLastRenewal: the latest renewal the merchant took is refunded in full.
 */
export type AfterSaleUse =
  'shipSeparately' | 'returnItem' | 'cancelVisit' | 'reverseDeposit' | 'refundLastRenewal';

/** The shop's own use, and the orders it applies to (by what they paid for; all when absent). */
export interface AfterSale {
  use: AfterSaleUse;
  purposes?: readonly OrderPurpose[];
}

/** The result panels' words (spec §8); "ours" where the spec does not give the wording. */
export interface ResultMessages {
  declined: string;
  error: string;
  withdrawDeclined: string;
  withdrawError: string;
  /** Heads the retry prompt: the card-number field, or gambling's button. */
  retryHeadline: string;
  /** The success panel's message after a payment (type 'success'). */
  success: string;
  /** Names the transaction reference under a success. */
  referenceLabel: string;
}

/**
 * A shop's profile: its routes and every rule in which the shops differ — where its screens lead,
 * the words of its result panels, what it offers. The shared screens read these fields; nothing
 * outside the profiles branches on a shop's name.
 */
export interface ShopProfile {
  theme: ShopTheme;
  /** The flow whose routes (and app/routes/<flow>/ screens) the shop uses. */
  flow: ShopFlow;
  routes: readonly ShopRoute[];
  /** Where the splash's 'Enter Site' (digital: start) button leads. */
  entry: ScreenId;
  /**
   * Where a screen that needs something under way goes when nothing is (processing opened
   * after a reload, the card check without a saved card).
   */
  idle: ScreenId;
  /**
   * Token status success (spec §2 "{base}/processing"): where an added card goes, and whether
   * the first saved card travels in the navigation state (digital's replace-card).
   */
  cardAdded?: { to: ScreenId; withFirstToken: boolean };
  /** Spec §4 "Add funds": a card added on the way to adding funds goes on to add-funds. */
  cardAddedWhileAddingFunds?: ScreenId;
  /**
   * Spec §4 "Payout and withdrawal": the result screen of each payout outcome family (shops with
   * payouts), reached from {base}/withdrawing with transaction type 'withdraw'.
   */
  payout?: Record<PayoutFamily, ScreenId>;
  /**
   * The result panels' way on, per what failed (spec §2 "Payment result panel"): a payment, a
   * withdrawal (shops with payouts), a renewal the merchant took (shops with recurring
   * payments), a card that could not be added (shops that add cards).
   */
  retry: { payment: RetryRule; withdraw?: RetryRule; renewal?: RetryRule; cardError?: RetryRule };
  /**
   * Spec §4 "Edit card screen", digital: the edit-card screen's main button is 'Replace Card'
   * (to this screen, with the card) until something was edited, then 'Update Card'. Without it
   * the button is 'Update', enabled once something was edited.
   */
  editCardReplace?: ScreenId;
  /** The success panel's continue button: the theme's action path. */
  success: { continueTo: ScreenId; continueLabel: string };
  /**
   * The express wallets of the shop, on registerPayment and after the result panels' 'Or'
   * divider, when express payment is offered (settings and theme, spec §5).
   */
  express: { registerPayment: readonly Wallet[]; resultPanel: readonly Wallet[] };
  /** The words of the result panels (spec §8 "User messages", "Error headlines"). */
  messages: ResultMessages;
  /** What the shop offers: the settings form, the chrome and the screens read these. */
  capabilities: ShopCapabilities;
  /** Its own use of the provider's actions on its orders (the order detail). */
  afterSale: AfterSale;
}
