// GET|POST /challenge-return.html: the 3DS challenge ReturnUrl on the app's own origin (spec §2
// "Other pages", provider-api.md §3.2). When the shopper finishes the challenge, the provider's
// challenge page POSTs form fields TransactionId and MD here, inside the challenge iframe. The
// iframe does not break out on its own, so this tiny page tells its parent (the demo's
// processing screen, same origin) with postMessage:
//   1. 'Challenge received' — the spec's exact message, which triggers verification;
//   2. { type: 'sjd:challenge-return', TransactionId, MD } — the posted values, for the terminal.
// Both name the page's own origin as target origin, never '*': the page is framed only by
// itself (frame-ancestors 'self'), i.e. by the demo's page on the same origin, whichever name
// the visitor opened it on (localhost, 127.0.0.1, [::1] or the public host), so no other origin
// can read them. The values travel in a JSON data block (escaped for HTML), never in script
// source, so the one inline script is a constant allowed by its CSP hash.
// GET is accepted too (query parameters) for providers that return with a redirect.
import { createHash } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { challengeReceivedMessage, challengeReturnFieldsSchema, sitePaths } from '@sjd/contracts';
import { jsonForHtml } from '@sjd/sandbox';
import type { ZodTypeProvider } from '../plugins/zod-schemas';

export const challengeReturnPath = sitePaths.challengeReturn;

const dataElementId = 'challenge-return';

// Constant source: its hash goes into the page's CSP. It reads the data block and posts to
// window.parent only when framed (opened on its own, there is no parent to tell).
export const challengeReturnScript = `(function () {
  var data = JSON.parse(document.getElementById('${dataElementId}').textContent);
  if (window.parent === window) return;
  var appOrigin = window.location.origin;
  window.parent.postMessage(${JSON.stringify(challengeReceivedMessage)}, appOrigin);
  window.parent.postMessage(
    { type: 'sjd:challenge-return', TransactionId: data.TransactionId, MD: data.MD },
    appOrigin
  );
})();`;

const challengeReturnStyle =
  'body{margin:0;padding:16px;box-sizing:border-box;display:grid;place-content:center;min-height:100vh;text-align:center;font:16px/1.4 system-ui,sans-serif;color:#1b1b1b;background:#fff}h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:0}';

const cspHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export const challengeReturnCsp = [
  "default-src 'none'",
  `script-src ${cspHash(challengeReturnScript)}`,
  `style-src ${cspHash(challengeReturnStyle)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export function challengeReturnPage(data: { TransactionId: string; MD: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>3DS challenge complete</title>
<style>${challengeReturnStyle}</style>
</head>
<body>
<main><h1>Authentication complete</h1><p>Returning to the shop…</p></main>
<script type="application/json" id="${dataElementId}">${jsonForHtml(data)}</script>
<script>${challengeReturnScript}</script>
</body>
</html>
`;
}

export function challengeReturnRoutes(): FastifyPluginAsync {
  const send = (reply: FastifyReply, fields: { TransactionId?: string; MD?: string }) =>
    reply
      .header('content-security-policy', challengeReturnCsp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        challengeReturnPage({
          TransactionId: fields.TransactionId ?? '',
          MD: fields.MD ?? '',
        }),
      );

  return async (fastify) => {
    // Form bodies are parsed in this scope only: a form POSTed to /api/* stays a 415.
    await fastify.register(formbody, { bodyLimit: 8 * 1024 });
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      challengeReturnPath,
      { schema: { querystring: challengeReturnFieldsSchema } },
      (r, reply) => send(reply, r.query),
    );
    // A form with no fields may arrive with no body at all.
    app.post(
      challengeReturnPath,
      { schema: { body: z.optional(challengeReturnFieldsSchema) } },
      (r, reply) => send(reply, r.body ?? {}),
    );
  };
}
