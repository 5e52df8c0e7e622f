// The hosted payment page (provider-api.md §12; README "Hosted payment page"):
//   GET  …/transaction/:id                       the page (the URL POST /payment_pages returned)
//   POST …/transaction/:id/payments              pay with the card → next step or result
//   POST …/transaction/:id/payments/:attempt/device-data | /challenge   the 3DS steps
//   POST …/transaction/:id/cancel                the shopper's Cancel
//   POST …/transaction/:id/challenge-return      the challenge's ReturnUrl inside the page
// The page's own script calls the JSON routes (same origin; JSON only, so a cross-site form
// cannot drive them). Card data is never logged: request logs carry method and URL only.
import { nowOnClockOf } from '../../domain/clocks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { maxRequestDepth, tooDeepAt } from '@sjd/contracts';
import type { SandboxConfig } from '../../config';
import type { SandboxContext } from '../../domain/context';
import { getHostedPage, hostedPagePath, type HostedPageView } from '../../domain/hosted-pages';
import { contextOfMerchant, merchantOf } from '../../domain/merchants';
import { html } from '../html';
import { framePolicy, likelyParents, sandboxOrigin } from '../origins';
import { sendPage } from '../page';
import { challengeReturnedType } from '../shared/hpp-protocol';
import {
  cancelHostedPayment,
  continueAfterChallenge,
  continueAfterDeviceData,
  payOnHostedPage,
  type HostedStep,
} from './flow';
import { hppDocument, hppUnavailableDocument } from './page';
import { readCustomisation, themeVariables } from './theme';

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const pageQuerySchema = z.object({
  parent: z.string().max(256).optional(),
  customisation: z.string().max(8192).optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,2}$/)
    .optional(),
  debug: z.enum(['true', 'false']).optional(),
});
const cardSchema = z.object({
  cardHolderName: z.string().max(255),
  cardNumber: z.string().max(32),
  expiry: z.string().max(8),
  cvc: z.string().max(8),
});
const deviceDataSchema = z.object({ sessionId: z.string().min(1).max(128).optional() });

type IdParams = { id: string };
type AttemptParams = { id: string; attempt: string };

/** What the page's routes share: the sandbox, its config, the origins that may frame the page. */
interface HppDeps {
  ctx: SandboxContext;
  config: SandboxConfig;
  origins: string[];
}

const unavailable = (
  { origins }: HppDeps,
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
) => sendPage(reply, status, hppUnavailableDocument(title, text), { frameAncestors: origins });

/** GET the page: for an open page and a parent origin that may frame it. */
async function showPage(
  deps: HppDeps,
  request: FastifyRequest<{ Params: IdParams }>,
  reply: FastifyReply,
) {
  const { ctx, config, origins } = deps;
  const page = idPattern.test(request.params.id)
    ? await getHostedPage(ctx, request.params.id)
    : undefined;
  if (!page) {
    return unavailable(
      deps,
      reply,
      404,
      'Payment page not found',
      'This payment link is not valid. Please return to the shop.',
    );
  }
  const query = pageQuerySchema.safeParse(request.query);
  const parent = query.success ? query.data.parent : undefined;
  if (parent !== undefined && !origins.includes(parent)) {
    return unavailable(
      deps,
      reply,
      400,
      'Payment page unavailable',
      'This payment page cannot be shown on this site.',
    );
  }
  const targets = parent !== undefined ? [parent] : likelyParents(request, origins);
  const id = page.id;
  return sendPage(
    reply,
    200,
    hppDocument({
      page,
      lang: (query.success ? query.data.language : undefined) ?? 'en',
      themeVariables: themeVariables(
        readCustomisation(query.success ? query.data.customisation : undefined),
      ),
      testScenariosUrl: `${config.publicUrl}/docs/test-scenarios`,
      data: {
        state: page.state,
        transactionReference: page.transactionReference,
        // On the page's own clock (a visitor's demo clock, if it was created on one).
        expiresInMs: Math.max(0, page.expiresAt - (await nowOnClockOf(ctx, page))),
        allowedOrigins: origins,
        targets,
        debug: query.success && query.data.debug === 'true',
        paths: {
          pay: `${hostedPagePath}/${id}/payments`,
          cancel: `${hostedPagePath}/${id}/cancel`,
          attempt: `${hostedPagePath}/${id}/payments/`,
        },
      },
    }),
    { frameAncestors: origins, connectSelf: true, frameSelf: true, formAction: ["'self'"] },
  );
}

/** The JSON routes: an open or closed page, the step as JSON, 400 for a bad card. */
async function answer(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: IdParams }>,
  reply: FastifyReply,
  act: (page: HostedPageView, pageCtx: SandboxContext) => Promise<HostedStep | null>,
) {
  reply.header('cache-control', 'no-store');
  if (!request.headers['content-type']?.startsWith('application/json')) {
    return reply.code(415).send({ error: 'unsupportedMediaType', message: 'Send JSON.' });
  }
  // The page's own bodies nest two levels; nothing deeper is read (@sjd/contracts json-depth).
  if (tooDeepAt(request.body, maxRequestDepth) !== null) {
    return reply.code(400).send({
      error: 'invalidRequest',
      message: `The request body is nested more than ${maxRequestDepth} levels deep.`,
    });
  }
  // The page and its payment are read and changed in one transaction (rows locked), so two
  // posts for one page, to two instances, take turns.
  const step = await ctx.store.transaction(async () => {
    const page = idPattern.test(request.params.id)
      ? await getHostedPage(ctx, request.params.id)
      : undefined;
    // What the shopper does on the page is done for the merchant that made the page: the payment
    // it creates is that merchant's (domain/merchants.ts).
    return page
      ? act(page, contextOfMerchant(ctx, merchantOf(page) ?? null))
      : ('notFound' as const);
  });
  if (step === 'notFound') {
    return reply.code(404).send({ error: 'notFound', message: 'Unknown payment page.' });
  }
  if (!step)
    return reply.code(400).send({ error: 'invalidRequest', message: 'The request is not valid.' });
  const status = step.step === 'invalid' ? 400 : step.step === 'superseded' ? 409 : 200;
  return reply.code(status).send(step);
}

export function hppRoutes(app: FastifyInstance, config: SandboxConfig): void {
  const ctx = app.sandbox;
  const { origins } = framePolicy(config, { framedBySandbox: false });
  const deps: HppDeps = { ctx, config, origins };
  // frame-ancestors checks every ancestor: the return page sits in the challenge frame, in the
  // hosted page, on the merchant's page.
  const nested = framePolicy(config, { framedBySandbox: true }).ancestors;
  const pageUrl = (id: string) => `${config.publicUrl}${hostedPagePath}/${id}`;

  app.get<{ Params: IdParams }>(`${hostedPagePath}/:id`, (request, reply) =>
    showPage(deps, request, reply),
  );

  app.post<{ Params: IdParams }>(`${hostedPagePath}/:id/payments`, (request, reply) =>
    answer(ctx, request, reply, async (page, pageCtx) => {
      const card = cardSchema.safeParse(request.body);
      if (!card.success) return null;
      const headers = request.headers;
      return await payOnHostedPage(pageCtx, page, card.data, {
        acceptHeader: (typeof headers.accept === 'string' && headers.accept) || 'text/html',
        userAgentHeader: (headers['user-agent'] ?? 'unknown').slice(0, 2048) || 'unknown',
        returnUrl: `${pageUrl(page.id)}/challenge-return`,
      });
    }),
  );

  app.post<{ Params: AttemptParams }>(
    `${hostedPagePath}/:id/payments/:attempt/device-data`,
    (request, reply) =>
      answer(ctx, request, reply, async (page, pageCtx) => {
        const body = deviceDataSchema.safeParse(request.body ?? {});
        if (!body.success || !idPattern.test(request.params.attempt)) return null;
        return await continueAfterDeviceData(
          pageCtx,
          page,
          request.params.attempt,
          body.data.sessionId,
        );
      }),
  );

  app.post<{ Params: AttemptParams }>(
    `${hostedPagePath}/:id/payments/:attempt/challenge`,
    (request, reply) =>
      answer(ctx, request, reply, async (page, pageCtx) =>
        idPattern.test(request.params.attempt)
          ? await continueAfterChallenge(pageCtx, page, request.params.attempt)
          : null,
      ),
  );

  app.post<{ Params: IdParams }>(`${hostedPagePath}/:id/cancel`, (request, reply) =>
    answer(ctx, request, reply, async (page, pageCtx) => await cancelHostedPayment(pageCtx, page)),
  );

  // The challenge frame inside the page lands here; it tells the page, on the sandbox's origin.
  app.post<{ Params: IdParams }>(`${hostedPagePath}/:id/challenge-return`, async (request, reply) =>
    sendPage(
      reply,
      200,
      {
        title: 'Returning to the payment page',
        css: 'body{margin:0;font:15px/1.4 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;color:#1d2433}',
        scripts: ['hpp-return.js'],
        data: { type: challengeReturnedType, origin: sandboxOrigin(config) },
        body: html`<main><p>Returning to the payment page…</p></main>`,
      },
      { frameAncestors: nested },
    ),
  );
}
