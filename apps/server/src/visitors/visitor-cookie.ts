// Who a browser is, for routing the provider's events to it and to no one else: an unguessable
// visitor id (128 random bits) in an httpOnly cookie signed with an HMAC key of the server's, so
// it cannot be read by the page's scripts nor chosen by a caller (a forged or altered cookie is
// replaced by a new id). The cookie is scoped to /api (only the proxy and the event stream need
// it) and SameSite=Lax; Secure when the demo's public URL is https.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMap } from '../bounded-map';

export const visitorCookieName = 'sjd_visitor';
const idPattern = /^[A-Za-z0-9_-]{22}$/;
/** A visitor's events are routed for a week at most: the provider retries for a week. */
const maxAgeSeconds = 7 * 24 * 60 * 60;

export interface VisitorCookies {
  /** The visitor id the request's cookie proves, or null (none, forged or altered). */
  read(cookieHeader: string | undefined): string | null;
  /** A new visitor id and the Set-Cookie value that hands it to the browser. */
  issue(): { visitorId: string; setCookie: string };
}

function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/** Cookie values remembered as verified (per server key), the oldest forgotten first. */
const maxVerified = 10_000;

/** Signs visitor ids with `secret` (VISITOR_COOKIE_SECRET, or random bytes per start). */
export function visitorCookies(secret: string | Buffer, isSecure: boolean): VisitorCookies {
  const mac = (id: string) => createHmac('sha256', secret).update(id).digest();
  // Every call of a visitor carries the same cookie: its signature is checked once, not on each
  // request (the HMAC was about a twentieth of the proxy's own CPU time, bench/proxy.ts). Keyed
  // by the whole value, id and signature: only a value that verified is ever remembered, so a
  // forged or altered one is still checked, and refused.
  const verified = new BoundedMap<string, string>(maxVerified, maxAgeSeconds * 1000);
  return {
    read(cookieHeader) {
      if (!cookieHeader) return null;
      const value = cookieValue(cookieHeader, visitorCookieName);
      const dot = value?.indexOf('.') ?? -1;
      if (value === null || dot === -1) return null;
      const known = verified.get(value);
      if (known !== undefined) return known;
      const id = value.slice(0, dot);
      const signature = Buffer.from(value.slice(dot + 1), 'base64url');
      if (!idPattern.test(id) || signature.length !== 32) return null;
      if (!timingSafeEqual(mac(id), signature)) return null;
      verified.set(value, id);
      return id;
    },
    issue() {
      const visitorId = randomBytes(16).toString('base64url');
      const value = `${visitorId}.${mac(visitorId).toString('base64url')}`;
      const attributes = ['Path=/api', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
      if (isSecure) attributes.push('Secure');
      return { visitorId, setCookie: `${visitorCookieName}=${value}; ${attributes.join('; ')}` };
    },
  };
}

/**
 * Gives every request of the plugin `fastify` a `visitorId`: the cookie's, or a new one that the
 * answer hands out. Added to the routes that act for a visitor (config, proxy, event stream),
 * not to the provider's inbound POST /api/webhooks.
 */
export function identifyVisitors(fastify: FastifyInstance, cookies: VisitorCookies): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const known = cookies.read(request.headers.cookie);
    if (known) {
      request.visitorId = known;
    } else {
      const { visitorId, setCookie } = cookies.issue();
      request.visitorId = visitorId;
      reply.header('set-cookie', setCookie);
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by identifyVisitors on the routes that act for a visitor; '' elsewhere. */
    visitorId: string;
  }
}
