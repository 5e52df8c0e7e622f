// Test-only control routes under /_sandbox (registered only when SANDBOX_CONTROL_ROUTES is on):
// wipe all state, and fix or move the clock so expiry rules can be tested without waiting. The
// simulator's merchant routes (events, faults, scenarios) are in simulator-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ControllableClock, SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';
import { renderError } from './render-error';
import { renderBodyRefused } from './simulator-guard';

const clockSchema = z.union([
  z.strictObject({ now: z.iso.datetime({ offset: true }).nullable() }),
  z.strictObject({ advanceSeconds: z.number().int().min(-31_536_000).max(31_536_000) }),
]);

export function controlRoutes(ctx: SandboxContext, clock: ControllableClock): FastifyPluginAsync {
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

    const clockState = () => ({ now: clock.now().toISOString(), fixed: clock.isFixed });
    app.get('/_sandbox/clock', async () => clockState());
    app.post('/_sandbox/clock', async (request, reply) => {
      const parsed = clockSchema.safeParse(request.body);
      if (!parsed.success) {
        return renderBodyRefused(
          reply,
          'Send {"now": "<ISO date-time>" | null} or {"advanceSeconds": n}.',
          parsed.error.issues,
          request.body,
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
