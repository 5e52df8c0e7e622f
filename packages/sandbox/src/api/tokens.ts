// Verified Tokens v3 and Tokens v3 routes (provider-api.md §5, §6): create a verified token,
// then read, update, delete it and resolve its conflicts through the links it carries.
import {
  tokenBillingAddressUpdateSchema,
  tokenCardExpiryDateUpdateSchema,
  tokenCardHolderNameUpdateSchema,
  tokenDescriptionUpdateSchema,
  tokenSchemeTransactionReferenceUpdateSchema,
  verifiedTokenRequestSchema,
  type Token,
  type TokenRel,
} from '@sjd/contracts';
import * as z from 'zod/mini';
import { addressView, cardFacts } from '../domain/cards';
import { consumeCheckoutSession } from '../domain/checkout-sessions';
import type { SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';
import {
  activeConflicts,
  assertRoomForCard,
  deleteToken,
  getToken,
  resolveConflicts,
  storeCard,
  tokenHref,
  updateTokenAttribute,
  type TokenAttribute,
  type TokenRecord,
} from '../domain/tokens';
import { verifyCard } from '../domain/verification';
import type { ApiCall, ApiHandler, ApiHandlers } from './http';
import { parseBody } from './validation';

const attributeRels: Record<TokenAttribute['name'], TokenRel> = {
  description: 'tokens:description',
  cardHolderName: 'tokens:cardHolderName',
  cardExpiryDate: 'tokens:cardExpiryDate',
  billingAddress: 'tokens:billingAddress',
  schemeTransactionReference: 'tokens:schemeTransactionReference',
};

export function tokenView(
  ctx: SandboxContext,
  token: TokenRecord,
  options: { showConflicts?: boolean; unmasked?: boolean } = {},
): Token {
  const href = tokenHref(ctx, token);
  const facts = cardFacts(token.cardNumber);
  const conflicts = activeConflicts(ctx, token);
  const links: Partial<Record<TokenRel, { href: string }>> = { 'tokens:token': { href } };
  for (const [attribute, rel] of Object.entries(attributeRels))
    links[rel] = { href: `${href}/${attribute}` };
  if (conflicts) links['tokens:conflicts'] = { href: `${href}/conflicts` };
  return {
    tokenId: token.tokenId,
    description: token.description,
    tokenExpiryDateTime: new Date(token.expiresAt).toISOString(),
    ...(token.schemeTransactionReference
      ? { schemeTransactionReference: token.schemeTransactionReference }
      : {}),
    ...(token.namespace !== null ? { namespace: token.namespace } : {}),
    tokenPaymentInstrument: { type: 'card/tokenized', href },
    paymentInstrument: {
      type: options.unmasked ? 'card/front' : 'card/masked',
      cardNumber: options.unmasked ? token.cardNumber : facts.masked,
      cardHolderName: token.cardHolderName,
      cardExpiryDate: token.cardExpiryDate,
      ...(token.billingAddress ? { billingAddress: addressView(token.billingAddress) } : {}),
      bin: facts.bin,
      brand: facts.brand.toUpperCase(),
      fundingType: facts.fundingType,
      countryCode: facts.countryCode,
    },
    ...(options.showConflicts && conflicts
      ? {
          conflicts: {
            conflictsExpiryDateTime: new Date(conflicts.expiresAt).toISOString(),
            ...(conflicts.schemeTransactionReference
              ? { schemeTransactionReference: conflicts.schemeTransactionReference }
              : {}),
            paymentInstrument: {
              ...(conflicts.cardHolderName ? { cardHolderName: conflicts.cardHolderName } : {}),
              ...(conflicts.cardExpiryDate ? { cardExpiryDate: conflicts.cardExpiryDate } : {}),
              ...(conflicts.billingAddress
                ? { billingAddress: addressView(conflicts.billingAddress) }
                : {}),
            },
          },
        }
      : {}),
    _links: {
      ...links,
      curies: [
        { name: 'tokens', href: `${ctx.publicUrl}/rels/tokens/{rel}.json`, templated: true },
      ],
    },
  };
}

const tokenNotFound = () =>
  new ProviderError(404, 'resourceNotFound', 'The requested resource was not found.');

async function tokenOf(call: ApiCall, ctx: SandboxContext): Promise<TokenRecord> {
  const token = await getToken(ctx, call.params.tokenId ?? '');
  if (!token) throw tokenNotFound();
  return token;
}

const createVerifiedToken: ApiHandler = async (call, ctx) => {
  const body = parseBody(call.rawBody, verifiedTokenRequestSchema);
  const instrument = body.paymentInstrument;
  const namespace = body.namespace ?? null;
  let card: { number: string; expiry: { month: number; year: number }; cvc?: string };
  if (instrument.type === 'card/plain') {
    await assertRoomForCard(ctx, namespace, instrument.cardNumber);
    card = {
      number: instrument.cardNumber,
      expiry: instrument.cardExpiryDate,
      cvc: instrument.cvc,
    };
  } else {
    const path = '$.paymentInstrument.sessionHref';
    const session = await consumeCheckoutSession(
      ctx,
      instrument.sessionHref,
      ['card', 'verifiedToken'],
      path,
      async (s) => await assertRoomForCard(ctx, namespace, s.cardNumber ?? ''),
    );
    if (!session.cardNumber || !session.expiry)
      throw new ProviderError(400, 'bodyDoesNotMatchSchema', 'Not a card session');
    card = { number: session.cardNumber, expiry: session.expiry, cvc: session.cvc };
  }
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
        // Its `_links` are required; the verification and older payment APIs they name in the
        // provider's examples are not served here, so only the curies are given [INF].
        verification: {
          ...verification,
          _links: {
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

function update<S extends z.ZodMiniType>(
  schema: S,
  toAttribute: (value: z.output<S>) => TokenAttribute,
): ApiHandler {
  return async (call, ctx) => {
    const value = parseBody(call.rawBody, schema);
    await updateTokenAttribute(ctx, await tokenOf(call, ctx), toAttribute(value));
    return { status: 204 };
  };
}

export const tokenHandlers: ApiHandlers = {
  createVerifiedToken,
  getToken: async (call, ctx) => ({
    status: 200,
    body: tokenView(ctx, await tokenOf(call, ctx), {
      unmasked: call.acceptParams.masked === 'false',
    }),
  }),
  deleteToken: async (call, ctx) => {
    if (!(await deleteToken(ctx, (await tokenOf(call, ctx)).id))) throw tokenNotFound();
    return { status: 204 };
  },
  updateTokenDescription: update(tokenDescriptionUpdateSchema, (value) => ({
    name: 'description',
    value,
  })),
  updateTokenCardHolderName: update(tokenCardHolderNameUpdateSchema, (value) => ({
    name: 'cardHolderName',
    value,
  })),
  updateTokenCardExpiryDate: update(tokenCardExpiryDateUpdateSchema, (value) => ({
    name: 'cardExpiryDate',
    value,
  })),
  updateTokenBillingAddress: update(tokenBillingAddressUpdateSchema, (value) => ({
    name: 'billingAddress',
    value,
  })),
  updateTokenSchemeTransactionReference: update(
    tokenSchemeTransactionReferenceUpdateSchema,
    (value) => ({
      name: 'schemeTransactionReference',
      value,
    }),
  ),
  getTokenConflicts: async (call, ctx) => {
    const token = await tokenOf(call, ctx);
    if (!activeConflicts(ctx, token)) throw tokenNotFound();
    return { status: 200, body: tokenView(ctx, token, { showConflicts: true }) };
  },
  resolveTokenConflicts: async (call, ctx) => {
    parseBody(call.rawBody, z.optional(z.unknown()));
    if (!(await resolveConflicts(ctx, await tokenOf(call, ctx)))) throw tokenNotFound();
    return { status: 204 };
  },
};
