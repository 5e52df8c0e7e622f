// POST /V2/Cruise/StepUp — the 3DS challenge (provider-api.md §3.2; README "Browser protocol").
// The merchant's frame posts `JWT` (challenge.jwt) and optional `MD`; the shopper answers on
// POST /V2/Cruise/StepUp/answer, which re-checks the JWT, records the result with
// completeChallenge (so a later verification / complete3dsChallenge reports authenticated or
// authenticationFailed) and posts TransactionId + MD to the JWT's ReturnUrl inside the frame.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../../config';
import {
  challengeForJwt,
  challengePath,
  completeChallenge,
  recordWrongPasscode,
  type ChallengeView,
} from '../../domain/three-ds';
import { framePolicy } from '../origins';
import { sendPage, type HostedDocument } from '../page';
import {
  challengeAnswerPath,
  challengeDocument,
  challengeErrorDocument,
  demoPasscode,
  returnDocument,
  type ReturnKind,
} from './challenge-page';

const jwt = z.string().min(1).max(8192);
// The provider allows MD up to 1024 characters; it is echoed back untouched.
const md = z.string().max(1024).optional();

const stepUpSchema = z.object({ JWT: jwt, MD: md });
// Wrong passcodes are counted on the challenge (recordWrongPasscode): a count the form posted
// (an `attempts` field, as the page once sent) is ignored, or it could be reset on every try.
const answerSchema = z.object({
  JWT: jwt,
  MD: md,
  action: z.enum(['submit', 'cancel']),
  code: z.string().max(16).optional(),
});

const invalidRequestText =
  'This authentication request is not valid or has expired. Please return to the shop and try again.';

/** Only http(s) ReturnUrls are posted to; anything else would be a script or data URL. */
function returnOrigin(returnUrl: string): string | null {
  try {
    const url = new URL(returnUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function challengeRoutes(app: FastifyInstance, config: SandboxConfig): void {
  const { ancestors } = framePolicy(config, { framedBySandbox: true });

  const send = (reply: FastifyReply, status: number, doc: HostedDocument, formAction?: string) =>
    sendPage(reply, status, doc, {
      frameAncestors: ancestors,
      formAction: formAction ? [formAction] : ["'self'"],
    });

  const refuse = (reply: FastifyReply, text = invalidRequestText) =>
    send(reply, 400, challengeErrorDocument(text));

  function sendReturn(reply: FastifyReply, view: ChallengeView, kind: ReturnKind, mdValue = '') {
    const origin = returnOrigin(view.returnUrl);
    if (!origin) return refuse(reply, 'The shop gave a return address that cannot be used.');
    const target = { returnUrl: view.returnUrl, transactionId: view.reference, md: mdValue };
    return send(reply, 200, returnDocument(view.brand, kind, target), origin);
  }

  app.post(challengePath, async (request, reply) =>
    // Read, checked and recorded in one transaction: two answers at once (two instances)
    // take turns on the challenge's row.
    app.sandbox.store.transaction(async () => {
      const form = stepUpSchema.safeParse(request.body);
      if (!form.success) return refuse(reply);
      const view = await challengeForJwt(app.sandbox, form.data.JWT);
      if (!view) return refuse(reply);
      // Posting the same JWT again after the answer goes straight back to the shop.
      if (view.completion) return sendReturn(reply, view, view.completion, form.data.MD);
      return send(
        reply,
        200,
        challengeDocument(view, { jwt: form.data.JWT, md: form.data.MD ?? '' }),
      );
    }),
  );

  app.post(challengeAnswerPath, async (request, reply) =>
    // Read, checked and recorded in one transaction: two answers at once (two instances)
    // take turns on the challenge's row.
    app.sandbox.store.transaction(async () => {
      const form = answerSchema.safeParse(request.body);
      if (!form.success) return refuse(reply);
      const { JWT, MD = '', action, code = '' } = form.data;
      const view = await challengeForJwt(app.sandbox, JWT);
      if (!view) return refuse(reply);
      if (view.completion) return sendReturn(reply, view, view.completion, MD);

      if (action === 'submit' && code.trim() === '') {
        const retry = { jwt: JWT, md: MD, error: 'Enter the passcode.' };
        return send(reply, 200, challengeDocument(view, retry));
      }
      if (action === 'submit' && code.replace(/\s/g, '') !== demoPasscode) {
        const wrong = await recordWrongPasscode(app.sandbox, view.reference);
        if (!wrong.ok) return finishedElsewhere(reply, view, wrong.reason, MD);
        if (wrong.failed) return sendReturn(reply, view, 'failed', MD);
        const retry = { jwt: JWT, md: MD, error: 'That code is not right.' };
        const counted = { ...view, wrongPasscodes: wrong.wrongPasscodes };
        return send(reply, 200, challengeDocument(counted, retry));
      }

      const result = action === 'cancel' ? 'failed' : 'passed';
      const completed = await completeChallenge(app.sandbox, view.reference, result);
      if (completed.ok) return sendReturn(reply, view, result, MD);
      return finishedElsewhere(reply, view, completed.reason, MD);
    }),
  );

  /** The answer could not be recorded: the challenge expired or went away meanwhile. */
  function finishedElsewhere(
    reply: FastifyReply,
    view: ChallengeView,
    reason: 'unknownChallenge' | 'expired' | 'alreadyCompleted',
    mdValue: string,
  ) {
    // Expired: nothing is recorded, so verification reports authenticationFailed.
    if (reason === 'expired') return sendReturn(reply, view, 'expired', mdValue);
    return refuse(reply);
  }
}
