// The shopper's side of the APMs API (issue 45), on the sandbox's own origin like the 3DS and
// hosted payment pages, framed only by the shops (SANDBOX_APP_ORIGINS):
//   GET/POST /apm/pay/{pageId}   the bank, wallet, BLIK or mandate page (the API's `redirect`)
//   GET/POST /apm/app?code=…     Pix and Swish: the QR code and the simulated banking app
//   GET /apm/app/status?code=…   what the app page polls
// Every answer is recorded once, in one transaction with its read, while the request is open on
// the payment's clock; a replayed answer (posted again, the back button) only shows where the
// shopper goes back to, and changes nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../../config';
import { answerApmPayment } from '../../domain/apm-actions';
import { findApmPayment, type ApmPaymentRecord } from '../../domain/apm-payments';
import { apmStateAt } from '../../domain/apm-timeline';
import { apmPagePath } from '../../domain/apm-views';
import { contextOnClock } from '../../domain/clocks';
import type { SandboxContext } from '../../domain/context';
import { blikRefusedCode } from '../../domain/scenarios';
import { sendPage, type HostedDocument } from '../page';
import {
  appDocument,
  apmAppPath,
  apmAppStatusPath,
  unknownRequestDocument,
  type AppState,
} from './apm-app-page';
import { idealBanks, payDocument, returnDocument } from './apm-pages';
import { returnTargetOf, type ReturnTarget } from './apm-return';

const pageIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const payForm = z.object({
  action: z.enum(['approve', 'decline', 'cancel']),
  bank: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
});
const appForm = z.object({
  code: z.string().min(1).max(512),
  action: z.enum(['approve', 'decline']),
});
const codeQuery = z.object({ code: z.string().min(1).max(512) });

const hasAppPage = (payment: ApmPaymentRecord) =>
  payment.method === 'pix' || payment.method === 'swish';

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

export function apmRoutes(app: FastifyInstance, config: SandboxConfig): void {
  const send = (reply: FastifyReply, status: number, doc: HostedDocument, formAction = "'self'") =>
    sendPage(reply, status, doc, {
      frameAncestors: config.appOrigins,
      formAction: [formAction],
      connectSelf: true,
    });
  const sendReturn = (
    reply: FastifyReply,
    payment: ApmPaymentRecord,
    target: ReturnTarget,
    note?: string,
  ) => send(reply, 200, returnDocument(payment, target, note), originOf(target.url));
  const notFound = (reply: FastifyReply) => send(reply, 404, unknownRequestDocument());

  /** A context on the clock of the payment it then reads (clocks.ts). */
  const scoped = () => contextOnClock(app.sandbox, undefined);
  const nowOf = (ctx: SandboxContext) => ctx.clock.now().getTime();

  async function payPage(ctx: SandboxContext, pageId: unknown) {
    if (typeof pageId !== 'string' || !pageIdPattern.test(pageId)) return undefined;
    const payment = await findApmPayment(ctx, 'pageId', pageId);
    return payment && !hasAppPage(payment) ? payment : undefined;
  }

  /** A BLIK request without the terms accepted goes back to `pending` with an error [H]. */
  function termsRefused(payment: ApmPaymentRecord): ReturnTarget | undefined {
    if (payment.method !== 'blik' || payment.termsAccepted !== false) return undefined;
    const pending = payment.resultUrls.pending;
    if (!pending) return { kind: 'refused', lastEvent: 'pending' };
    const url = new URL(pending);
    url.searchParams.set('error', 'termsNotAccepted');
    return { kind: 'refused', url: url.toString(), lastEvent: 'pending' };
  }

  app.get<{ Params: { pageId: string } }>(`${apmPagePath}/:pageId`, async (request, reply) => {
    const ctx = await scoped();
    const payment = await payPage(ctx, request.params.pageId);
    if (!payment) return notFound(reply);
    const now = nowOf(ctx);
    const refusedTerms = termsRefused(payment);
    if (refusedTerms) {
      return sendReturn(
        reply,
        payment,
        refusedTerms,
        'The shop did not record your consent to the terms.',
      );
    }
    if (payment.answer || now >= payment.expiresAt) {
      return sendReturn(reply, payment, returnTargetOf(payment, now));
    }
    return send(reply, 200, payDocument(payment, { expiresInMs: payment.expiresAt - now }));
  });

  app.post<{ Params: { pageId: string } }>(`${apmPagePath}/:pageId`, async (request, reply) =>
    app.sandbox.store.transaction(async () => {
      const ctx = await scoped();
      const payment = await payPage(ctx, request.params.pageId);
      if (!payment) return notFound(reply);
      const form = payForm.safeParse(request.body);
      const now = nowOf(ctx);
      const refusedTerms = termsRefused(payment);
      if (refusedTerms) return sendReturn(reply, payment, refusedTerms);
      if (payment.answer || now >= payment.expiresAt) {
        // Answered before (a replayed return) or too late: nothing is recorded.
        return sendReturn(reply, payment, returnTargetOf(payment, now));
      }
      if (!form.success) {
        const error = 'Choose one of the buttons below.';
        return send(
          reply,
          400,
          payDocument(payment, { expiresInMs: payment.expiresAt - now, error }),
        );
      }
      const { action, code = '', bank } = form.data;
      if (action === 'approve' && payment.method === 'blik' && !/^\d{6}$/.test(code.trim())) {
        const error = 'Enter the six digits of your BLIK code.';
        return send(
          reply,
          200,
          payDocument(payment, { expiresInMs: payment.expiresAt - now, error }),
        );
      }
      // The magic BLIK code is refused by the shopper's bank (scenarios.ts).
      const refusedCode = payment.method === 'blik' && code.trim() === blikRefusedCode;
      const chosenBank =
        payment.method === 'ideal'
          ? (idealBanks.find((b) => b === bank) ?? idealBanks[0])
          : undefined;
      const result = await answerApmPayment(ctx, payment, {
        action:
          action === 'cancel'
            ? 'cancelled'
            : action === 'decline' || refusedCode
              ? 'declined'
              : 'approved',
        ...(chosenBank ? { bank: chosenBank } : {}),
      });
      return sendReturn(reply, result.payment, returnTargetOf(result.payment, nowOf(ctx)));
    }),
  );

  function appState(payment: ApmPaymentRecord, now: number): AppState {
    const expiresInMs = payment.expiresAt - now;
    const { lastEvent } = apmStateAt(payment, now);
    if (!payment.answer) {
      return now >= payment.expiresAt
        ? {
            expiresInMs,
            result: { title: 'Expired', text: 'This code can no longer be paid.', tone: 'neutral' },
          }
        : { expiresInMs };
    }
    if (payment.answer.action !== 'approved' || lastEvent === 'refused' || lastEvent === 'error') {
      return {
        expiresInMs,
        result: { title: 'Not paid', text: `The payment is ${lastEvent}.`, tone: 'failed' },
      };
    }
    const pending = lastEvent === 'pending';
    return {
      expiresInMs,
      result: {
        title: pending ? 'Payment pending' : 'Paid',
        text: pending ? 'Your bank is still processing it.' : 'You can return to the shop.',
        tone: pending ? 'neutral' : 'passed',
      },
    };
  }

  async function byCode(ctx: SandboxContext, query: unknown) {
    const parsed = codeQuery.safeParse(query);
    if (!parsed.success) return undefined;
    const payment = await findApmPayment(ctx, 'transactionCode', parsed.data.code);
    return payment && hasAppPage(payment) ? payment : undefined;
  }

  app.get(apmAppPath, async (request, reply) => {
    const ctx = await scoped();
    const payment = await byCode(ctx, request.query);
    if (!payment) return notFound(reply);
    return send(reply, 200, appDocument(payment, appState(payment, nowOf(ctx))));
  });

  app.post(apmAppPath, async (request, reply) =>
    app.sandbox.store.transaction(async () => {
      const ctx = await scoped();
      const form = appForm.safeParse(request.body);
      const payment = form.success ? await byCode(ctx, form.data) : undefined;
      if (!form.success || !payment) return notFound(reply);
      const result = await answerApmPayment(ctx, payment, {
        action: form.data.action === 'approve' ? 'approved' : 'declined',
      });
      return send(reply, 200, appDocument(result.payment, appState(result.payment, nowOf(ctx))));
    }),
  );

  // JSON for the app page's script (same origin): whether to show something new.
  app.get(apmAppStatusPath, async (request, reply) => {
    const ctx = await scoped();
    const payment = await byCode(ctx, request.query);
    if (!payment) return reply.code(404).header('cache-control', 'no-store').send({ found: false });
    const now = nowOf(ctx);
    return reply.header('cache-control', 'no-store').send({
      found: true,
      lastEvent: apmStateAt(payment, now).lastEvent,
      answered: payment.answer !== undefined,
      expiresInMs: Math.max(0, payment.expiresAt - now),
    });
  });
}
