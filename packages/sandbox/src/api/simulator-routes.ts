// The simulator's merchant routes under /_sandbox (issue 30), always registered and guarded by
// the merchant's HTTP Basic credentials like the REST API: the provider has no such API (a
// merchant sees its deliveries at its receiver; a chargeback comes from a bank), so they live
// under the sandbox's own prefix, and the demo's server calls them for its visitors' own
// references only (apps/server routes/webhook-inspector.ts).
// - GET  /_sandbox/webhooks?transactionReference=  the events recorded and every attempt
// - POST /_sandbox/webhooks/{eventId}/resend       the event due again now (a duplicate)
// - PUT  /_sandbox/webhooks/faults                 delivery faults per reference (faults.ts)
// - POST /_sandbox/scenarios                       a scenario trigger (domain/scenario-triggers.ts)
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../config';
import type { ControllableClock, SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';
import { contextOfMerchant } from '../domain/merchants';
import { applyEventScenario } from '../domain/scenario-triggers';
import { eventScenarioNames } from '../domain/scenarios';
import { eventTimestamp } from '../webhooks/events';
import { webhookFaultsSchema } from '../webhooks/faults';
import type { Outbox, WebhookEvent } from '../webhooks/outbox';
import { renderError } from './render-error';
import { renderBodyRefused, simulatorErrorHandler, simulatorGuard } from './simulator-guard';

const reference = z.string().min(1).max(128);
const webhooksQuerySchema = z.strictObject({ transactionReference: reference });
const faultsBodySchema = z.strictObject({
  /** The references the faults apply to (a visitor's recent payments and payouts). */
  transactionReferences: z.array(reference).min(1).max(50),
  faults: webhookFaultsSchema,
});
const scenarioBodySchema = z.strictObject({
  scenario: z.enum(eventScenarioNames),
  transactionReference: reference,
  entity: z.string().min(1).max(64).default('default'),
});

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** An event as the read route shows it: its body parsed, times as ISO date-times. */
export const eventView = (event: WebhookEvent) => ({
  eventId: event.id,
  type: event.type,
  eventTimestamp: eventTimestamp(event.at),
  body: JSON.parse(event.body) as unknown,
  deliveries: event.receivers.map((r) => ({
    url: r.url,
    state: r.state,
    nextAttemptAt: isoOrNull(r.nextAttemptAt),
    held: r.held ?? [],
    attempts: r.attempts.map((a) => ({
      attempt: a.attempt,
      at: new Date(a.at).toISOString(),
      status: a.status,
      latencyMs: a.latencyMs,
      response: a.response,
      nextAttemptAt: isoOrNull(a.nextAttemptAt),
      ...(a.fault ? { fault: a.fault } : {}),
    })),
  })),
});

export function simulatorRoutes(
  ctx: SandboxContext,
  clock: ControllableClock,
  config: SandboxConfig,
  outbox?: Outbox,
): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', simulatorGuard(config));
    app.setErrorHandler(simulatorErrorHandler);

    // 200 with no events when no receiver is configured (nothing is recorded then).
    app.get('/_sandbox/webhooks', async (request, reply) => {
      const parsed = webhooksQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        return renderError(
          reply,
          new ProviderError(
            400,
            'queryParameterIsInvalid',
            'Send ?transactionReference=<the payment or payout reference>.',
          ),
        );
      }
      const { transactionReference } = parsed.data;
      const { merchant } = request;
      const events = outbox
        ? await outbox.byTransactionReference(transactionReference, merchant)
        : [];
      const faults = outbox ? await outbox.faults.of(transactionReference, merchant) : undefined;
      return {
        receiversConfigured: outbox !== undefined,
        ...(faults ? { faults } : {}),
        events: events.map(eventView),
      };
    });

    // The provider redelivers only by retrying. 202: due now, sent by the next round (its
    // attempt then shows in GET /_sandbox/webhooks).
    app.post<{ Params: { eventId: string } }>(
      '/_sandbox/webhooks/:eventId/resend',
      async (request, reply) => {
        const event = outbox
          ? await outbox.resend(request.params.eventId, clock.now().getTime(), request.merchant)
          : undefined;
        if (!event) {
          return renderError(
            reply,
            new ProviderError(404, 'resourceNotFound', 'No event with this id was recorded.'),
          );
        }
        return reply.code(202).send(eventView(event));
      },
    );

    app.put('/_sandbox/webhooks/faults', async (request, reply) => {
      const parsed = faultsBodySchema.safeParse(request.body);
      if (!parsed.success) {
        return renderBodyRefused(
          reply,
          'Send {transactionReferences, faults}.',
          parsed.error.issues,
          request.body,
        );
      }
      if (!outbox) {
        return renderError(
          reply,
          new ProviderError(
            409,
            'noReceiverConfigured',
            'No webhook receiver is configured (SANDBOX_WEBHOOK_URLS).',
          ),
        );
      }
      await outbox.faults.set(
        parsed.data.transactionReferences,
        parsed.data.faults,
        request.merchant,
      );
      return reply.code(204).send();
    });

    app.post('/_sandbox/scenarios', async (request, reply) => {
      const parsed = scenarioBodySchema.safeParse(request.body);
      if (!parsed.success) {
        return renderBodyRefused(
          reply,
          'Send {scenario, transactionReference}.',
          parsed.error.issues,
          request.body,
        );
      }
      const { scenario, transactionReference, entity } = parsed.data;
      return applyEventScenario(
        contextOfMerchant(ctx, request.merchant),
        scenario,
        transactionReference,
        entity,
      );
    });
  };
}
