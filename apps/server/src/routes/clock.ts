// The visitor's demo clock (issue 31; contracts/src/demo-clock.ts): GET /api/clock reads it,
// POST /api/clock moves it forward by an allow-listed step ('1h', '1d', '1M', to the merchant's
// next renewal) or starts it again at the real time ("Back to now"). Only the visitor's own clock
// is ever reached: its id is derived from the visitor cookie (clock/demo-clock.ts), never taken
// from the request. Served only when the profile is the built-in sandbox; with a real provider
// there is no clock (404 clockUnavailable), and the proxy sends no clock header.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  afterStep,
  apiErrorSchema,
  clockErrorCodes,
  sitePaths,
  demoClockMoveSchema,
  demoClockStateSchema,
  environmentHeader,
  environmentNameSchema,
  maxClockAdvanceMs,
  type DemoClockMove,
  type DemoClockState,
} from '@sjd/contracts';
import { clockIdFor, sandboxClockCall, type CallsInFlight } from '../clock/demo-clock';
import type { AppConfig, ProviderProfile } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import { identifyVisitors, type VisitorCookies } from '../webhooks/visitor-cookie';

const headersSchema = z.looseObject({
  [environmentHeader]: z._default(environmentNameSchema, 'try'),
});

const responses = {
  200: demoClockStateSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  504: apiErrorSchema,
};

const labels: Record<string, string> = {
  '1h': '+1 hour',
  '1d': '+1 day',
  '1M': '+1 month',
  nextRenewal: 'Next renewal',
};

const refuse = (reply: FastifyReply, status: 400 | 404 | 409, error: string, message: string) =>
  reply.status(status).header('cache-control', 'no-store').send({ error, message });

const readable = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function clockRoutes(
  config: AppConfig,
  cookies: VisitorCookies,
  clockKey: string | Buffer,
  inFlight: CallsInFlight,
): FastifyPluginAsync {
  return async (fastify) => {
    identifyVisitors(fastify, cookies);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const timeoutMs = config.proxy.timeoutMs;

    const profileFor = (environment: 'try' | 'live') => {
      const profile = config.providers[environment];
      return profile.builtInSandbox ? profile : null;
    };
    const unavailable = (reply: FastifyReply) =>
      refuse(
        reply,
        404,
        clockErrorCodes.unavailable,
        'The demo clock runs only on the built-in sandbox: a real provider keeps real time.',
      );
    const failed = (reply: FastifyReply, status: number, message: string) =>
      reply
        .status(status === 504 ? 504 : 502)
        .send({ error: status === 504 ? 'providerTimeout' : 'providerUnreachable', message });

    app.get(
      sitePaths.clock,
      { schema: { headers: headersSchema, response: responses } },
      async (request, reply) => {
        const profile = profileFor(request.headers[environmentHeader]);
        if (!profile) return unavailable(reply);
        const id = clockIdFor(clockKey, request.visitorId);
        const answer = await sandboxClockCall(profile, id, null, timeoutMs);
        if (!answer.ok) return failed(reply, answer.status, answer.message);
        const state: DemoClockState = { now: answer.state.now, offsetMs: answer.state.offsetMs };
        return reply.header('cache-control', 'no-store').send(state);
      },
    );

    app.post(
      sitePaths.clock,
      { schema: { body: demoClockMoveSchema, headers: headersSchema, response: responses } },
      async (request, reply) => {
        const profile = profileFor(request.headers[environmentHeader]);
        if (!profile) return unavailable(reply);
        if (inFlight.has(request.visitorId)) {
          return refuse(
            reply,
            409,
            clockErrorCodes.busy,
            'A provider call or clock move of yours is under way: the clock moves once it has been answered.',
          );
        }
        // A move counts as a call under way: a second move at once (a double click, two tabs)
        // is refused instead of adding to the first (this instance's count).
        inFlight.begin(request.visitorId);
        try {
          return await moveVisitorClock(request, reply, profile);
        } finally {
          inFlight.end(request.visitorId);
        }
      },
    );

    const moveVisitorClock = async (
      request: FastifyRequest<{ Body: DemoClockMove }>,
      reply: FastifyReply,
      profile: ProviderProfile,
    ) => {
      const id = clockIdFor(clockKey, request.visitorId);
      const move: DemoClockMove = request.body;
      const current = await sandboxClockCall(profile, id, null, timeoutMs);
      if (!current.ok) return failed(reply, current.status, current.message);
      const from = current.state.now;
      let body: { advanceMs: number } | { backToNow: true };
      let label: string;
      if ('backToNow' in move) {
        body = { backToNow: true };
        label = 'Back to now';
      } else {
        const to =
          move.advance === 'nextRenewal'
            ? new Date(move.renewsAt)
            : afterStep(new Date(from), move.advance);
        const advanceMs = to.getTime() - Date.parse(from);
        if (advanceMs <= 0) {
          return refuse(
            reply,
            400,
            clockErrorCodes.refused,
            `The demo clock only moves forward: ${readable(to.toISOString())} is not after the demo time ${readable(from)}. Use "Back to now" to start again at the real time.`,
          );
        }
        if (advanceMs > maxClockAdvanceMs) {
          return refuse(
            reply,
            400,
            clockErrorCodes.refused,
            `The demo clock moves at most a year at once: ${readable(to.toISOString())} is more than 366 days after the demo time ${readable(from)}.`,
          );
        }
        body = { advanceMs };
        label = labels[move.advance] ?? move.advance;
      }
      const moved = await sandboxClockCall(profile, id, body, timeoutMs);
      if (!moved.ok) {
        if (moved.status === 400) {
          return refuse(reply, 400, clockErrorCodes.refused, moved.message);
        }
        return failed(reply, moved.status, moved.message);
      }
      const state: DemoClockState = {
        now: moved.state.now,
        offsetMs: moved.state.offsetMs,
        // By the step asked for (real time also passed between the two calls).
        moved:
          'advanceMs' in body
            ? {
                from: new Date(Date.parse(moved.state.now) - body.advanceMs).toISOString(),
                to: moved.state.now,
                byMs: body.advanceMs,
                label,
              }
            : {
                from,
                to: moved.state.now,
                byMs: Date.parse(moved.state.now) - Date.parse(from),
                label,
              },
      };
      request.log.info({ clockMove: label, offsetMs: moved.state.offsetMs }, 'demo clock moved');
      return reply.header('cache-control', 'no-store').send(state);
    };
  };
}
