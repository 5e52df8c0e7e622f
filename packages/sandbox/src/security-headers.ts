// Security headers on every answer of the sandbox, as on the provider's own origin: nothing it
// serves may be sniffed into another type, framed by another site or leak its URL as a referrer.
// The defaults suit the REST API's JSON (errors included), the health and control routes, the
// scripts and the docs pages: a CSP that allows nothing (a JSON answer opened as a page runs
// nothing) with frame-ancestors 'none', and X-Frame-Options DENY for browsers that predate it.
// Pages replace the CSP with their own: the docs pages (index, docs, test scenarios) allow only
// their one stylesheet (docsPolicy) and stay unframable; the hosted pages the shop frames (card
// fields, 3DS, hosted payment page) name who may frame them, and drop X-Frame-Options, which
// cannot name an allowed origin (hosted/page.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';

export const defaultSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Sets the defaults on a reply (for answers no hook runs for: the router's refusals). */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(defaultSecurityHeaders);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request (the API's throughput).
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply);
    done();
  });
}

/** The CSP of a docs page: no script, its one inline stylesheet (by hash), never framed. */
export function docsPolicy(styleHash: string): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
