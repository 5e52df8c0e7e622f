// Test-only control routes under /_sandbox (registered only when SANDBOX_CONTROL_ROUTES is on):
// wipe all state, fix or move the clock so expiry rules can be tested without waiting, and read
// the events (webhooks) recorded for a transaction reference with every delivery attempt (the
// provider has no such API: its deliveries are seen at the receiver).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ControllableClock, SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';
import { eventTimestamp } from '../webhooks/events';
import type { Outbox, WebhookEvent } from '../webhooks/outbox';
import { renderError } from './render-error';
import { validationErrorsFor } from './validation';

const clockSchema = z.union([
  z.strictObject({ now: z.iso.datetime({ offset: true }).nullable() }),
  z.strictObject({ advanceSeconds: z.number().int().min(-31_536_000).max(31_536_000) }),
]);

const webhooksQuerySchema = z.strictObject({ transactionReference: z.string().min(1).max(128) });

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** An event as the read route shows it: its body parsed, times as ISO date-times. */
const eventView = (event: WebhookEvent) => ({
  eventId: event.id,
  type: event.type,
  eventTimestamp: eventTimestamp(event.at),
  body: JSON.parse(event.body) as unknown,
  deliveries: event.receivers.map((r) => ({
    url: r.url,
    state: r.state,
    nextAttemptAt: isoOrNull(r.nextAttemptAt),
    attempts: r.attempts.map((a) => ({
      attempt: a.attempt,
      at: new Date(a.at).toISOString(),
      status: a.status,
      latencyMs: a.latencyMs,
      response: a.response,
      nextAttemptAt: isoOrNull(a.nextAttemptAt),
    })),
  })),
});

export function controlRoutes(
  ctx: SandboxContext,
  clock: ControllableClock,
  outbox?: Outbox,
): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler((error, _request, reply) => {
      const status =
        typeof error === 'object' && error !== null && 'statusCode' in error
          ? Number(error.statusCode)
          : 500;
      const known = status >= 400 && status < 500;
      return renderError(
        reply,
        new ProviderError(
          known ? 400 : 500,
          known ? 'bodyIsNotJson' : 'internalErrorOccurred',
          'The control request failed.',
        ),
      );
    });

    app.post('/_sandbox/reset', async (_request, reply) => {
      await ctx.store.reset();
      clock.fix(null);
      return reply.code(204).send();
    });

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
      const events = outbox
        ? await outbox.byTransactionReference(parsed.data.transactionReference)
        : [];
      return { receiversConfigured: outbox !== undefined, events: events.map(eventView) };
    });

    // Simulator-only: the provider redelivers only by retrying. 202: due now, sent by the next
    // round (its attempt then shows in GET /_sandbox/webhooks).
    app.post<{ Params: { eventId: string } }>(
      '/_sandbox/webhooks/:eventId/resend',
      async (request, reply) => {
        const event = outbox
          ? await outbox.resend(request.params.eventId, clock.now().getTime())
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

    const clockState = () => ({ now: clock.now().toISOString(), fixed: clock.isFixed });
    app.get('/_sandbox/clock', async () => clockState());
    app.post('/_sandbox/clock', async (request, reply) => {
      const parsed = clockSchema.safeParse(request.body);
      if (!parsed.success) {
        return renderError(
          reply,
          new ProviderError(
            400,
            'bodyDoesNotMatchSchema',
            'Send {"now": "<ISO date-time>" | null} or {"advanceSeconds": n}.',
            {
              validationErrors: validationErrorsFor(parsed.error.issues, request.body),
            },
          ),
        );
      }
      const body = parsed.data;
      if ('advanceSeconds' in body)
        clock.fix(new Date(clock.now().getTime() + body.advanceSeconds * 1000));
      else clock.fix(body.now === null ? null : new Date(body.now));
      return clockState();
    });
  };
}
