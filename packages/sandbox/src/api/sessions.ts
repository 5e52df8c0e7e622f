// Checkout SDK session routes (provider-api.md §11.3). They are called by the card-field frames
// on the sandbox's own origin (same-origin, so no CORS is opened), with the checkout id as
// `identity` instead of Basic auth. The identity must be a checkout id the sandbox knows
// (SANDBOX_CHECKOUT_IDS), as the provider refuses unknown ones: 400 bodyDoesNotMatchSchema with
// fieldHasInvalidValue at $.identity, "Identity is invalid" (the provider's own contract tests
// for its Checkout SDKs, on all three endpoints). The card number must pass the Luhn check, as
// the SDK's own validation would have ensured.
import { luhnCheck } from '@sjd/cards';
import {
  type ProviderValidationError,
  cardSessionRequestSchema,
  cvcSessionRequestSchema,
  verifiedTokenSessionRequestSchema,
} from '@sjd/contracts';
import {
  checkoutSessionHref,
  createCheckoutSession,
  type CheckoutSession,
} from '../domain/checkout-sessions';
import type { SandboxContext } from '../domain/context';
import { invalidBody } from '../domain/errors';
import type { ApiAnswer, ApiHandlers } from './http';
import { parseBody } from './validation';

/** Refuses an unknown checkout id and, for card sessions, a number that fails Luhn: together. */
function checkSession(ctx: SandboxContext, body: { identity: string; cardNumber?: string }): void {
  const problems: ProviderValidationError[] = [];
  if (!ctx.checkoutIds.includes(body.identity)) {
    problems.push({
      errorName: 'fieldHasInvalidValue',
      message: 'Identity is invalid',
      jsonPath: '$.identity',
    });
  }
  if (body.cardNumber !== undefined && !luhnCheck(body.cardNumber)) {
    problems.push({
      errorName: 'panFailedLuhnCheck',
      message: 'Is not a valid card number',
      jsonPath: '$.cardNumber',
    });
  }
  if (problems.length > 0) throw invalidBody(problems);
}

function created(
  ctx: SandboxContext,
  session: CheckoutSession,
  rel: 'sessions:session' | 'verifiedTokens:session',
): ApiAnswer {
  const href = checkoutSessionHref(ctx, session);
  const curie = rel === 'sessions:session' ? 'sessions' : 'verifiedTokens';
  return {
    status: 201,
    headers: { Location: href },
    body: {
      _links: {
        [rel]: { href },
        curies: [
          { name: curie, href: `${ctx.publicUrl}/rels/${curie}/{rel}.json`, templated: true },
        ],
      },
    },
  };
}

export const sessionHandlers: ApiHandlers = {
  createCardSession: async (call, ctx) => {
    const body = parseBody(call.rawBody, cardSessionRequestSchema);
    checkSession(ctx, body);
    const session = await createCheckoutSession(ctx, {
      kind: 'card',
      identity: body.identity,
      cardNumber: body.cardNumber,
      expiry: body.cardExpiryDate,
      cvc: body.cvc,
    });
    return created(ctx, session, 'sessions:session');
  },
  createCvcSession: async (call, ctx) => {
    const body = parseBody(call.rawBody, cvcSessionRequestSchema);
    checkSession(ctx, body);
    return created(
      ctx,
      await createCheckoutSession(ctx, { kind: 'cvc', identity: body.identity, cvc: body.cvc }),
      'sessions:session',
    );
  },
  createVerifiedTokenSession: async (call, ctx) => {
    const body = parseBody(call.rawBody, verifiedTokenSessionRequestSchema);
    checkSession(ctx, body);
    const session = await createCheckoutSession(ctx, {
      kind: 'verifiedToken',
      identity: body.identity,
      cardNumber: body.cardNumber,
      expiry: body.cardExpiryDate,
      cvc: body.cvc,
    });
    return created(ctx, session, 'verifiedTokens:session');
  },
};
