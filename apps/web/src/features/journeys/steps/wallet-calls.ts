// The canned exchanges of the simulated wallets (spec §1 "simulated with canned responses; no
// network call", §7 CREATE_PAYPAL_AUTH / CREATE_APPLEPAY_AUTH / CREATE_GOOGLEPAY_AUTH): what a
// real integration would send and get back, with the endpoints the environment config names.
// Nothing here is sent; the flow records them in the terminal, marked simulated.
// - Apple Pay: the merchant session (merchant validation, when the sheet opens), then a Payments
//   API payment with method 'applepay' and the sheet's encrypted wallet token.
// - Google Pay: a Payments API payment with method 'googlepay' and its wallet token.
// - PayPal: an APM payment (POST /apmPayments) naming the shop's result URLs; PayPal sends the
//   shopper back to one of them, and the payment's state is then queried.
import type { EnvironmentConfig, HttpMethod, Value } from '@sjd/contracts';
import { demoName, type Wallet } from '../../../config/paths';
import { newOpaqueId } from '../../../lib/ids';
import type { JsonValue } from '../../event-log';
import type { WalletResultUrls } from '../types';

export interface SimulatedExchange {
  title: string;
  /** The API as the terminal names it. */
  api: string;
  method: HttpMethod;
  url: string;
  request?: JsonValue;
  status: number;
  response: JsonValue;
}

export interface WalletCallContext {
  config: EnvironmentConfig;
  value: Value;
  transactionReference: string;
  resultUrls: WalletResultUrls;
  siteOrigin: string;
}

/** The internal action of spec §7 each wallet's authorisation is. */
export const walletActions: Record<Wallet, string> = {
  payPal: 'CREATE_PAYPAL_AUTH',
  applePay: 'CREATE_APPLEPAY_AUTH',
  googlePay: 'CREATE_GOOGLEPAY_AUTH',
};

const paymentsApi = 'Payments API';
const apmApi = 'APM Payments';

/** The expiry of the wallet's device card: three years ahead, as a device token's would be. */
function expiry(): { month: number; year: number } {
  const now = new Date();
  return { month: now.getMonth() + 1, year: now.getFullYear() + 3 };
}

/** A wallet token as the sheet hands it over (encrypted; here a labelled stand-in). */
function walletToken(wallet: 'applePay' | 'googlePay'): string {
  const token =
    wallet === 'applePay'
      ? { version: 'EC_v1', data: `SIMULATED-${newOpaqueId(24)}`, signature: 'SIMULATED' }
      : {
          protocolVersion: 'ECv2',
          signature: 'SIMULATED',
          signedMessage: `SIMULATED-${newOpaqueId(24)}`,
        };
  return JSON.stringify(token);
}

function applePaySession(context: WalletCallContext): SimulatedExchange {
  const domainName = new URL(context.siteOrigin).host;
  const now = Date.now();
  return {
    title: 'Apple Pay merchant session',
    api: 'Apple Pay',
    method: 'POST',
    url: context.config.applePaySessionUrl,
    request: {
      merchantIdentifier: `merchant.${context.config.entity}.smart-journey-demo`,
      displayName: demoName,
      initiative: 'web',
      initiativeContext: domainName,
    },
    status: 200,
    response: {
      epochTimestamp: now,
      expiresAt: now + 5 * 60_000,
      merchantSessionIdentifier: `SSH${newOpaqueId(16).toUpperCase()}`,
      nonce: newOpaqueId(4),
      merchantIdentifier: newOpaqueId(32).toUpperCase(),
      domainName,
      displayName: demoName,
      signature: 'SIMULATED',
    },
  };
}

function walletPayment(wallet: 'applePay' | 'googlePay', context: WalletCallContext) {
  const { config, value, transactionReference } = context;
  const method = wallet === 'applePay' ? 'applepay' : 'googlepay';
  const payment = `${config.wpBaseUrl}/api/payments/${newOpaqueId(16)}`;
  const exchange: SimulatedExchange = {
    title: wallet === 'applePay' ? 'Apple Pay payment' : 'Google Pay payment',
    api: paymentsApi,
    method: 'POST',
    url: `${config.wpBaseUrl}/api/payments`,
    request: {
      transactionReference,
      merchant: { entity: config.entity },
      instruction: {
        method,
        paymentInstrument: { type: 'encrypted', walletToken: walletToken(wallet) },
        narrative: { line1: demoName },
        value: { currency: value.currency, amount: value.amount },
      },
    },
    status: 201,
    response: {
      outcome: 'authorized',
      transactionReference,
      paymentId: `par${newOpaqueId(10)}`,
      issuer: { authorizationCode: '675725' },
      paymentInstrument: {
        type: `card/networkToken+${method}`,
        cardBin: '400000',
        lastFour: '4242',
        expiryDate: expiry(),
        cardBrand: 'visa',
        fundingType: 'debit',
      },
      _links: { self: { href: payment } },
      _actions: {
        cancelPayment: { href: `${payment}/cancellations`, method: 'POST' },
        settlePayment: { href: `${payment}/settlements`, method: 'POST' },
      },
    },
  };
  return exchange;
}

function payPalPayment(context: WalletCallContext): SimulatedExchange {
  const { config, value, transactionReference, resultUrls } = context;
  const id = newOpaqueId(24);
  return {
    title: 'PayPal payment',
    api: apmApi,
    method: 'POST',
    url: config.apmPaymentsUrl,
    request: {
      transactionReference,
      merchant: { entity: config.entity },
      instruction: {
        narrative: { line1: demoName },
        value: { currency: value.currency, amount: value.amount },
        paymentInstrument: {
          type: 'paypal',
          language: 'en',
          successURL: resultUrls.success,
          pendingURL: resultUrls.pending,
          failureURL: resultUrls.failure,
          cancelURL: resultUrls.cancel,
        },
      },
    },
    status: 201,
    response: {
      paymentId: id,
      lastEvent: 'pending',
      // Where the shopper would be sent to approve the payment at PayPal (the demo's video).
      url: `https://paypal.example/checkoutnow?token=SIMULATED-${id.slice(0, 12)}`,
      _links: { self: { href: `${config.apmPaymentsUrl}/${id}` } },
    },
  };
}

/** The exchanges of the wallet's authorisation (spec §7 CREATE_…_AUTH), in order. */
export function walletAuthorisation(
  wallet: Wallet,
  context: WalletCallContext,
): SimulatedExchange[] {
  switch (wallet) {
    case 'applePay':
      return [applePaySession(context), walletPayment('applePay', context)];
    case 'googlePay':
      return [walletPayment('googlePay', context)];
    case 'payPal':
      return [payPalPayment(context)];
    default: {
      const unknown: never = wallet;
      return unknown;
    }
  }
}

/** PayPal sent the shopper back: the payment's state is queried on its self link. */
export function payPalQuery(created: SimulatedExchange, approved: boolean): SimulatedExchange {
  const self = `${created.url}/${paymentIdOf(created)}`;
  return {
    title: 'PayPal payment status',
    api: apmApi,
    method: 'GET',
    url: self,
    status: 200,
    response: {
      lastEvent: approved ? 'authorized' : 'error',
      _links: { self: { href: self } },
    },
  };
}

function paymentIdOf(exchange: SimulatedExchange): string {
  const response = exchange.response;
  if (typeof response === 'object' && response !== null && !Array.isArray(response)) {
    const id = response.paymentId;
    if (typeof id === 'string') return id;
  }
  return 'unknown';
}
