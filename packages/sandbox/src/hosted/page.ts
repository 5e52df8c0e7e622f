// The frame of every hosted page: a per-response CSP nonce for the page's one <style>, scripts
// only from the sandbox's own origin, data for the scripts in a JSON block (never in script
// source), and `frame-ancestors` naming exactly who may frame the page (config.appOrigins, and
// 'self' for pages the sandbox frames inside its own pages).
//
// CSP cannot name an IPv6 literal (its host-source grammar has no brackets; Chromium ignores
// 'http://[::1]:3000' with a console error), so a demo opened on http://[::1]:3000 could never
// frame these pages. While such an origin is allowed, the request decides instead: a frame
// navigation the browser says came from that origin (a form POST's Origin, else the Referer's
// origin: only a document on that origin can make it send them) or from the sandbox itself
// (Sec-Fetch-Site same-origin: the next page of a challenge, the frames inside the hosted payment
// page, whose first page was let in the same way) gets no frame-ancestors directive, and no
// form-action it cannot express. Another site's frame is still refused (its first navigation is
// cross-site from an origin CSP can name), and the pages' scripts talk only to allowed parents
// (location.ancestorOrigins), so such a frame would gain nothing anyway.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { docsPolicy } from '../security-headers';
import { html, SafeHtml } from './html';
import { scriptUrl } from './client-scripts';

export interface PagePolicy {
  /** Origins allowed to frame the page; "'self'" included where the sandbox frames it. */
  frameAncestors: readonly string[];
  /** Where the page's forms may post (the challenge's ReturnUrl); none when absent. */
  formAction?: readonly string[];
  /** The page's script calls the sandbox (HPP, session endpoints). */
  connectSelf?: boolean;
  /** The page frames sandbox pages (the HPP frames DDC and the challenge). */
  frameSelf?: boolean;
}

/** Whether a CSP source list can name `source` (an origin or a keyword): not an IPv6 literal. */
export const isCspExpressible = (source: string) => !source.includes('[');

/** Who started a frame's navigation, as the browser tells the sandbox. */
export interface Initiator {
  /** A form POST's Origin, else the Referer's origin; null when the browser sent neither. */
  origin: string | null;
  /** The sandbox itself (Sec-Fetch-Site: same-origin). */
  isSelf: boolean;
}

export function initiatorOf(request: FastifyRequest): Initiator {
  const isSelf = request.headers['sec-fetch-site'] === 'same-origin';
  for (const value of [request.headers.origin, request.headers.referer]) {
    if (typeof value !== 'string' || value === 'null') continue;
    try {
      return { origin: new URL(value).origin, isSelf };
    } catch {
      // Not a URL: try the next header.
    }
  }
  return { origin: null, isSelf };
}

/**
 * The page's CSP. While an allowed frame ancestor is an origin CSP cannot name, a navigation
 * from that origin or from the sandbox itself gets no frame-ancestors directive (see above).
 */
export function contentSecurityPolicy(
  nonce: string,
  policy: PagePolicy,
  initiator: Initiator = { origin: null, isSelf: false },
): string {
  const list = (values: readonly string[] | undefined) => {
    const named = (values ?? []).filter(isCspExpressible);
    return named.length > 0 ? named.join(' ') : "'none'";
  };
  const unnamable = policy.frameAncestors.filter((origin) => !isCspExpressible(origin));
  const isUnnamableParent =
    unnamable.length > 0 &&
    (initiator.isSelf || (initiator.origin !== null && unnamable.includes(initiator.origin)));
  const isFormActionUnnamable = (policy.formAction ?? []).some((s) => !isCspExpressible(s));
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `connect-src ${policy.connectSelf ? "'self'" : "'none'"}`,
    `frame-src ${policy.frameSelf ? "'self'" : "'none'"}`,
    ...(isFormActionUnnamable ? [] : [`form-action ${list(policy.formAction)}`]),
    "base-uri 'none'",
    ...(isUnnamableParent ? [] : [`frame-ancestors ${list(policy.frameAncestors)}`]),
  ].join('; ');
}

/** JSON that is safe inside a <script type="application/json"> element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HostedDocument {
  title: string;
  lang?: string;
  css: string;
  body: SafeHtml;
  /** Read by the page's script from #sjd-data. */
  data?: unknown;
  /** Names of client bundles (see client-bundles.mjs) to load, in order. */
  scripts?: readonly string[];
}

export function renderDocument(doc: HostedDocument, nonce: string): string {
  // CSS is our own constant text plus validated theme values; it can never close the element.
  if (doc.css.includes('</')) throw new Error('CSS must not contain "</"');
  const css = new SafeHtml(doc.css);
  const data =
    doc.data === undefined
      ? ''
      : new SafeHtml(
          `<script type="application/json" id="sjd-data">${jsonForHtml(doc.data)}</script>`,
        );
  const scripts = (doc.scripts ?? []).map(
    (name) => html`<script src="${scriptUrl(name)}" defer></script>`,
  );
  return html`<!doctype html>
    <html lang="${doc.lang ?? 'en'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${doc.title}</title>
        <style nonce="${nonce}">
          ${css}
        </style>
        ${scripts}
      </head>
      <body>
        ${doc.body} ${data}
      </body>
    </html>`.value;
}

/** Sends a hosted page with its CSP and the headers every hosted page carries. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  doc: HostedDocument,
  policy: PagePolicy,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  // X-Frame-Options (set on every answer) cannot name the origins allowed to frame the page.
  if (policy.frameAncestors.length > 0) reply.removeHeader('x-frame-options');
  return reply
    .code(status)
    .header(
      'content-security-policy',
      contentSecurityPolicy(nonce, policy, initiatorOf(reply.request)),
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderDocument(doc, nonce));
}

const styleElement = /<style>([\s\S]*?)<\/style>/;

/**
 * Sends a docs page (hosted/html.ts docsPage: the index, docs and test-scenarios pages) with a
 * CSP that allows its one stylesheet by hash and nothing else; it keeps the sandbox's other
 * headers (X-Frame-Options DENY, nosniff: security-headers.ts).
 */
export function sendDocsPage(reply: FastifyReply, page: string, cacheControl?: string) {
  const style = styleElement.exec(page)?.[1] ?? '';
  const hash = createHash('sha256').update(style).digest('base64');
  if (cacheControl) reply.header('cache-control', cacheControl);
  return reply
    .header('content-security-policy', docsPolicy(hash))
    .type('text/html; charset=utf-8')
    .send(page);
}
