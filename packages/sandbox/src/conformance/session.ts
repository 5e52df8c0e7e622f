// A sandbox in memory (inject, no port) and what the conformance probes need from it: the state
// an operation acts on (a payment to settle, a token to update, a session to pay with), made
// through the sandbox's own API as a client would, and one way to send a probe and record what
// came back.
import { randomUUID } from 'node:crypto';
import {
  matchProviderEndpoint,
  providerApis,
  providerEndpointById,
  type ProviderEndpoint,
} from '@sjd/contracts';
import { conformanceProblem, defaultHeaders, publicUrl, startTestSandbox } from '../test/harness';
import type { TestSandbox } from '../test/harness';

export const expiry = { month: 12, year: 2035 };
export const entity = 'default';
export const checkoutId = 'sjd-checkout-id';

export interface Sent {
  status: number;
  json: unknown;
  raw: string;
  contentType: string | undefined;
  /** Our endpoint id, when the path is one the sandbox serves. */
  endpoint: ProviderEndpoint | undefined;
  /** What the contracts say is wrong with the answer, or null. */
  contractProblem: string | null;
}

export const newReference = (prefix = 'CONF') => `${prefix}-${randomUUID()}`;

/** Reads a value at a dotted path (`_links.tokens:token.href`); undefined when absent. */
export function valueAt(json: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      json,
    );
}

export function stringAtPath(json: unknown, path: string): string {
  const value = valueAt(json, path);
  if (typeof value !== 'string') {
    throw new Error(`No string at ${path} in ${JSON.stringify(json).slice(0, 400)}`);
  }
  return value;
}

export class ConformanceSession {
  private constructor(readonly sandbox: TestSandbox) {}

  static async start(): Promise<ConformanceSession> {
    return new ConformanceSession(await startTestSandbox());
  }

  close(): Promise<void> {
    return this.sandbox.close();
  }

  /** A path (and query) on the sandbox from an href it returned or a path of its own. */
  static pathOf(hrefOrPath: string): string {
    if (!hrefOrPath.startsWith('http')) return hrefOrPath;
    const url = new URL(hrefOrPath);
    return `${url.pathname}${url.search}`;
  }

  /**
   * Sends a request as a client of the API would (credentials, the API's media types and
   * version header), and checks the answer against the contracts.
   */
  async send(
    method: string,
    hrefOrPath: string,
    body?: unknown,
    headers: Record<string, string | undefined> = {},
    rawBody?: string,
  ): Promise<Sent> {
    const path = ConformanceSession.pathOf(hrefOrPath);
    const match = matchProviderEndpoint(method, path.split('?')[0] ?? '');
    const endpoint = match?.endpoint;
    const base = endpoint ? defaultHeaders(endpoint, this.sandbox.config) : {};
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...base, ...headers })) {
      if (value !== undefined) merged[name] = value;
    }
    if ((body !== undefined || rawBody !== undefined) && endpoint === undefined) {
      merged['content-type'] ??= 'application/json';
    }
    const res = await this.sandbox.app.inject({
      method: method === 'GET' || method === 'PUT' || method === 'DELETE' ? method : 'POST',
      url: path,
      headers: merged,
      ...(rawBody !== undefined
        ? { payload: rawBody }
        : body === undefined
          ? {}
          : { payload: JSON.stringify(body) }),
    });
    let json: unknown;
    try {
      json = res.body === '' ? undefined : JSON.parse(res.body);
    } catch {
      json = undefined;
    }
    const contentType = res.headers['content-type'];
    return {
      status: res.statusCode,
      json,
      raw: res.body,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      endpoint,
      contractProblem: endpoint ? conformanceProblem(endpoint, res.statusCode, res.body) : null,
    };
  }

  /** Calls one of our endpoints by id (setup calls: they must succeed). */
  async call(endpointId: string, body?: unknown, params: Record<string, string> = {}) {
    const endpoint = providerEndpointById(endpointId);
    if (!endpoint) throw new Error(`Unknown endpoint ${endpointId}`);
    const path = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '');
    const sent = await this.send(endpoint.method, path, body);
    if (sent.status >= 400) {
      throw new Error(`Setup ${endpointId} answered ${sent.status}: ${sent.raw.slice(0, 400)}`);
    }
    return sent;
  }

  mediaTypeOf(endpointId: string): string {
    const endpoint = providerEndpointById(endpointId);
    return endpoint ? providerApis[endpoint.api].accept : 'application/json';
  }

  get publicUrl(): string {
    return publicUrl;
  }

  // ---- State a probe acts on ---------------------------------------------------------------

  async cardSession(cardNumber = '4444333322221111', cvc = '123'): Promise<string> {
    const sent = await this.call('createCardSession', {
      identity: checkoutId,
      cardNumber,
      cardExpiryDate: expiry,
      cvc,
    });
    return stringAtPath(sent.json, '_links.sessions:session.href');
  }

  async cvcSession(cvc = '123'): Promise<string> {
    const sent = await this.call('createCvcSession', { identity: checkoutId, cvc });
    return stringAtPath(sent.json, '_links.sessions:session.href');
  }

  async verifiedTokenSession(cardNumber = '4444333322221111'): Promise<string> {
    const sent = await this.call('createVerifiedTokenSession', {
      identity: checkoutId,
      cardNumber,
      cardExpiryDate: expiry,
      cvc: '123',
    });
    return stringAtPath(sent.json, '_links.verifiedTokens:session.href');
  }

  /** An agentic commerce delegate token for up to `maxAmount` (minor units) in `currency`. */
  async delegateSession(currency = 'gbp', maxAmount = 100_000): Promise<string> {
    const res = await this.sandbox.app.inject({
      method: 'POST',
      url: '/sessions/agentic_commerce/delegate_payment',
      headers: {
        authorization: `Bearer ${this.sandbox.config.credentials.password}`,
        'content-type': 'application/json',
        'api-version': '2025-09-29',
      },
      payload: JSON.stringify({
        payment_method: {
          type: 'card',
          card_number_type: 'fpan',
          number: '4444333322221111',
          exp_month: '12',
          exp_year: '2035',
          name: 'Ada Lovelace',
          cvc: '123',
          checks_performed: [],
          display_card_funding_type: 'credit',
          metadata: {},
        },
        allowance: {
          reason: 'one_time',
          max_amount: maxAmount,
          currency: currency.toLowerCase(),
          checkout_session_id: 'conformance',
          merchant_id: 'conformance',
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
        risk_signals: [{ type: 'card_testing', score: 1, action: 'authorized' }],
        metadata: {},
      }),
    });
    return stringAtPath(res.json(), 'id');
  }

  /** A stored token (Verified Tokens), its whole answer. */
  async token(cardNumber = '4444333322221111', namespace = `conf-${randomUUID()}`) {
    const sent = await this.call('createVerifiedToken', {
      description: 'Conformance card',
      paymentInstrument: {
        type: 'card/plain',
        cardNumber,
        cardExpiryDate: expiry,
        cardHolderName: 'Ada Lovelace',
      },
      merchant: { entity },
      verificationCurrency: 'GBP',
      namespace,
    });
    return {
      json: sent.json,
      href: stringAtPath(sent.json, '_embedded.token.tokenPaymentInstrument.href'),
      tokenId: stringAtPath(sent.json, '_embedded.token.tokenId'),
      namespace,
    };
  }

  /** A Payments API authorization (not settled), its answer. */
  async paymentsApiPayment(options: { amount?: number; autoSettle?: boolean } = {}) {
    const sent = await this.call('payment', {
      transactionReference: newReference('PAY'),
      merchant: { entity },
      instruction: {
        method: 'card',
        paymentInstrument: {
          type: 'plain',
          cardNumber: '4444333322221111',
          expiryDate: expiry,
          cardHolderName: 'Ada Lovelace',
        },
        narrative: { line1: 'Conformance' },
        value: { currency: 'GBP', amount: options.amount ?? 1000 },
        ...(options.autoSettle ? { settlement: { auto: true } } : {}),
      },
    });
    return sent.json;
  }

  /** A Card Payments v7 authorization, its answer. */
  async cardPayment(
    options: {
      amount?: number;
      currency?: string;
      autoSettle?: boolean;
      cardNumber?: string;
      estimated?: boolean;
    } = {},
  ) {
    const sent = await this.call('cardPaymentCit', {
      transactionReference: newReference('CIT'),
      merchant: { entity },
      channel: 'ecom',
      instruction: {
        requestAutoSettlement: { enabled: options.autoSettle ?? false },
        narrative: { line1: 'Conformance' },
        value: {
          currency: options.currency ?? 'GBP',
          amount: options.amount ?? 1000,
          ...(options.estimated ? { estimated: true } : {}),
        },
        paymentInstrument: {
          type: 'card/plain',
          cardNumber: options.cardNumber ?? '4444333322221111',
          expiryDate: expiry,
          cardHolderName: 'Ada Lovelace',
        },
        customerAgreement: { type: 'cardOnFile', storedCardUsage: 'first' },
      },
    });
    return sent.json;
  }
}
