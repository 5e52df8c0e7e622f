// The environment config of spec §3 ("Environment config"), served by GET /api/config.
// Never holds a secret: everything here is visible to the browser.
// Contracts use zod/mini: the same engine as zod, but tree-shakable, so the web app's first
// load does not pay for the whole library (the landing page has a bundle budget).
import * as z from 'zod/mini';

export const environmentNames = ['try', 'live'] as const;
export const environmentNameSchema = z.enum(environmentNames);
export type EnvironmentName = z.infer<typeof environmentNameSchema>;

export const environmentConfigSchema = z.object({
  /** Which provider profile this config describes. */
  environment: environmentNameSchema,
  /** Origin of the provider's 3DS device-data and challenge pages; postMessage senders are checked against it. */
  secureOrigin3ds: z.url(),
  /** Provider base URL for browser-side pieces (Checkout SDK script, session hrefs). */
  wpBaseUrl: z.url(),
  /** Our proxy for the provider's modular APIs. */
  wpEndpoint: z.string().check(z.startsWith('/')),
  /** Our proxy for the Payments API (orchestrated). */
  paymentsEndpoint: z.string().check(z.startsWith('/')),
  /** Our hosted payment page initialisation endpoint. */
  HPPEndpoint: z.string().check(z.startsWith('/')),
  /** The 3DS challenge ReturnUrl (threeDS.challenge.returnUrl): our /challenge-return.html. */
  challengeReturnUrl: z.url(),
  /**
   * Express wallets (spec §1, §7 "Other configured endpoints"): the endpoints a real integration
   * calls, named here so the terminal's simulated entries show them. The demo never calls them:
   * PayPal, Apple Pay and Google Pay are simulated with canned answers.
   * - the Apple Pay merchant-session endpoint the merchant's server asks for a payment session
   *   when the Apple Pay sheet opens (merchant validation);
   * - the provider's APM payments endpoint a PayPal payment is created on.
   */
  applePaySessionUrl: z.url(),
  apmPaymentsUrl: z.url(),
  /** Script URL of the hosted payment page library (WPCL.Library). */
  HPPSDKURL: z.url(),
  /** Path of the Checkout SDK script under wpBaseUrl. */
  checkoutSDKPath: z.string().check(z.startsWith('/')),
  /** Checkout id passed to Worldpay.checkout.init (public, like a publishable key). */
  checkoutId: z.string().check(z.minLength(1)),
  /** Merchant entity used in request bodies. */
  entity: z.string().check(z.minLength(1)),
  /** The provider's test-scenarios page ('View all test scenarios'). */
  testScenariosUrl: z.url(),
  /**
   * This profile talks to a test environment (the built-in sandbox, or try's provider): the
   * 'Live' profile is, until a live provider is configured, and the shell says so.
   */
  isTestProvider: z.optional(z.boolean()),
  /**
   * The visitor's own credentials at the built-in sandbox (issue 42: each visitor is a merchant
   * of their own there, and these see that visitor's payments only), so the terminal's copied
   * code runs as-is. Present only when this profile is the built-in sandbox on its published
   * defaults; only the published defaults themselves when that sandbox has no simulator key to
   * derive them with. Never present for a real provider or for sandbox credentials set in the
   * environment.
   */
  sandboxDemoCredentials: z.optional(
    z.object({
      username: z.string().check(z.minLength(1)),
      password: z.string().check(z.minLength(1)),
    }),
  ),
  gaDomains: z.array(z.string()),
  gaTrackingId: z.string(),
  errorReportingDsn: z.string(),
  errorReportingSampleRate: z.number().check(z.minimum(0), z.maximum(1)),
  cookiePolicyLink: z.url(),
  privacyPolicyLink: z.url(),
  getInTouchLink: z.url(),
  contactUsLabel: z.string(),
});
export type EnvironmentConfig = z.infer<typeof environmentConfigSchema>;
