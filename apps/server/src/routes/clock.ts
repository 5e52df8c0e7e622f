// The visitor's demo clock (issue 31; contracts/src/demo-clock.ts): GET /api/clock reads it,
// POST /api/clock moves it forward by an allow-listed step ('1h', '1d', '1M', to the merchant's
// next renewal) or starts it again at the real time ("Back to now"). Only the visitor's own clock
// is ever reached: its id is derived from the visitor cookie (visitors/visitors.ts), never taken
// from the request. Served only when the profile is the built-in sandbox; with a real provider
// there is no clock (404 clockUnavailable), and the proxy sends no clock header.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  clockErrorCodes,
  demoClockMoveSchema,
  demoClockStateSchema,
  environmentHeader,
  environmentHeadersSchema,
  sitePaths,
  type DemoClockMove,
  type DemoClockState,
  type EnvironmentName,
} from '@sjd/contracts';
import type { CallsInFlight } from '../clock/calls-in-flight';
import { movedState, planMove } from '../clock/clock-move';
import type { AppConfig } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import type { SimulatorClient, SimulatorFailure } from '../visitors/simulator-client';
import type { Visitors } from '../visitors/visitors';

const responses = {
  200: demoClockStateSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  504: apiErrorSchema,
};

interface ClockDeps {
  config: AppConfig;
  visitors: Visitors;
  inFlight: CallsInFlight;
}

const refuse = (reply: FastifyReply, status: 400 | 404 | 409, error: string, message: string) =>
  reply.status(status).header('cache-control', 'no-store').send({ error, message });

const unavailable = (reply: FastifyReply) =>
  refuse(
    reply,
    404,
    clockErrorCodes.unavailable,
    'The demo clock runs only on the built-in sandbox: a real provider keeps real time.',
  );

const failed = (reply: FastifyReply, failure: SimulatorFailure) =>
  reply.status(failure.timedOut ? 504 : 502).send({
    error: failure.timedOut ? 'providerTimeout' : 'providerUnreachable',
    message: failure.message,
  });

/**
 * The built-in sandbox's simulator as the visitor's own merchant, when the profile is the
 * built-in sandbox.
 */
const simulatorFor = (
  { config, visitors }: ClockDeps,
  environment: EnvironmentName,
  visitorId: string,
) => (config.providers[environment].builtInSandbox ? visitors.simulatorOf(visitorId) : null);

async function readClock(
  deps: ClockDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  environment: EnvironmentName,
) {
  const simulator = simulatorFor(deps, environment, request.visitorId);
  if (!simulator) return unavailable(reply);
  const answer = await simulator.clock(deps.visitors.clockIdOf(request.visitorId), null);
  if (!answer.ok) return failed(reply, answer);
  const { now, offsetMs, epoch } = answer.value;
  const state: DemoClockState = { now, offsetMs, epoch };
  return reply.header('cache-control', 'no-store').send(state);
}

async function moveClock(
  deps: ClockDeps,
  request: FastifyRequest<{ Body: DemoClockMove }>,
  reply: FastifyReply,
  environment: EnvironmentName,
) {
  const simulator = simulatorFor(deps, environment, request.visitorId);
  if (!simulator) return unavailable(reply);
  const { inFlight } = deps;
  if (inFlight.has(request.visitorId)) {
    return refuse(
      reply,
      409,
      clockErrorCodes.busy,
      'A provider call or clock move of yours is under way: the clock moves once it has been answered.',
    );
  }
  // A move counts as a call under way: a second move at once (a double click, two tabs) is
  // refused instead of adding to the first (this instance's count).
  inFlight.begin(request.visitorId);
  try {
    return await moveWith(simulator, deps.visitors.clockIdOf(request.visitorId), request, reply);
  } finally {
    inFlight.end(request.visitorId);
  }
}

/** Nothing moved: the clock is not where the mover read it (another tab or instance came first). */
const movedMeanwhile = (reply: FastifyReply, now: string | null) =>
  refuse(
    reply,
    409,
    clockErrorCodes.movedMeanwhile,
    `The demo clock was moved meanwhile (from another tab or window)${now ? `: it now reads ${readableTime(now)}` : ''}. Nothing moved: look at the time and move it again from there.`,
  );

const readableTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

async function moveWith(
  simulator: SimulatorClient,
  clockId: string,
  request: FastifyRequest<{ Body: DemoClockMove }>,
  reply: FastifyReply,
) {
  const current = await simulator.clock(clockId, null);
  if (!current.ok) return failed(reply, current);
  const from = current.value.now;
  // The browser's reading, when it sent one: a move planned on a clock another tab has moved
  // since (or another instance, through the shared database) would add to that move.
  const { fromOffsetMs, fromEpoch } = request.body;
  if (
    (fromOffsetMs !== undefined && fromOffsetMs !== current.value.offsetMs) ||
    (fromEpoch !== undefined && fromEpoch !== current.value.epoch)
  ) {
    return movedMeanwhile(reply, from);
  }
  const planned = planMove(request.body, from);
  if (!planned.ok) return refuse(reply, 400, clockErrorCodes.refused, planned.message);
  // The move quotes the state it was planned on: the sandbox refuses it (409, in the move's
  // transaction, under the clock's lock) when another move came first, on any instance.
  const answer = await simulator.clock(clockId, {
    ...planned.body,
    fromOffsetMs: current.value.offsetMs,
    fromEpoch: current.value.epoch,
  });
  if (!answer.ok) {
    const errorName = answer.error?.errorName;
    if (answer.status === 409 && errorName === clockErrorCodes.movedMeanwhile) {
      return movedMeanwhile(reply, null);
    }
    if (answer.status === 400) {
      const code =
        errorName === clockErrorCodes.beyondHorizon
          ? clockErrorCodes.beyondHorizon
          : clockErrorCodes.refused;
      return refuse(reply, 400, code, answer.message);
    }
    return failed(reply, answer);
  }
  const state = movedState(from, planned, answer.value);
  request.log.info({ clockMove: planned.label, offsetMs: state.offsetMs }, 'demo clock moved');
  return reply.header('cache-control', 'no-store').send(state);
}

export function clockRoutes(
  config: AppConfig,
  visitors: Visitors,
  inFlight: CallsInFlight,
): FastifyPluginAsync {
  const deps = { config, visitors, inFlight };
  return async (fastify) => {
    visitors.identify(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      sitePaths.clock,
      { schema: { headers: environmentHeadersSchema, response: responses } },
      (request, reply) => readClock(deps, request, reply, request.headers[environmentHeader]),
    );
    app.post(
      sitePaths.clock,
      {
        schema: {
          body: demoClockMoveSchema,
          headers: environmentHeadersSchema,
          response: responses,
        },
      },
      (request, reply) => moveClock(deps, request, reply, request.headers[environmentHeader]),
    );
  };
}
