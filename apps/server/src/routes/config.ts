// GET /api/config: the environment config of spec §3, per provider profile ('try' by default).
// Built once at start-up from validated settings; holds no secret of the site's. With the
// built-in sandbox on its published defaults, each visitor gets sandbox credentials of their own
// (visitors/visitors.ts), added per request: the terminal shows them and the code they copy runs
// with them, seeing that visitor's payments only. Operator-set SANDBOX_USERNAME/PASSWORD are
// never handed over. The 3DS challenge must return to the page's own
// origin (its return page is framed by that page only), so a demo whose PUBLIC_URL is a loopback
// origin answers a page opened on 127.0.0.1 or [::1] with the return URL on that name; any other
// Host gets PUBLIC_URL's.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  environmentConfigSchema,
  environmentNameSchema,
  sitePaths,
  type EnvironmentConfig,
  type EnvironmentName,
} from '@sjd/contracts';
import { loopbackAliases } from '@sjd/sandbox';
import type { AppConfig } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import type { SandboxCredentials } from '../visitors/simulator-client';
import { merchantKeyOf, type Visitors } from '../visitors/visitors';
import { challengeReturnPath } from './challenge-return';

const querySchema = z.strictObject({ environment: z._default(environmentNameSchema, 'try') });

export function environmentConfigFor(
  config: AppConfig,
  environment: EnvironmentName,
  appUrl = config.publicUrl,
): EnvironmentConfig {
  const provider = config.providers[environment];
  // Each visitor's own credentials are added per request (configRoutes); the shared defaults are
  // handed over only by a sandbox that cannot make them (no simulator key: a single merchant).
  const shared = merchantKeyOf(provider) === null ? provider.publicDemoCredentials : undefined;
  return {
    environment,
    secureOrigin3ds: provider.secureOrigin3ds,
    wpBaseUrl: provider.baseUrl,
    wpEndpoint: sitePaths.wpServices,
    paymentsEndpoint: sitePaths.payments,
    HPPEndpoint: sitePaths.hpp,
    challengeReturnUrl: `${appUrl}${challengeReturnPath}`,
    applePaySessionUrl: provider.applePaySessionUrl,
    // The provider's APM API (PayPal): POST {base}/apmPayments.
    apmPaymentsUrl: `${provider.baseUrl}/apmPayments`,
    HPPSDKURL: provider.hppLibraryUrl,
    checkoutSDKPath: '/access-checkout/v2/checkout.js',
    checkoutId: provider.checkoutId,
    entity: provider.entity,
    testScenariosUrl: provider.testScenariosUrl,
    isTestProvider: provider.isTestProvider,
    ...(shared ? { sandboxDemoCredentials: shared } : {}),
    ...config.site,
  };
}

/** PUBLIC_URL under each of its loopback names (only itself when it is not a loopback URL). */
function appUrls(publicUrl: string): Map<string, string> {
  const url = new URL(publicUrl);
  const path = url.pathname.replace(/\/+$/, '');
  return new Map(loopbackAliases(url.origin).map((origin) => [origin, `${origin}${path}`]));
}

/** The origin the browser used, from the Host header, in PUBLIC_URL's scheme. */
function requestOrigin(request: FastifyRequest, publicUrl: string): string | null {
  const host = request.headers.host;
  if (!host) return null;
  try {
    return new URL(`${new URL(publicUrl).protocol}//${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The prepared config with the visitor's own sandbox credentials, for the terminal and the code
 * they copy (visitors/visitors.ts); as prepared when the profile has none to give.
 */
function withVisitorCredentials(
  prepared: { value: EnvironmentConfig; json: string },
  credentials: SandboxCredentials | null,
): { value: EnvironmentConfig; json: string } {
  if (credentials === null) return prepared;
  const sandboxDemoCredentials = {
    username: credentials.username,
    password: credentials.password,
  };
  return {
    value: { ...prepared.value, sandboxDemoCredentials },
    json: `${prepared.json.slice(0, -1)},"sandboxDemoCredentials":${JSON.stringify(sandboxDemoCredentials)}}`,
  };
}

export function configRoutes(config: AppConfig, visitors: Visitors): FastifyPluginAsync {
  // Parsed and serialised once at start-up: a misconfiguration fails the boot, not a visitor's
  // request, and each request only sends a ready string.
  const prepare = (name: EnvironmentName, appUrl: string) => {
    const value = environmentConfigSchema.parse(environmentConfigFor(config, name, appUrl));
    return { value, json: JSON.stringify(value) };
  };
  const urls = appUrls(config.publicUrl);
  const prepared = new Map(
    [...urls].map(([origin, appUrl]) => [
      origin,
      { try: prepare('try', appUrl), live: prepare('live', appUrl) },
    ]),
  );
  const byDefault = {
    try: prepare('try', config.publicUrl),
    live: prepare('live', config.publicUrl),
  };

  return async (fastify) => {
    // The web app's first call: it hands out the visitor cookie before any payment is made, so
    // the payment's calls and the event stream carry the same visitor id.
    visitors.identify(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      sitePaths.config,
      { schema: { querystring: querySchema, response: { 200: environmentConfigSchema } } },
      async (request, reply) => {
        const origin = requestOrigin(request, config.publicUrl);
        const profiles = (origin === null ? undefined : prepared.get(origin)) ?? byDefault;
        const { environment } = request.query;
        const own =
          merchantKeyOf(config.providers[environment]) === null
            ? null
            : visitors.credentialsOf(request.visitorId);
        const { value, json } = withVisitorCredentials(profiles[environment], own);
        return (
          reply
            // A visitor's own credentials are theirs alone: no shared cache keeps them.
            .header('cache-control', own ? 'private, no-cache' : 'no-cache')
            // The answer depends on the name the page was opened on (and on the visitor).
            .header('vary', own ? 'Host, Cookie' : 'Host')
            .serializer(() => json)
            .send(value)
        );
      },
    );
  };
}
