// GET / — the sandbox's front door (issue 14): someone who opens the sandbox's origin in a browser
// learns what it is (name and version), where its pages are (test scenarios, the provider's docs
// pages) and how to reach the demo site it serves, in the look of the sandbox's other pages.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import type { SandboxConfig } from '../config';
import { docsPage, html } from './html';
import { sendDocsPage } from './page';
import { scenariosPath } from './scenarios-page';

export const sandboxVersion = packageJson.version;

const css = `
.lead{font-size:1.1rem;max-width:60ch}
.links{list-style:none;margin:0 0 24px;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.links a{display:block;height:100%;box-sizing:border-box;padding:14px 16px;border:1px solid #d5d9e6;border-radius:10px;background:#fff;text-decoration:none}
.links a:hover,.links a:focus-visible{border-color:#0b57d0}
.links strong{display:block;color:#0b57d0}
.links span{display:block;color:#4a4f6a;font-size:.92rem}
h2{font-size:1.2rem;margin:28px 0 12px}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;background:#eef0f6;padding:1px 4px;border-radius:4px}
`;

/**
 * The demo site to link to: the allowed app origin on the host name the visitor used for the
 * sandbox (127.0.0.1 → the demo on 127.0.0.1), else the first one (the demo's PUBLIC_URL).
 */
function demoSiteFor(request: FastifyRequest, config: SandboxConfig): string | null {
  const host = request.headers.host ?? '';
  const hostname = URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : '';
  const sameName = config.appOrigins.find((origin) => new URL(origin).hostname === hostname);
  return sameName ?? config.appOrigins[0] ?? null;
}

const link = (href: string, title: string, what: string) =>
  html`<li>
    <a href="${href}"><strong>${title}</strong><span>${what}</span></a>
  </li>`;

export function indexRoutes(config: SandboxConfig): FastifyPluginAsync {
  return async (app) => {
    app.get('/', async (request, reply) => {
      const demo = demoSiteFor(request, config);
      const page = docsPage({
        title: 'Payments sandbox',
        css,
        body: html`<p class="lead">
            Version ${sandboxVersion}. A stateful simulator of the payment provider's test
            environment: the same REST paths, media types, outcomes and test values, and the hosted
            card fields, 3DS pages and hosted payment page, all on this machine.
          </p>
          <h2>Pages</h2>
          <ul class="links">
            ${[
              ...(demo
                ? [link(demo, 'The demo site', `The Smart Journey Demo's shops (${demo})`)]
                : []),
              link(scenariosPath, 'Test scenarios', 'Card numbers, names and values per outcome'),
              link('/docs/cookie-policy', 'Cookie policy', 'What is stored, and where'),
              link('/docs/privacy-policy', 'Privacy policy', 'What happens to test card data'),
              link('/docs/contact', 'Get in touch', 'Who to ask about integrating payments'),
              link('/_sandbox/health', 'Health', 'Liveness as JSON, for monitors'),
            ]}
          </ul>
          <h2>API</h2>
          <p>
            The REST API answers on this origin under the provider's paths (for example
            <code>POST /api/payments</code>) with HTTP Basic credentials; the demo's server calls it
            for the browser, so card data and credentials never pass through the shop's pages.
          </p>`,
      });
      return sendDocsPage(reply, page, 'no-cache');
    });
  };
}
