// The demo clocks' own routes (simulator-only; the provider has no clocks): read a clock, move it
// forward or start it again at the real time (domain/clocks.ts). Always registered, behind the
// same Basic auth as the provider routes: the site's server calls them for its visitors, each of
// whom only ever reaches the clock the server derives from their own visitor id. Answers are
// plain JSON `{id, now, offsetMs, epoch}`; refusals the provider's error envelope.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../config';
import {
  clockIdPattern,
  maxAdvanceMs,
  moveClock,
  readClock,
  type ClockState,
} from '../domain/clocks';
import { merchantClockId } from '../domain/merchants';
import type { SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';
import type { Outbox } from '../webhooks/outbox';
import { renderBodyRefused, simulatorErrorHandler, simulatorGuard } from './simulator-guard';

export const demoClocksPath = '/_sandbox/demo-clocks';

/** What the mover read the clock at (clocks.ts `ClockMove`): optional, checked in the store. */
const from = {
  fromOffsetMs: z.number().int().min(0).optional(),
  fromEpoch: z.number().int().min(0).optional(),
};
const moveSchema = z.union([
  z.strictObject({ advanceMs: z.number().int(), ...from }),
  z.strictObject({ backToNow: z.literal(true), ...from }),
]);

export function demoClockRoutes(
  config: SandboxConfig,
  ctx: SandboxContext,
  outbox?: Outbox,
): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', simulatorGuard(config));
    app.setErrorHandler(simulatorErrorHandler);

    // A derived merchant's clock ids are its own (domain/merchants.ts): the clock is kept under
    // an id of the merchant's and the name, and the answer names it as the caller did.
    const clockId = (request: FastifyRequest): string => {
      const id = (request.params as { clockId?: unknown }).clockId;
      if (typeof id !== 'string' || !clockIdPattern.test(id)) {
        throw new ProviderError(404, 'resourceNotFound', 'No demo clock has this id.');
      }
      return merchantClockId(request.merchant, id);
    };
    const named = (request: FastifyRequest, state: ClockState): ClockState => ({
      ...state,
      id: (request.params as { clockId: string }).clockId,
    });

    app.get(`${demoClocksPath}/:clockId`, async (request) =>
      named(request, await readClock(ctx, clockId(request))),
    );
    app.post(`${demoClocksPath}/:clockId`, async (request, reply) => {
      const id = clockId(request);
      const parsed = moveSchema.safeParse(request.body);
      if (!parsed.success) {
        return renderBodyRefused(
          reply,
          `Send {"advanceMs": 1 to ${maxAdvanceMs}} or {"backToNow": true}, each with the optional "fromOffsetMs" and "fromEpoch" the clock was read at.`,
          parsed.error.issues,
          request.body,
        );
      }
      return named(
        request,
        await moveClock(
          ctx,
          id,
          parsed.data,
          outbox ? (ref, offsetMs) => outbox.clockMoved(ref, offsetMs) : undefined,
        ),
      );
    });
  };
}
