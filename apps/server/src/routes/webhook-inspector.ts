// The terminal's webhook inspector and the order detail's scenario triggers (issue 30; shapes in
// @sjd/contracts site/webhook-inspector.ts), for the calling visitor's own payments and payouts
// only (the visitor cookie; any other reference is 404, as if it did not exist). The browser
// never reaches the sandbox's simulator routes: these do, with the built-in sandbox only (no
// PROVIDER_BASE_URL), through the visitors' simulator client.
// - GET  /api/webhooks/events?transactionReference=  the events, what the receiver got and
//        answered (webhooks/receptions.ts) and, with the sandbox, every delivery attempt
// - POST /api/webhooks/events/{eventId}/resend       {transactionReference}: the sandbox sends it
//        again (409 with a real provider: it redelivers only by retrying)
// - GET|PUT /api/webhooks/faults                     the visitor's delivery faults
// - POST /api/webhooks/scenarios                     {transactionReference, scenario}
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  sitePaths,
  webhookEventsAnswerSchema,
  webhookEventsQuerySchema,
  webhookFaultsAnswerSchema,
  webhookFaultsRequestSchema,
  webhookInspectorErrorCodes,
  webhookResendAnswerSchema,
  webhookResendParamsSchema,
  webhookResendRequestSchema,
  webhookScenarioAnswerSchema,
  webhookScenarioRequestSchema,
  type Reception,
  type SimulatorEvent,
  type WebhookEventsAnswer,
  type WebhookEventsQuery,
  type WebhookResendRequest,
  type WebhookScenarioRequest,
} from '@sjd/contracts';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import type { SimulatorFailure } from '../visitors/simulator-client';
import type { Visitors } from '../visitors/visitors';
import type { ReceptionLog } from '../webhooks/receptions';

const errors = {
  404: apiErrorSchema,
  409: apiErrorSchema,
  // The sandbox's own refusals are passed on with their status (scenarioNotApplicable, …).
  '4xx': apiErrorSchema,
  502: apiErrorSchema,
};

const simulatorOnlyMessage =
  'Only the built-in sandbox can do this: a real provider (PROVIDER_BASE_URL) redelivers only by its own retries and has no scenario triggers';

function notFound(reply: FastifyReply) {
  return reply.status(404).send({
    error: webhookInspectorErrorCodes.notFound,
    message: 'No payment or payout of yours has this transaction reference',
  });
}

function simulatorOnly(reply: FastifyReply) {
  return reply
    .status(409)
    .send({ error: webhookInspectorErrorCodes.simulatorOnly, message: simulatorOnlyMessage });
}

/** The sandbox's refusal with its status and words; anything else is a 502. */
function sandboxFailed(reply: FastifyReply, failure: SimulatorFailure) {
  const { status, error } = failure;
  return reply.status(status !== null && status >= 400 && status < 500 ? status : 502).send({
    error: error?.errorName ?? webhookInspectorErrorCodes.sandboxFailed,
    message: error?.message ?? 'The sandbox did not answer as expected',
  });
}

/**
 * The sandbox's events (all of them, sent or not), each with what the receiver got; with a real
 * provider only what the receiver got, grouped by eventId.
 */
function inspectedEvents(
  delivered: SimulatorEvent[],
  received: Reception[],
): WebhookEventsAnswer['events'] {
  const ids = new Set([
    ...delivered.map((e) => e.eventId),
    ...received.flatMap((r) => (r.eventId ? [r.eventId] : [])),
  ]);
  return [...ids].map((eventId) => {
    const sent = delivered.find((e) => e.eventId === eventId);
    const got = received.filter((r) => r.eventId === eventId);
    return {
      eventId,
      type: sent?.type ?? got[0]?.type ?? 'unknown',
      eventTimestamp: sent?.eventTimestamp ?? null,
      payload: sent?.body ?? null,
      deliveries: sent?.deliveries ?? [],
      receptions: got,
    };
  });
}

interface InspectorDeps {
  visitors: Visitors;
  receptions: ReceptionLog;
}

const owns = async ({ visitors }: InspectorDeps, visitorId: string, reference: string) =>
  (await visitors.ledger.ownerOf(reference)) === visitorId;

async function readEvents(
  deps: InspectorDeps,
  request: FastifyRequest<{ Querystring: WebhookEventsQuery }>,
  reply: FastifyReply,
) {
  const { transactionReference } = request.query;
  if (!(await owns(deps, request.visitorId, transactionReference))) return notFound(reply);
  const { faults } = deps.visitors;
  const simulator = deps.visitors.simulatorOf(request.visitorId);
  let delivered: SimulatorEvent[] = [];
  if (simulator) {
    const answer = await simulator.events(transactionReference);
    if (!answer.ok) return sandboxFailed(reply, answer);
    delivered = answer.value;
  }
  return reply.header('cache-control', 'no-store').send({
    transactionReference,
    simulator: simulator !== null,
    faults: await faults.of(request.visitorId),
    events: inspectedEvents(delivered, deps.receptions.of(transactionReference)),
  });
}

async function resendEvent(
  deps: InspectorDeps,
  request: FastifyRequest<{ Params: { eventId: string }; Body: WebhookResendRequest }>,
  reply: FastifyReply,
) {
  const { transactionReference } = request.body;
  const { eventId } = request.params;
  const simulator = deps.visitors.simulatorOf(request.visitorId);
  if (!(await owns(deps, request.visitorId, transactionReference))) return notFound(reply);
  if (!simulator) return simulatorOnly(reply);
  // The event must be one of this reference's: an eventId alone proves nothing.
  const listed = await simulator.events(transactionReference);
  if (!listed.ok) return sandboxFailed(reply, listed);
  if (!listed.value.some((e) => e.eventId === eventId)) return notFound(reply);
  const answer = await simulator.resend(eventId);
  if (!answer.ok) return sandboxFailed(reply, answer);
  return reply.status(202).send({ eventId, resent: true });
}

async function triggerScenario(
  deps: InspectorDeps,
  request: FastifyRequest<{ Body: WebhookScenarioRequest }>,
  reply: FastifyReply,
) {
  const { transactionReference, scenario } = request.body;
  const simulator = deps.visitors.simulatorOf(request.visitorId);
  if (!(await owns(deps, request.visitorId, transactionReference))) return notFound(reply);
  if (!simulator) return simulatorOnly(reply);
  const answer = await simulator.scenario(scenario, transactionReference);
  if (!answer.ok) return sandboxFailed(reply, answer);
  return reply.send(answer.value);
}

export function webhookInspectorRoutes(
  visitors: Visitors,
  receptions: ReceptionLog,
): FastifyPluginAsync {
  const deps = { visitors, receptions };
  const { faults, simulator } = visitors;
  return async (fastify) => {
    visitors.identify(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      sitePaths.webhookEvents,
      {
        schema: {
          querystring: webhookEventsQuerySchema,
          response: { 200: webhookEventsAnswerSchema, ...errors },
        },
      },
      (request, reply) => readEvents(deps, request, reply),
    );
    app.post(
      sitePaths.webhookResend,
      {
        schema: {
          params: webhookResendParamsSchema,
          body: webhookResendRequestSchema,
          response: { 202: webhookResendAnswerSchema, ...errors },
        },
      },
      (request, reply) => resendEvent(deps, request, reply),
    );
    app.get(
      sitePaths.webhookFaults,
      { schema: { response: { 200: webhookFaultsAnswerSchema } } },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').send({
          simulator: simulator !== null,
          faults: await faults.of(request.visitorId),
        }),
    );
    app.put(
      sitePaths.webhookFaults,
      {
        schema: {
          body: webhookFaultsRequestSchema,
          response: { 200: webhookFaultsAnswerSchema, '4xx': apiErrorSchema, 502: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const failure = await faults.set(request.visitorId, request.body.faults);
        if (failure) return sandboxFailed(reply, failure);
        return reply.send({ simulator: simulator !== null, faults: request.body.faults });
      },
    );
    app.post(
      sitePaths.webhookScenarios,
      {
        schema: {
          body: webhookScenarioRequestSchema,
          response: { 200: webhookScenarioAnswerSchema, ...errors },
        },
      },
      (request, reply) => triggerScenario(deps, request, reply),
    );
  };
}
