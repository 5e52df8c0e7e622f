// GET /apm-return.html: where a local payment method sends the shopper back (issue 45). The
// shop names this page, with `?kind=success|pending|failure|cancel&ref=<transactionReference>`,
// in the APMs API's `resultUrls`; the provider's page navigates its frame (inside the demo's
// device frame) here. The page tells its parent (the shop, same origin) with postMessage
// `{ type: 'sjd:apm-return', kind, ref, error }` — target its own origin, never '*' — and the
// shop's flow reads the payment's state from the provider (the return itself proves nothing).
// As the 3DS return page: values in a JSON data block, one constant inline script allowed by its
// CSP hash, framed only by its own origin. Anything else in the query is ignored; an unknown
// kind is passed on as it is for the shop to refuse.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { sitePaths } from '@sjd/contracts';
import { jsonForHtml } from '@sjd/sandbox';
import type { ZodTypeProvider } from '../plugins/zod-schemas';

export const apmReturnPath = sitePaths.apmReturn;

const dataElementId = 'apm-return';

export const apmReturnScript = `(function () {
  var data = JSON.parse(document.getElementById('${dataElementId}').textContent);
  if (window.parent === window) return;
  window.parent.postMessage(
    { type: 'sjd:apm-return', kind: data.kind, ref: data.ref, error: data.error },
    window.location.origin
  );
})();`;

const apmReturnStyle =
  'body{margin:0;padding:16px;box-sizing:border-box;display:grid;place-content:center;min-height:100vh;text-align:center;font:16px/1.4 system-ui,sans-serif;color:#1b1b1b;background:#fff}h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:0}';

const cspHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export const apmReturnCsp = [
  "default-src 'none'",
  `script-src ${cspHash(apmReturnScript)}`,
  `style-src ${cspHash(apmReturnStyle)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const field = z.optional(z.string().check(z.maxLength(200)));
export const apmReturnQuerySchema = z.object({ kind: field, ref: field, error: field });

export function apmReturnPage(data: { kind: string; ref: string; error: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Back at the shop</title>
<style>${apmReturnStyle}</style>
</head>
<body>
<main><h1>Back at the shop</h1><p>Checking your payment…</p></main>
<script type="application/json" id="${dataElementId}">${jsonForHtml(data)}</script>
<script>${apmReturnScript}</script>
</body>
</html>
`;
}

export function apmReturnRoutes(): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(apmReturnPath, { schema: { querystring: apmReturnQuerySchema } }, (r, reply) =>
      reply
        .header('content-security-policy', apmReturnCsp)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(
          apmReturnPage({
            kind: r.query.kind ?? '',
            ref: r.query.ref ?? '',
            error: r.query.error ?? '',
          }),
        ),
    );
  };
}
