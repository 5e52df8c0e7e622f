// The local payment methods the sandbox simulates through the provider's APMs API (version
// 2024-07-01, `POST /apmPayments`), with the facts a checkout needs to offer them: the
// currencies and countries each takes, how the shopper completes it, and whether the merchant
// settles it later. Sources: the APMs OpenAPI for the `method` names and fields; the provider's
// per-method pages ("Feature summary" tables) for countries, currencies and what can be
// reversed [M]. Where a page names none, the choice is marked [INF] here and in the sandbox
// README. The web app reads the same table to list the methods that fit a basket.

/** The `instruction.method` values the sandbox simulates (the API names more). */
export const apmMethods = [
  'ideal',
  'bancontact',
  'trustly',
  'open_banking',
  'paypal',
  'pix',
  'swish',
  'blik',
  'sepa',
  'klarna_network',
  'klarna',
] as const;
export type ApmMethod = (typeof apmMethods)[number];

/**
 * How the shopper completes the payment at the provider:
 * - `redirect`: a bank or wallet page (Approve / Decline / Cancel), then back to `resultUrls`;
 * - `qr`: a QR code (and a code to copy) paid in the shopper's app; no return address;
 * - `code`: a one-time code typed on the provider's page (BLIK);
 * - `mandate`: a direct-debit mandate the shopper accepts; the bank answers days later.
 */
export type ApmFlow = 'redirect' | 'qr' | 'code' | 'mandate';

/**
 * What happens once the shopper approved:
 * - `sale`: authorized and sent for settlement at once (the pages' "Auth and settlement (sale)");
 * - `authorize`: authorized; the merchant settles later ("Auth only": Klarna), or at once when
 *   the request says `settlement.auto: true`;
 * - `debit`: a direct debit, settled (or returned) after the scheme's days.
 */
export type ApmCapture = 'sale' | 'authorize' | 'debit';

export interface ApmMethodFacts {
  label: string;
  flow: ApmFlow;
  capture: ApmCapture;
  /** Acceptance currencies (ISO 4217). */
  currencies: readonly string[];
  /** `paymentInstrument.country` values it takes; undefined: any (or the method has none). */
  countries?: readonly string[];
}

const klarnaFacts: Omit<ApmMethodFacts, 'label'> = {
  flow: 'redirect',
  capture: 'authorize',
  currencies: ['CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'NOK', 'PLN', 'SEK'],
  // The page's countries, plus GB (the API's own examples) and the countries of its DKK, PLN
  // and CZK currencies [INF].
  countries: ['AT', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'GB', 'NL', 'NO', 'PL', 'SE'],
};

export const apmMethodFacts: Readonly<Record<ApmMethod, ApmMethodFacts>> = {
  ideal: { label: 'iDEAL', flow: 'redirect', capture: 'sale', currencies: ['EUR'] },
  bancontact: {
    label: 'Bancontact',
    flow: 'redirect',
    capture: 'sale',
    currencies: ['EUR'],
    countries: ['BE'],
  },
  // Trustly's page lists currencies but its API example pays from IT: countries are not limited.
  trustly: {
    label: 'Trustly',
    flow: 'redirect',
    capture: 'sale',
    currencies: ['BGN', 'DKK', 'EUR', 'GBP', 'NOK', 'SEK'],
  },
  // [INF] no feature table was found for open banking (pay by bank): GBP and EUR.
  open_banking: {
    label: 'Pay by bank',
    flow: 'redirect',
    capture: 'sale',
    currencies: ['EUR', 'GBP'],
  },
  // [INF] PayPal's own list of currencies (the provider's page names none).
  paypal: {
    label: 'PayPal',
    flow: 'redirect',
    capture: 'authorize',
    currencies: [
      'AUD',
      'BRL',
      'CAD',
      'CHF',
      'CZK',
      'DKK',
      'EUR',
      'GBP',
      'HKD',
      'HUF',
      'ILS',
      'JPY',
      'MXN',
      'NOK',
      'NZD',
      'PHP',
      'PLN',
      'SEK',
      'SGD',
      'THB',
      'USD',
    ],
  },
  pix: { label: 'Pix', flow: 'qr', capture: 'sale', currencies: ['BRL'], countries: ['BR'] },
  swish: { label: 'Swish', flow: 'qr', capture: 'sale', currencies: ['SEK'], countries: ['SE'] },
  blik: { label: 'BLIK', flow: 'code', capture: 'sale', currencies: ['PLN'], countries: ['PL'] },
  sepa: { label: 'SEPA Direct Debit', flow: 'mandate', capture: 'debit', currencies: ['EUR'] },
  klarna_network: { label: 'Klarna', ...klarnaFacts },
  klarna: { label: 'Klarna (recurring)', ...klarnaFacts },
};

/** The APMs API version, sent as `WP-Api-Version` (the only value the API declares). */
export const apmApiVersion = '2024-07-01';

/** Pix refunds must say why (the `reasonCode` of a reversal) [H: "Mandatory for Pix"]. */
export const pixReversalReasonCodes = ['BE08', 'FR01', 'MD06', 'SL02'] as const;
