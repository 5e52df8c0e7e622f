// The site's visitors, as the routes see them (issue 40): who the browser is (the signed cookie,
// visitor-cookie.ts), what is theirs (the ledger: references, namespaces, faults), how the
// built-in sandbox knows them (their demo clock's id) and the sandbox's simulator routes that
// act on their things (simulator-client.ts). The proxy, the clock, the inspector, the config
// route and the event stream depend on this module, never on the webhooks' hub.
//
// Each visitor is a merchant of their own at the built-in sandbox (issue 42): their sandbox
// credentials are derived from their id (`credentialsOf`), shown in the terminal, written into
// the code they copy, and sent with every call the site makes for them (the proxy, the simulator
// routes). The sandbox checks them itself (packages/sandbox domain/merchants.ts: the password is
// the HMAC of the merchant id under the simulator key both hold) and shows each merchant its own
// payments only, so the site's ownership checks (the ledger) are a second wall, not the only
// one. Only while the sandbox runs with its published default credentials: an operator who sets
// SANDBOX_USERNAME/PASSWORD runs a single-merchant sandbox, and every call uses those.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BoundedMap } from '../bounded-map';
import { merchantCredentials } from '@sjd/sandbox';
import type { ProviderProfile } from '../config/env';
import type { SandboxCredentials, SimulatorClient } from './simulator-client';
import { identifyVisitors, visitorCookies, type VisitorCookies } from './visitor-cookie';
import { VisitorFaults } from './visitor-faults';
import type { VisitorLedger } from './visitor-ledger';

export interface Visitors {
  readonly cookies: VisitorCookies;
  readonly ledger: VisitorLedger;
  readonly faults: VisitorFaults;
  /** The built-in sandbox's simulator routes; null with a real provider. */
  readonly simulator: SimulatorClient | null;
  /** The simulator routes as the visitor's own merchant (the operator's in single-merchant mode). */
  simulatorOf(visitorId: string): SimulatorClient | null;
  /**
   * The visitor's own credentials at the built-in sandbox, or null when it is single-merchant
   * (fixed SANDBOX_USERNAME/PASSWORD, or no simulator key) or not in use.
   */
  credentialsOf(visitorId: string): SandboxCredentials | null;
  /** `authorization` for the visitor's own provider calls, or null (the profile's own then). */
  authorizationOf(visitorId: string): string | null;
  /**
   * The id of the visitor's demo clock on the built-in sandbox (issue 31), sent in the
   * simulator-only x-sjd-demo-clock header: derived from the visitor id with the server's key
   * (HMAC-SHA256 under a label of its own, so it is not the cookie's signature), unguessable
   * without the key, the same on every instance that shares it, never shown to the browser.
   */
  clockIdOf(visitorId: string): string;
  /** Gives every request of the plugin `fastify` its `visitorId` (visitor-cookie.ts). */
  identify(fastify: FastifyInstance): void;
}

/** The clock id of a visitor: 43 characters of base64url. */
export function clockIdFor(key: string | Buffer, visitorId: string): string {
  return createHmac('sha256', key).update(`sjd-demo-clock\u0000${visitorId}`).digest('base64url');
}

/** A visitor's merchant id at the built-in sandbox: 22 characters of base64url (132 bits). */
export function merchantIdFor(key: string | Buffer, visitorId: string): string {
  return createHmac('sha256', key)
    .update(`sjd-sandbox-merchant\u0000${visitorId}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The key visitors' sandbox credentials are made with: the built-in sandbox's simulator key while
 * the profile runs on its published default credentials, else null (single merchant).
 */
export function merchantKeyOf(profile: ProviderProfile): string | null {
  return profile.builtInSandbox && profile.publicDemoCredentials && profile.simulatorKey
    ? profile.simulatorKey
    : null;
}

export function siteVisitors(options: {
  /** Signs the cookies and derives the clock ids: VISITOR_COOKIE_SECRET, shared, or random. */
  key: string | Buffer;
  /** The cookie is Secure when the demo's public URL is https. */
  isSecure: boolean;
  ledger: VisitorLedger;
  simulator: SimulatorClient | null;
  /** merchantKeyOf(the built-in profile): null keeps every visitor on the profile's credentials. */
  merchantKey?: string | null;
}): Visitors {
  const { key, ledger, simulator } = options;
  const merchantKey = options.merchantKey ?? null;
  const cookies = visitorCookies(key, options.isSecure);
  const week = 7 * 24 * 60 * 60 * 1000;
  const clockIds = new BoundedMap<string, string>(10_000, week);
  // Two HMACs per visitor, once, not per call (as the clock id).
  const merchants = new BoundedMap<string, { credentials: SandboxCredentials; header: string }>(
    10_000,
    week,
  );
  const merchantOf = (visitorId: string) => {
    if (merchantKey === null) return null;
    let known = merchants.get(visitorId);
    if (known === undefined) {
      const credentials = merchantCredentials(merchantKey, merchantIdFor(key, visitorId));
      const header = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
      merchants.set(visitorId, (known = { credentials, header }));
    }
    return known;
  };
  const simulatorOf = (visitorId: string) => {
    const merchant = merchantOf(visitorId);
    return simulator && merchant ? simulator.as(merchant.credentials) : simulator;
  };
  return {
    cookies,
    ledger,
    faults: new VisitorFaults(ledger, simulatorOf),
    simulator,
    simulatorOf,
    credentialsOf: (visitorId) => merchantOf(visitorId)?.credentials ?? null,
    authorizationOf: (visitorId) => merchantOf(visitorId)?.header ?? null,
    clockIdOf: (visitorId) => {
      // Every proxied call names the visitor's clock: its HMAC once per visitor, not per call.
      let id = clockIds.get(visitorId);
      if (id === undefined) clockIds.set(visitorId, (id = clockIdFor(key, visitorId)));
      return id;
    },
    identify: (fastify) => identifyVisitors(fastify, cookies),
  };
}
