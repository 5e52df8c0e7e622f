// The provider proxy (spec §7, ARCHITECTURE §4): the browser's only way to the provider's REST
// API. Three routes, each serving its own APIs from the contracts' endpoint table:
// - POST /api/wpservices {method, url, payload?}: the modular APIs (Verified Tokens, Tokens,
//   3DS, FraudSight, Account Verifications, Card Payments, Payouts) and payment queries;
// - POST /api/payments {method?, url?, payload?}: the Payments API and its action hrefs;
// - POST /api/hpp <Transaction>: hosted payment page initialisation (POST /payment_pages).
// The profile comes from the x-sjd-environment header ('try' when absent). Replies and error
// codes are described in packages/contracts/src/proxy.ts. A payment-creating call records its
// transactionReference for the visitor (cookie) who sent it, so the provider's events about it
// reach that visitor's event stream only (routes/webhooks.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import * as z from 'zod/mini';
import {
  apiErrorSchema,
  demoClockHeader,
  environmentHeader,
  environmentNameSchema,
  hppRequestSchema,
  maxRequestDepth,
  noVisitorFaults,
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
import { randomBytes } from 'node:crypto';
import { CallsInFlight, clockIdFor } from '../clock/demo-clock';
import type { AppConfig } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import { callProvider, providerPool } from '../proxy/call-provider';
import {
  apiCompressionThresholdBytes,
  compressAnswer,
  preferredEncoding,
} from '../proxy/compress-answer';
import {
  createdReference,
  namespacesNamed,
  queriedReference,
  resolveProviderCall,
  type ProxyRoute,
} from '../proxy/resolve-call';
import { identifyVisitors, type VisitorCookies } from '../webhooks/visitor-cookie';
import type { SimulatorClient } from '../webhooks/simulator-client';
import { sandboxFaults, type VisitorFaults } from '../webhooks/visitor-faults';
import type { WebhookHub } from '../webhooks/webhook-hub';

const headersSchema = z.looseObject({
  [environmentHeader]: z._default(environmentNameSchema, 'try'),
});

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

export function providerProxyRoutes(
  config: AppConfig,
  hub: WebhookHub,
  cookies: VisitorCookies,
  providerDispatcher?: Dispatcher,
  webhookFaults?: { faults: VisitorFaults; simulator: SimulatorClient | null },
  clocks: { key: string | Buffer; inFlight: CallsInFlight } = {
    key: randomBytes(32),
    inFlight: new CallsInFlight(),
  },
): FastifyPluginAsync {
  return async (fastify) => {
    identifyVisitors(fastify, cookies);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // One keep-alive connection pool per app for all provider calls, closed with the app.
    const dispatcher = providerDispatcher ?? providerPool(config.proxy);
    fastify.addHook('onClose', () => dispatcher.close());

    /**
     * The visitor's delivery faults, registered with the built-in sandbox for a payment it is
     * about to create, before the call (its first event may come before the answer). Only when
     * one is on (no extra call otherwise); a failure is logged and the payment goes on.
     */
    const registerFaults = async (
      request: FastifyRequest,
      environment: EnvironmentName,
      reference: string,
    ) => {
      const simulator = webhookFaults?.simulator;
      // The simulator is the try profile's sandbox; 'live' is the same one unless it has its own.
      const sameSandbox = config.providers[environment].baseUrl === config.providers.try.baseUrl;
      if (!webhookFaults || !simulator || !sameSandbox) return;
      // A reference another visitor named too is contested: nobody's faults apply to it (the
      // first visitor's are cleared), so naming someone's reference never faults their events.
      const isOwn = (await hub.ownerOf(reference)) === request.visitorId;
      const own = isOwn ? sandboxFaults(webhookFaults.faults.of(request.visitorId)) : null;
      if (own && !Object.values(own).some(Boolean)) return;
      const answer = await simulator
        .setFaults([reference], own ?? sandboxFaults(noVisitorFaults))
        .catch(() => undefined);
      if (answer?.status !== 204) {
        request.log.warn({ status: answer?.status }, 'registering webhook faults failed');
      }
    };

    /** Resolves against the allow-list, then calls the provider; one reply shape for all. */
    const proxy = async (
      request: FastifyRequest,
      reply: FastifyReply,
      route: ProxyRoute,
      environment: EnvironmentName,
      call: { method: HttpMethod; url: string; payload?: unknown },
    ) => {
      const profile = config.providers[environment];
      const resolution = resolveProviderCall(call, profile, environment, route);
      if (!resolution.ok) return reply.status(400).send(resolution.error);
      // Recorded before the call goes out: the provider may send the payment's first event
      // before its answer reaches us (webhooks/webhook-hub.ts).
      // A token namespace belongs to the first visitor who names it: the spec makes it
      // 'SHOPPER_ID_' plus a time, which another visitor could guess, and the provider answers a
      // known card in a known namespace with its existing token (sandbox README "Visitors are
      // isolated").
      for (const namespace of namespacesNamed(resolution.call)) {
        if ((await hub.ledger.claimNamespace(request.visitorId, namespace)) === 'other') {
          return reply.status(403).send({
            error: proxyErrorCodes.namespaceInUse,
            message: `The token namespace ${namespace} is in use by another visitor of this demo. Open a demo again from the start page to get a namespace of your own.`,
          });
        }
      }
      // Payment Queries find a payment by its exact transactionReference, which a share link or
      // a HAR file may carry: a reference another visitor's call created (or two visitors named)
      // is not looked up for this one. One no instance knows (a restart, a payment made elsewhere)
      // is, as before: its unguessable part is still the key.
      const queried = queriedReference(resolution.call);
      if (queried !== null) {
        const claim = await hub.ledger.claimOf(queried);
        if (claim !== null && claim !== request.visitorId) {
          return reply.status(403).send({
            error: proxyErrorCodes.referenceNotYours,
            message: `The payment ${queried} was made by another visitor of this demo: Payment Queries look up your own payments only.`,
          });
        }
      }
      const reference = createdReference(resolution.call);
      if (reference !== null) {
        await hub.claim(request.visitorId, reference);
        await registerFaults(request, environment, reference);
      }
      // The visitor's demo clock, to the built-in sandbox only (clock/demo-clock.ts).
      const extraHeaders = profile.builtInSandbox
        ? { [demoClockHeader]: clockIdFor(clocks.key, request.visitorId) }
        : undefined;
      clocks.inFlight.begin(request.visitorId);
      let outcome: Awaited<ReturnType<typeof callProvider>>;
      try {
        outcome = await callProvider(
          resolution.call,
          profile,
          config.proxy,
          dispatcher,
          extraHeaders,
        );
      } finally {
        clocks.inFlight.end(request.visitorId);
      }
      // The request's one log line names the provider call, failed or not (plugins/logging.ts).
      request.providerCall = outcome.log;
      if (!outcome.ok) return reply.status(outcome.status).send(outcome.error);
      // Sent as the JSON text callProvider wrote, so the provider's body is not serialised a
      // second time (the 200 schema is what providerResultJson writes, tested beside it).
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      const encoding =
        outcome.json.length >= apiCompressionThresholdBytes
          ? preferredEncoding(request.headers['accept-encoding'])
          : null;
      if (encoding) {
        return reply
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send(compressAnswer(outcome.json, encoding));
      }
      return reply.serializer(() => outcome.json).send(outcome.result);
    };

    // No @fastify/compress hooks on these routes: large answers are compressed above.
    const routeOptions = {
      bodyLimit: config.proxy.bodyLimitBytes,
      compress: false as const,
      preValidation: refuseDeepBodies,
    };

    app.post(
      sitePaths.wpServices,
      {
        ...routeOptions,
        schema: { body: wpServicesRequestSchema, headers: headersSchema, response: responses },
      },
      (request, reply) =>
        proxy(
          request,
          reply,
          proxyRoutes.wpServices,
          request.headers[environmentHeader],
          request.body,
        ),
    );

    app.post(
      sitePaths.payments,
      {
        ...routeOptions,
        schema: { body: paymentsRequestSchema, headers: headersSchema, response: responses },
      },
      (request, reply) =>
        proxy(
          request,
          reply,
          proxyRoutes.payments,
          request.headers[environmentHeader],
          request.body,
        ),
    );

    app.post(
      sitePaths.hpp,
      {
        ...routeOptions,
        schema: { body: hppRequestSchema, headers: headersSchema, response: responses },
      },
      (request, reply) => {
        const environment = request.headers[environmentHeader];
        // The browser knows the entity from /api/config and normally sends it; when it does
        // not, the chosen profile's entity is used (never rewritten when given).
        const payload = request.body.merchant
          ? request.body
          : { ...request.body, merchant: { entity: config.providers[environment].entity } };
        return proxy(request, reply, proxyRoutes.hpp, environment, {
          method: 'POST',
          url: '/payment_pages',
          payload,
        });
      },
    );
  };
}
