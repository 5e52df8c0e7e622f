// The site's visitors, as the routes see them (issue 40): who the browser is (the signed cookie,
// visitor-cookie.ts), what is theirs (the ledger: references, namespaces, faults), how the
// built-in sandbox knows them (their demo clock's id) and the sandbox's simulator routes that
// act on their things (simulator-client.ts). The proxy, the clock, the inspector, the config
// route and the event stream depend on this module, never on the webhooks' hub. A visitor's own
// sandbox credentials (issue 42) belong here too, beside the clock id.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BoundedMap } from '../bounded-map';
import type { SimulatorClient } from './simulator-client';
import { identifyVisitors, visitorCookies, type VisitorCookies } from './visitor-cookie';
import { VisitorFaults } from './visitor-faults';
import type { VisitorLedger } from './visitor-ledger';

export interface Visitors {
  readonly cookies: VisitorCookies;
  readonly ledger: VisitorLedger;
  readonly faults: VisitorFaults;
  /** The built-in sandbox's simulator routes; null with a real provider. */
  readonly simulator: SimulatorClient | null;
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

export function siteVisitors(options: {
  /** Signs the cookies and derives the clock ids: VISITOR_COOKIE_SECRET, shared, or random. */
  key: string | Buffer;
  /** The cookie is Secure when the demo's public URL is https. */
  isSecure: boolean;
  ledger: VisitorLedger;
  simulator: SimulatorClient | null;
}): Visitors {
  const { key, ledger, simulator } = options;
  const cookies = visitorCookies(key, options.isSecure);
  const clockIds = new BoundedMap<string, string>(10_000, 7 * 24 * 60 * 60 * 1000);
  return {
    cookies,
    ledger,
    faults: new VisitorFaults(ledger, simulator),
    simulator,
    clockIdOf: (visitorId) => {
      // Every proxied call names the visitor's clock: its HMAC once per visitor, not per call.
      let id = clockIds.get(visitorId);
      if (id === undefined) clockIds.set(visitorId, (id = clockIdFor(key, visitorId)));
      return id;
    },
    identify: (fastify) => identifyVisitors(fastify, cookies),
  };
}
