// The browser-side half of the provider, on the sandbox's own origin (issue 4): the Checkout SDK
// and its card-field frames, the 3DS device data collection and challenge pages, the hosted
// payment page and its library, and the scripts they load. Pages act on the same state as the
// REST API through `app.sandbox`. Forms are parsed in this scope only (the REST routes take
// their bodies as text), and a bad request here gets an HTML page, never the API's JSON.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxConfig } from '../config';
import { apmRoutes } from './apm/apm-routes';
import { checkoutFrameRoutes } from './checkout/frames';
import { clientScriptRoutes } from './client-scripts';
import { hppRoutes } from './hpp/routes';
import { html } from './html';
import { sendPage } from './page';
import { challengeRoutes } from './three-ds/challenge-routes';
import { ddcRoutes } from './three-ds/ddc-page';

const errorCss = 'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1b1f3b}';

export function hostedRoutes(config: SandboxConfig): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    app.setErrorHandler((error, request, reply) => {
      const status =
        typeof error === 'object' && error !== null && 'statusCode' in error
          ? Number(error.statusCode)
          : 500;
      const isClientError = status >= 400 && status < 500;
      if (!isClientError) request.log.error({ err: error }, 'hosted page failed');
      return sendPage(
        reply,
        isClientError ? status : 500,
        {
          title: 'Request not accepted',
          css: errorCss,
          body: html`<main>
            <h1>${isClientError ? 'This request was not accepted' : 'Something went wrong'}</h1>
            <p>
              ${
                isClientError
                  ? 'The page received a request it cannot read (wrong format or too large).'
                  : 'The sandbox could not show this page. Please try again.'
              }
            </p>
          </main>`,
        },
        { frameAncestors: config.appOrigins },
      );
    });
    await app.register(clientScriptRoutes);
    checkoutFrameRoutes(app, config);
    ddcRoutes(app, config);
    challengeRoutes(app, config);
    hppRoutes(app, config);
    apmRoutes(app, config);
  };
}
