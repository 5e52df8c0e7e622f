// Provider documentation pages linked from the demo's footer. The sandbox stands in for the
// provider's site, so the links work offline.
import type { FastifyPluginAsync } from 'fastify';
import { docsPage, html } from './html';
import { sendDocsPage } from './page';

const pages = {
  '/docs/cookie-policy': {
    title: 'Cookie policy',
    body: html`<p>
      The sandbox sets no cookies. The demo site stores your cart, saved-card tokens and settings in
      your browser's local storage so that they survive a reload; nothing is shared with third
      parties unless you accept analytics in the privacy choices dialog.
    </p>`,
  },
  '/docs/privacy-policy': {
    title: 'Privacy policy',
    body: html`<p>
      This is a simulated test environment. Use only test card numbers: card data entered here is
      stored in the sandbox's local database to simulate tokens and payments, and is never sent
      anywhere else. Card numbers and security codes are never written to logs.
    </p>`,
  },
  '/docs/contact': {
    title: 'Get in touch',
    body: html`<p>
      Questions about integrating payments? Talk to your account team or read the API reference.
      This sandbox is part of the Smart Journey Demo and runs entirely on your machine.
    </p>`,
  },
} as const;

export const docsRoutes: FastifyPluginAsync = async (app) => {
  for (const [path, page] of Object.entries(pages)) {
    app.get(path, async (_request, reply) => sendDocsPage(reply, docsPage(page)));
  }
};
