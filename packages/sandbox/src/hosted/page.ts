// The frame of every hosted page: a per-response CSP nonce for the page's one <style>, scripts
// only from the sandbox's own origin, data for the scripts in a JSON block (never in script
// source), and `frame-ancestors` naming exactly who may frame the page (config.appOrigins, and
// 'self' for pages the sandbox frames inside its own pages).
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
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

export function contentSecurityPolicy(nonce: string, policy: PagePolicy): string {
  const list = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? values.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `connect-src ${policy.connectSelf ? "'self'" : "'none'"}`,
    `frame-src ${policy.frameSelf ? "'self'" : "'none'"}`,
    `form-action ${list(policy.formAction)}`,
    "base-uri 'none'",
    `frame-ancestors ${list(policy.frameAncestors)}`,
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
  return reply
    .code(status)
    .header('content-security-policy', contentSecurityPolicy(nonce, policy))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderDocument(doc, nonce));
}
