// The provider proxy (spec §7, ARCHITECTURE §4): the browser's only way to the provider's REST
// API. Three routes, each serving its own APIs from the contracts' endpoint table:
// - POST /api/wpservices {method, url, payload?}: the modular APIs (Verified Tokens, Tokens,
//   3DS, FraudSight, Account Verifications, Card Payments, Payouts) and payment queries;
// - POST /api/payments {method?, url?, payload?}: the Payments API and its action hrefs;
// - POST /api/hpp <Transaction>: hosted payment page initialisation (POST /payment_pages).
// The profile comes from the x-sjd-environment header ('try' when absent). Replies and error
// codes are described in packages/contracts/src/proxy.ts. A payment-creating call records its
// transactionReference for the visitor (cookie) who sent it, so the provider's events about it
// reach that visitor's event stream only (visitors/call-claims.ts); it stays theirs only if the
// call made the payment. With the built-in sandbox every call goes with the visitor's own
// credentials (visitors/visitors.ts), so the sandbox itself shows them their own payments only.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import {
  apiErrorSchema,
  demoClockHeader,
  environmentHeader,
  environmentHeadersSchema,
  hppRequestSchema,
  maxRequestDepth,
  paymentsRequestSchema,
  providerApis,
  providerResultSchema,
  proxyErrorCodes,
  sitePaths,
  tooDeepAt,
  wpServicesRequestSchema,
  type EnvironmentName,
  type HttpMethod,
  type ProviderApiName,
} from '@sjd/contracts';
import { CallsInFlight } from '../clock/calls-in-flight';
import type { AppConfig } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import { callProvider, providerPool } from '../proxy/call-provider';
import { resolveProviderCall, type ProxyRoute } from '../proxy/resolve-call';
import { sendProviderResult } from '../proxy/send-result';
import { claimCall, settleCall } from '../visitors/call-claims';
import type { Visitors } from '../visitors/visitors';

const responses = {
  200: providerResultSchema,
  400: apiErrorSchema,
  403: apiErrorSchema,
  502: apiErrorSchema,
  504: apiErrorSchema,
};

const allApis = Object.keys(providerApis).filter(
  (api): api is ProviderApiName => api in providerApis,
);

export const proxyRoutes = {
  wpServices: {
    name: sitePaths.wpServices,
    apis: allApis.filter((api) => api !== 'payments' && api !== 'hostedPaymentPages'),
  },
  payments: { name: sitePaths.payments, apis: ['payments'] },
  hpp: { name: sitePaths.hpp, apis: ['hostedPaymentPages'] },
} satisfies Record<string, ProxyRoute>;

/**
 * Refuses a body nested deeper than any provider request before anything reads it: the call's
 * JSON.stringify would overflow the stack on a few thousand levels (a 500), and the provider
 * has no use for them (@sjd/contracts json-depth).
 */
async function refuseDeepBodies(request: FastifyRequest, reply: FastifyReply) {
  if (tooDeepAt(request.body, maxRequestDepth) === null) return;
  return reply.status(400).send({
    error: proxyErrorCodes.badRequest,
    message: `The request body nests objects or arrays more than ${maxRequestDepth} levels deep; provider requests need far fewer`,
    details: { maxDepth: maxRequestDepth },
  });
}

interface ProxyDeps {
  config: AppConfig;
  visitors: Visitors;
  inFlight: CallsInFlight;
  /** The keep-alive pool all provider calls share. */
  dispatcher: Dispatcher;
}

/** Resolves against the allow-list, then calls the provider; one reply shape for all. */
async function proxy(
  deps: ProxyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  route: ProxyRoute,
  environment: EnvironmentName,
  call: { method: HttpMethod; url: string; payload?: unknown },
) {
  const { config, visitors, inFlight } = deps;
  const profile = config.providers[environment];
  const resolution = resolveProviderCall(call, profile, environment, route);
  if (!resolution.ok) return reply.status(400).send(resolution.error);
  const refusal = await claimCall(visitors, request.visitorId, resolution.call, {
    // The simulator is the try profile's sandbox; 'live' is the same one unless it has its own.
    applyFaults: profile.baseUrl === config.providers.try.baseUrl,
    onFaultsFailed: (failure) =>
      request.log.warn({ status: failure.status }, 'registering webhook faults failed'),
  });
  if (refusal) return reply.status(403).send(refusal);
  // To the built-in sandbox only (visitors/visitors.ts): the visitor's demo clock, and the
  // visitor's own credentials, so the sandbox itself shows them their own payments only.
  const authorization = profile.builtInSandbox ? visitors.authorizationOf(request.visitorId) : null;
  const extraHeaders = profile.builtInSandbox
    ? {
        [demoClockHeader]: visitors.clockIdOf(request.visitorId),
        ...(authorization === null ? {} : { authorization }),
      }
    : undefined;
  inFlight.begin(request.visitorId);
  let outcome: Awaited<ReturnType<typeof callProvider>>;
  try {
    outcome = await callProvider(
      resolution.call,
      profile,
      config.proxy,
      deps.dispatcher,
      extraHeaders,
    );
  } finally {
    inFlight.end(request.visitorId);
  }
  // A created payment's reference is kept only if the call made it (visitors/call-claims.ts).
  await settleCall(
    visitors,
    request.visitorId,
    resolution.call,
    outcome.ok ? { status: outcome.result.status } : null,
  );
  // The request's one log line names the provider call, failed or not (plugins/logging.ts).
  request.providerCall = outcome.log;
  if (!outcome.ok) return reply.status(outcome.status).send(outcome.error);
  return sendProviderResult(request, reply, outcome);
}

export function providerProxyRoutes(
  config: AppConfig,
  visitors: Visitors,
  providerDispatcher?: Dispatcher,
  inFlight: CallsInFlight = new CallsInFlight(),
): FastifyPluginAsync {
  return async (fastify) => {
    visitors.identify(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // One keep-alive connection pool per app for all provider calls, closed with the app.
    const dispatcher = providerDispatcher ?? providerPool(config.proxy);
    fastify.addHook('onClose', () => dispatcher.close());
    const deps = { config, visitors, inFlight, dispatcher };
    // No @fastify/compress hooks on these routes: large answers are compressed (send-result.ts).
    const routeOptions = {
      bodyLimit: config.proxy.bodyLimitBytes,
      compress: false as const,
      preValidation: refuseDeepBodies,
    };
    const schema = { headers: environmentHeadersSchema, response: responses };

    app.post(
      sitePaths.wpServices,
      { ...routeOptions, schema: { ...schema, body: wpServicesRequestSchema } },
      (request, reply) =>
        proxy(
          deps,
          request,
          reply,
          proxyRoutes.wpServices,
          request.headers[environmentHeader],
          request.body,
        ),
    );
    app.post(
      sitePaths.payments,
      { ...routeOptions, schema: { ...schema, body: paymentsRequestSchema } },
      (request, reply) =>
        proxy(
          deps,
          request,
          reply,
          proxyRoutes.payments,
          request.headers[environmentHeader],
          request.body,
        ),
    );
    app.post(
      sitePaths.hpp,
      { ...routeOptions, schema: { ...schema, body: hppRequestSchema } },
      (request, reply) => {
        const environment = request.headers[environmentHeader];
        // The browser knows the entity from /api/config and normally sends it; when it does
        // not, the chosen profile's entity is used (never rewritten when given).
        const payload = request.body.merchant
          ? request.body
          : { ...request.body, merchant: { entity: config.providers[environment].entity } };
        return proxy(deps, request, reply, proxyRoutes.hpp, environment, {
          method: 'POST',
          url: '/payment_pages',
          payload,
        });
      },
    );
  };
}
