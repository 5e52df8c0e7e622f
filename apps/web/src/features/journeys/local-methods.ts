// Local payment methods (issue 45): which of the provider's APMs the fashion checkout offers for
// the shop's currency and the billing country, and the `POST /apmPayments` body each needs (the
// APMs API 2024-07-01; the method facts are the contracts' `apmMethodFacts`, which the sandbox
// checks against too). Pure data and functions: the checkout, the flow and the tests read them.
// - EUR and NL: iDEAL; EUR and BE: Bancontact; PLN: BLIK; SEK: Swish; BRL: Pix; EUR: SEPA Direct
//   Debit; GBP and EUR: Klarna and pay by bank (the list). PayPal stays canned (spec §1).
// - Where the shopper comes back: the site's own return page (`/apm-return.html`), framed in the
//   device frame; its query names the kind of return and the payment's reference.
import {
  apmMethodFacts,
  sitePaths,
  type ApmFlow,
  type ApmMethod,
  type ApmPaymentRequest,
  type Value,
} from '@sjd/contracts';
import { demoName } from '../../config/paths';

/** The methods the shops offer, in the order the checkout lists them. */
export const localMethods = [
  'ideal',
  'bancontact',
  'blik',
  'swish',
  'pix',
  'sepa',
  'klarna_network',
  'open_banking',
] as const satisfies readonly ApmMethod[];
export type LocalMethod = (typeof localMethods)[number];

export const isLocalMethod = (value: unknown): value is LocalMethod =>
  typeof value === 'string' && (localMethods as readonly string[]).includes(value);

/** The rule per method: the shop's currencies and, where it matters, the country. */
const offeredWhen: Readonly<
  Record<LocalMethod, { currencies: readonly string[]; countries?: readonly string[] }>
> = {
  ideal: { currencies: ['EUR'], countries: ['NL'] },
  bancontact: { currencies: ['EUR'], countries: ['BE'] },
  blik: { currencies: ['PLN'] },
  swish: { currencies: ['SEK'] },
  pix: { currencies: ['BRL'] },
  sepa: { currencies: ['EUR'] },
  klarna_network: { currencies: ['GBP', 'EUR'] },
  open_banking: { currencies: ['GBP', 'EUR'] },
};

/**
 * The countries the checkout's 'Billing country' offers per currency (the first is the default):
 * the euro's countries the methods name, and one country for each other currency.
 */
export const billingCountries: Readonly<Record<string, readonly string[]>> = {
  EUR: ['NL', 'BE', 'DE', 'AT', 'ES', 'FI'],
  GBP: ['GB'],
  PLN: ['PL'],
  SEK: ['SE'],
  BRL: ['BR'],
  USD: ['US'],
  AUD: ['AU'],
};

export const countryNames: Readonly<Record<string, string>> = {
  NL: 'Netherlands',
  BE: 'Belgium',
  DE: 'Germany',
  AT: 'Austria',
  ES: 'Spain',
  FI: 'Finland',
  GB: 'United Kingdom',
  PL: 'Poland',
  SE: 'Sweden',
  BR: 'Brazil',
  US: 'United States',
  AU: 'Australia',
};

export function defaultBillingCountry(currency: string): string {
  return billingCountries[currency]?.[0] ?? 'GB';
}

/**
 * The methods that fit: the rule, and the provider's own facts (the method takes the
 * currency, and the country where it names countries). Klarna's countries limit it too.
 */
export function offeredLocalMethods(currency: string, country: string): LocalMethod[] {
  return localMethods.filter((method) => {
    const rule = offeredWhen[method];
    const facts = apmMethodFacts[method];
    if (!rule.currencies.includes(currency) || !facts.currencies.includes(currency)) return false;
    if (rule.countries && !rule.countries.includes(country)) return false;
    return !facts.countries || facts.countries.includes(country);
  });
}

/** Why a method cannot pay this basket (null: it can): checked before anything is sent. */
export function localMethodProblem(method: string, currency: string, country: string) {
  if (!isLocalMethod(method))
    return `${method || 'That'} is not a payment method this shop offers.`;
  const { label } = apmMethodFacts[method];
  if (!offeredWhen[method].currencies.includes(currency)) {
    return `${label} does not take ${currency}.`;
  }
  if (!offeredLocalMethods(currency, country).includes(method)) {
    return `${label} is not offered for a billing address in ${countryNames[country] ?? country}.`;
  }
  return null;
}

export const localMethodLabel = (method: LocalMethod): string => apmMethodFacts[method].label;
export const localMethodFlow = (method: LocalMethod): ApmFlow => apmMethodFacts[method].flow;

/** The kinds of return the site's return page tells the shop about. */
export const apmReturnKinds = ['success', 'pending', 'failure', 'cancel'] as const;
export type ApmReturnKind = (typeof apmReturnKinds)[number];

/** The site's return page for one kind of return of one payment. */
export function apmReturnUrl(origin: string, kind: ApmReturnKind, reference: string): string {
  const url = new URL(sitePaths.apmReturn, origin);
  url.searchParams.set('kind', kind);
  url.searchParams.set('ref', reference);
  return url.toString();
}

/** A SEPA Direct Debit's account, as the shopper typed it. */
export interface SepaAccount {
  iban: string;
  accountHolderName: string;
}

export interface LocalPaymentContext {
  method: LocalMethod;
  transactionReference: string;
  entity: string;
  value: Value;
  country: string;
  /** The site's origin: where the shopper comes back to. */
  origin: string;
  email: string;
  sepa?: SepaAccount;
}

/** The IBAN the SEPA form starts with (the sandbox's test account; check digits right). */
export const testIban = 'DE89370400440532013000';

const narrative = { line1: demoName };

/** The body of `POST /apmPayments` for the method (the APMs API's required fields per method). */
export function localPaymentRequest(context: LocalPaymentContext): ApmPaymentRequest {
  const { method, value, country, email, transactionReference } = context;
  const urls = <K extends ApmReturnKind>(...kinds: K[]): Record<K, string> =>
    Object.fromEntries(
      kinds.map((kind) => [kind, apmReturnUrl(context.origin, kind, transactionReference)]),
    ) as Record<K, string>;
  const payment = (instruction: ApmPaymentRequest['instruction']): ApmPaymentRequest => ({
    transactionReference,
    merchant: { entity: context.entity },
    instruction,
  });
  switch (method) {
    case 'ideal':
      return payment({
        method,
        value,
        narrative,
        paymentInstrument: { type: 'direct' },
        resultUrls: urls('success', 'failure', 'cancel'),
        customer: { email },
      });
    case 'bancontact':
      return payment({
        method,
        value,
        narrative,
        paymentInstrument: { type: 'direct', country },
        resultUrls: urls('cancel', 'pending', 'success'),
        customer: { email },
      });
    case 'blik':
      return payment({
        method,
        termsAccepted: true,
        value,
        narrative,
        paymentInstrument: { type: 'direct', country },
        resultUrls: urls('success', 'pending', 'cancel'),
        customer: { email },
      });
    case 'swish':
      return payment({ method, value, narrative, paymentInstrument: { type: 'direct', country } });
    case 'pix':
      return payment({ method, value, narrative, paymentInstrument: { type: 'direct', country } });
    case 'sepa': {
      const account = context.sepa ?? { iban: testIban, accountHolderName: 'Demo Shopper' };
      return payment({
        method,
        value,
        narrative,
        paymentInstrument: {
          type: 'direct',
          iban: account.iban.replace(/\s+/g, '').toUpperCase(),
          accountHolderName: account.accountHolderName,
          language: 'en',
          billingAddress: {
            address1: '1 Demo Street',
            postalCode: '1011 AB',
            city: 'Amsterdam',
            state: 'Noord-Holland',
            countryCode: country,
          },
        },
        customerAgreement: {
          type: 'oneTime',
          mandate: { type: 'oneTime', mandateId: `M-${transactionReference.slice(-12)}` },
        },
        customer: { email },
      });
    }
    case 'klarna_network':
      return payment({
        method,
        value,
        narrative,
        paymentInstrument: { type: 'direct', country },
        resultUrls: urls('cancel', 'failure', 'pending', 'success'),
        order: {
          items: [
            {
              name: 'Basket',
              quantity: 1,
              unitCost: value.amount,
              totalTaxAmount: 0,
              totalAmount: value.amount,
            },
          ],
        },
      });
    case 'open_banking':
      return payment({
        method,
        value,
        narrative,
        paymentInstrument: { type: 'direct', country, language: 'en' },
        customer: { email },
        resultUrls: urls('success', 'pending', 'cancel', 'failure'),
      });
  }
}
