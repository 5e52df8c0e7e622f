// Tokens v3 routes (provider-api.md §6): a token made without a verification (`POST /tokens`),
// and every token link, `/tokens/{opaque id}` (issue 41, deviation 11): GET and DELETE the
// token's own link, PUT an attribute's new value to that attribute's link, GET / PUT the
// conflicts link. A verb the link does not take is the document's 405.
import {
  createTokenRequestSchema,
  tokenBillingAddressUpdateSchema,
  tokenCardExpiryDateUpdateSchema,
  tokenCardHolderNameUpdateSchema,
  tokenDescriptionUpdateSchema,
  tokenSchemeTransactionReferenceUpdateSchema,
} from '@sjd/contracts';
import * as z from 'zod/mini';
import { cardFacts } from '../domain/cards';
import type { SandboxContext } from '../domain/context';
import { invalidField, ProviderError } from '../domain/errors';
import {
  activeConflicts,
  deleteToken,
  getToken,
  readTokenLink,
  resolveConflicts,
  storeCard,
  tokenHref,
  updateTokenAttribute,
  type TokenAttribute,
} from '../domain/tokens';
import type { ApiCall, ApiHandler, ApiHandlers } from './http';
import { tokenView } from './token-view';
import { parseBody } from './validation';

const tokenNotFound = () =>
  new ProviderError(404, 'resourceNotFound', 'The requested resource was not found.');

/** The verb does not apply to what the link names (an attribute is only PUT, a token not). */
const methodNotAllowed = () =>
  new ProviderError(405, 'methodNotAllowed', 'Requested method is not allowed');

async function linkOf(call: ApiCall, ctx: SandboxContext) {
  const { id, target } = readTokenLink(call.params.tokenId ?? '');
  const token = await getToken(ctx, id);
  if (!token) throw tokenNotFound();
  return { token, target };
}

/** Each attribute's new value (the bare value), parsed with its own schema. */
const attributeUpdates: Record<
  TokenAttribute['name'],
  (rawBody: string | undefined) => TokenAttribute
> = {
  description: (raw) => ({
    name: 'description',
    value: parseBody(raw, tokenDescriptionUpdateSchema),
  }),
  cardHolderName: (raw) => ({
    name: 'cardHolderName',
    value: parseBody(raw, tokenCardHolderNameUpdateSchema),
  }),
  cardExpiryDate: (raw) => ({
    name: 'cardExpiryDate',
    value: parseBody(raw, tokenCardExpiryDateUpdateSchema),
  }),
  billingAddress: (raw) => ({
    name: 'billingAddress',
    value: parseBody(raw, tokenBillingAddressUpdateSchema),
  }),
  schemeTransactionReference: (raw) => ({
    name: 'schemeTransactionReference',
    value: parseBody(raw, tokenSchemeTransactionReferenceUpdateSchema),
  }),
};

/** `POST /tokens`: the card stored as given, without a verification. */
const createToken: ApiHandler = async (call, ctx) => {
  const body = parseBody(call.rawBody, createTokenRequestSchema);
  const instrument = body.paymentInstrument;
  if (cardFacts(instrument.cardNumber).brand === 'unknown') {
    throw new ProviderError(422, 'unrecognizedCardBrand', 'The card brand is not recognized');
  }
  if (!instrument.cardHolderName) {
    throw invalidField('$.paymentInstrument.cardHolderName', 'Is missing', 'fieldIsMissing');
  }
  const { status, token } = await storeCard(ctx, {
    namespace: body.namespace ?? null,
    cardNumber: instrument.cardNumber,
    cardHolderName: instrument.cardHolderName,
    cardExpiryDate: instrument.cardExpiryDate,
    billingAddress: instrument.billingAddress,
    description: body.description,
    expiresAt: body.tokenExpiryDateTime ? Date.parse(body.tokenExpiryDateTime) : undefined,
    schemeTransactionReference: body.schemeTransactionReference,
    verified: false,
  });
  return {
    status: status === 'created' ? 201 : status === 'matched' ? 200 : 409,
    headers: { Location: tokenHref(ctx, token) },
    body: tokenView(ctx, token, { showConflicts: status === 'conflict' }),
  };
};

export const tokenHandlers: ApiHandlers = {
  createToken,
  getToken: async (call, ctx) => {
    const { token, target } = await linkOf(call, ctx);
    if (target === 'conflicts') {
      if (!activeConflicts(ctx, token)) throw tokenNotFound();
      return { status: 200, body: tokenView(ctx, token, { showConflicts: true }) };
    }
    if (target !== 'token') throw methodNotAllowed();
    return {
      status: 200,
      body: tokenView(ctx, token, { unmasked: call.acceptParams.masked === 'false' }),
    };
  },
  updateToken: async (call, ctx) => {
    const { token, target } = await linkOf(call, ctx);
    if (target === 'token') throw methodNotAllowed();
    if (target === 'conflicts') {
      // Applying the conflicts takes no body (any sent is read and ignored).
      parseBody(call.rawBody, z.optional(z.unknown()));
      if (!(await resolveConflicts(ctx, token))) throw tokenNotFound();
      return { status: 204 };
    }
    await updateTokenAttribute(ctx, token, attributeUpdates[target](call.rawBody));
    return { status: 204 };
  },
  deleteToken: async (call, ctx) => {
    const { token, target } = await linkOf(call, ctx);
    if (target !== 'token') throw methodNotAllowed();
    if (!(await deleteToken(ctx, token.id))) throw tokenNotFound();
    return { status: 204 };
  },
};
