// Verified Tokens v3 (provider-api.md §5): `POST /verifiedTokens/cardOnFile` and `/oneTime`:
// the card (plain, or a Checkout SDK session) verified, then stored as a token: 201 new, 200
// the same card again, 206 not verified, 409 conflicting details.
import { verifiedTokenRequestSchema } from '@sjd/contracts';
import { cardVerificationHref, keepVerification } from '../domain/card-verifications';
import { resolveInstrument } from '../domain/instruments';
import { assertRoomForCard, storeCard } from '../domain/tokens';
import { verifyCard } from '../domain/verification';
import type { ApiHandler, ApiHandlers } from './http';
import { tokenView } from './token-view';
import { parseBody } from './validation';

/**
 * The card is verified (a zero-value check), then stored. `cardOnFile` and `oneTime` tokens
 * are made alike: what differs is how the merchant may use them later, which the sandbox does
 * not police [INF].
 */
const createVerifiedToken: ApiHandler = async (call, ctx) => {
  const body = parseBody(call.rawBody, verifiedTokenRequestSchema);
  const instrument = body.paymentInstrument;
  const namespace = body.namespace ?? null;
  // A full card or a Checkout SDK session; a session is used up only once the namespace
  // is known to have room for the card.
  const resolved = await resolveInstrument(
    ctx,
    instrument.type === 'card/plain'
      ? {
          kind: 'card',
          cardNumber: instrument.cardNumber,
          expiry: instrument.cardExpiryDate,
          cvc: instrument.cvc,
        }
      : {
          kind: 'session',
          href: instrument.sessionHref,
          hrefPath: '$.paymentInstrument.sessionHref',
        },
    async (cardNumber) => await assertRoomForCard(ctx, namespace, cardNumber),
  );
  const card = { number: resolved.card.number, expiry: resolved.card.expiry, cvc: resolved.cvc };
  const verification = await verifyCard(ctx, {
    cardNumber: card.number,
    cardHolderName: instrument.cardHolderName,
    cardExpiryDate: card.expiry,
    cvc: card.cvc,
    postalCode: instrument.billingAddress?.postalCode,
  });
  const verified = verification.outcome === 'verified';
  const { status, token } = await storeCard(ctx, {
    namespace,
    cardNumber: card.number,
    cardHolderName: instrument.cardHolderName,
    cardExpiryDate: card.expiry,
    billingAddress: instrument.billingAddress,
    description: body.description,
    expiresAt: body.tokenExpiryDateTime ? Date.parse(body.tokenExpiryDateTime) : undefined,
    schemeTransactionReference:
      verification.outcome === 'verified' ? verification.schemeTransactionReference : undefined,
    verified,
  });
  const httpStatus = !verified
    ? 206
    : status === 'created'
      ? 201
      : status === 'matched'
        ? 200
        : 409;
  return {
    status: httpStatus,
    body: {
      _embedded: {
        // Its `_links` are required: the verification's own link leads to it (kept as a Card
        // Verifications v6 resource); the older payment APIs the provider's examples also name
        // are not served here, so they are left out [INF].
        verification: {
          ...verification,
          _links: {
            'verifications:verification': {
              href: cardVerificationHref(
                ctx,
                await keepVerification(ctx, resolved.card, verification),
              ),
            },
            curies: [
              {
                name: 'verifications',
                href: `${ctx.publicUrl}/rels/verifications/{rel}`,
                templated: true,
              },
            ],
          },
        },
        token: tokenView(ctx, token, { showConflicts: status === 'conflict' }),
      },
    },
  };
};

export const verifiedTokenHandlers: ApiHandlers = {
  createVerifiedToken,
  createOneTimeVerifiedToken: createVerifiedToken,
};
