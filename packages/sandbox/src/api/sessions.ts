// Checkout SDK session routes (provider-api.md §11.3). They are called by the card-field frames
// on the sandbox's own origin (same-origin, so no CORS is opened), with the checkout id as
// `identity` instead of Basic auth. The card number must pass the Luhn check, as the SDK's own
// validation would have ensured.
import { luhnCheck } from '@sjd/cards';
import {
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
import { invalidField } from '../domain/errors';
import type { ApiAnswer, ApiHandlers } from './http';
import { parseBody } from './validation';

function checkLuhn(cardNumber: string): void {
  if (!luhnCheck(cardNumber))
    throw invalidField('$.cardNumber', 'Is not a valid card number', 'panFailedLuhnCheck');
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
  createCardSession: (call, ctx) => {
    const body = parseBody(call.rawBody, cardSessionRequestSchema);
    checkLuhn(body.cardNumber);
    const session = createCheckoutSession(ctx, {
      kind: 'card',
      identity: body.identity,
      cardNumber: body.cardNumber,
      expiry: body.cardExpiryDate,
      cvc: body.cvc,
    });
    return created(ctx, session, 'sessions:session');
  },
  createCvcSession: (call, ctx) => {
    const body = parseBody(call.rawBody, cvcSessionRequestSchema);
    return created(
      ctx,
      createCheckoutSession(ctx, { kind: 'cvc', identity: body.identity, cvc: body.cvc }),
      'sessions:session',
    );
  },
  createVerifiedTokenSession: (call, ctx) => {
    const body = parseBody(call.rawBody, verifiedTokenSessionRequestSchema);
    checkLuhn(body.cardNumber);
    const session = createCheckoutSession(ctx, {
      kind: 'verifiedToken',
      identity: body.identity,
      cardNumber: body.cardNumber,
      expiry: body.cardExpiryDate,
      cvc: body.cvc,
    });
    return created(ctx, session, 'verifiedTokens:session');
  },
};
