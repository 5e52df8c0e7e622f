// The terminal's webhook inspector and the order detail's scenario triggers (issue 30), for the
// calling visitor's own payments and payouts only (the visitor cookie; any other reference is
// 404, as if it did not exist). The browser never reaches the sandbox's simulator routes: these
// do, with the built-in sandbox only (no PROVIDER_BASE_URL).
// - GET  /api/webhooks/events?transactionReference=  the events, what the receiver got and
//        answered (receptions.ts) and, with the sandbox, every delivery attempt
// - POST /api/webhooks/events/{eventId}/resend       {transactionReference}: the sandbox sends it
//        again (409 with a real provider: it redelivers only by retrying)
// - GET|PUT /api/webhooks/faults                     the visitor's delivery faults
// - POST /api/webhooks/scenarios                     {transactionReference, scenario}
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  apiErrorSchema,
  simulatorErrorSchema,
  simulatorEventsSchema,
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
  type SimulatorEvent,
  type VisitorFaultSettings,
  type WebhookEventsAnswer,
} from '@sjd/contracts';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import type { ReceptionLog } from '../webhooks/receptions';
import type { SimulatorAnswer, SimulatorClient } from '../webhooks/simulator-client';
import { identifyVisitors, type VisitorCookies } from '../webhooks/visitor-cookie';
import { sandboxFaults, type VisitorFaults } from '../webhooks/visitor-faults';
import {
  recentReferencesPerVisitor,
  referencesClearedPerVisitor,
  type WebhookHub,
} from '../webhooks/webhook-hub';

const errors = {
  404: apiErrorSchema,
  409: apiErrorSchema,
  // The sandbox's own refusals are passed on with their status (scenarioNotApplicable, …).
  '4xx': apiErrorSchema,
  502: apiErrorSchema,
};

const simulatorOnlyMessage =
  'Only the built-in sandbox can do this: a real provider (PROVIDER_BASE_URL) redelivers only by its own retries and has no scenario triggers';

export interface InspectorDeps {
  hub: WebhookHub;
  cookies: VisitorCookies;
  faults: VisitorFaults;
  receptions: ReceptionLog;
  /** Null with a real provider. */
  simulator: SimulatorClient | null;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({
    error: webhookInspectorErrorCodes.notFound,
    message: 'No payment or payout of yours has this transaction reference',
  });
}

function sandboxFailed(reply: FastifyReply, answer?: SimulatorAnswer) {
  const named = simulatorErrorSchema.safeParse(answer?.json);
  const status = answer && answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  return reply.status(status).send({
    error: named.success ? named.data.errorName : webhookInspectorErrorCodes.sandboxFailed,
    message: named.success ? named.data.message : 'The sandbox did not answer as expected',
  });
}

export function webhookInspectorRoutes(deps: InspectorDeps): FastifyPluginAsync {
  const { hub, cookies, faults, receptions, simulator } = deps;
  return async (fastify) => {
    identifyVisitors(fastify, cookies);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const owns = async (visitorId: string, transactionReference: string) =>
      (await hub.ownerOf(transactionReference)) === visitorId;

    app.get(
      sitePaths.webhookEvents,
      {
        schema: {
          querystring: webhookEventsQuerySchema,
          response: { 200: webhookEventsAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { transactionReference } = request.query;
        if (!(await owns(request.visitorId, transactionReference))) return notFound(reply);
        const received = receptions.of(transactionReference);
        let delivered: SimulatorEvent[] = [];
        if (simulator) {
          const answer = await simulator.events(transactionReference).catch(() => undefined);
          const parsed = simulatorEventsSchema.safeParse(answer?.json);
          if (!answer || answer.status !== 200 || !parsed.success) {
            return sandboxFailed(reply, answer);
          }
          delivered = parsed.data.events;
        }
        // The sandbox's events (all of them, sent or not), each with what the receiver got; with
        // a real provider only what the receiver got, grouped by eventId.
        const ids = [
          ...new Set([
            ...delivered.map((e) => e.eventId),
            ...received.flatMap((r) => (r.eventId ? [r.eventId] : [])),
          ]),
        ];
        const events: WebhookEventsAnswer['events'] = ids.map((eventId) => {
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
        return reply.header('cache-control', 'no-store').send({
          transactionReference,
          simulator: simulator !== null,
          faults: faults.of(request.visitorId),
          events,
        });
      },
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
      async (request, reply) => {
        const { transactionReference } = request.body;
        if (!(await owns(request.visitorId, transactionReference))) return notFound(reply);
        if (!simulator) {
          return reply.status(409).send({
            error: webhookInspectorErrorCodes.simulatorOnly,
            message: simulatorOnlyMessage,
          });
        }
        // The event must be one of this reference's: an eventId alone proves nothing.
        const listed = await simulator.events(transactionReference).catch(() => undefined);
        const parsed = simulatorEventsSchema.safeParse(listed?.json);
        if (!listed || listed.status !== 200 || !parsed.success)
          return sandboxFailed(reply, listed);
        if (!parsed.data.events.some((e) => e.eventId === request.params.eventId)) {
          return notFound(reply);
        }
        const answer = await simulator.resend(request.params.eventId).catch(() => undefined);
        if (answer?.status !== 202) return sandboxFailed(reply, answer);
        return reply.status(202).send({ eventId: request.params.eventId, resent: true });
      },
    );

    app.get(
      sitePaths.webhookFaults,
      { schema: { response: { 200: webhookFaultsAnswerSchema } } },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').send({
          simulator: simulator !== null,
          faults: faults.of(request.visitorId),
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
        const wanted: VisitorFaultSettings = request.body.faults;
        const previous = faults.of(request.visitorId);
        faults.set(request.visitorId, wanted);
        // The provider's side of the faults, for this visitor's payments and payouts of late
        // (new ones get them as their creating call goes out: provider-proxy.ts). Turning them
        // all off reaches further back, so no older payment keeps a fault for its week of
        // retries. The sandbox takes 50 references a call.
        const allOff = !Object.values(wanted).some(Boolean);
        const references = await hub.referencesOf(
          request.visitorId,
          allOff ? referencesClearedPerVisitor : recentReferencesPerVisitor,
        );
        for (let start = 0; simulator && start < references.length; start += 50) {
          const answer = await simulator
            .setFaults(references.slice(start, start + 50), sandboxFaults(wanted))
            .catch(() => undefined);
          if (answer?.status !== 204) {
            faults.set(request.visitorId, previous);
            return sandboxFailed(reply, answer);
          }
        }
        return reply.send({ simulator: simulator !== null, faults: wanted });
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
      async (request, reply) => {
        const { transactionReference, scenario } = request.body;
        if (!(await owns(request.visitorId, transactionReference))) return notFound(reply);
        if (!simulator) {
          return reply.status(409).send({
            error: webhookInspectorErrorCodes.simulatorOnly,
            message: simulatorOnlyMessage,
          });
        }
        const answer = await simulator
          .scenario(scenario, transactionReference)
          .catch(() => undefined);
        const parsed = webhookScenarioAnswerSchema.safeParse(answer?.json);
        if (answer?.status !== 200 || !parsed.success) return sandboxFailed(reply, answer);
        return reply.send(parsed.data);
      },
    );
  };
}
