// Tokens v3's network tokens (domain/network-tokens.ts): provision from a card or an Access
// token (200, the token ready, or its provisioning error), look up and delete by the
// `tokens:networkTokenLookup` link, and a cryptogram for a payment with it.
import {
  networkTokenCryptogramRequestSchema,
  provisionNetworkTokenRequestSchema,
} from '@sjd/contracts';
import type { SandboxContext } from '../domain/context';
import { invalidField, ProviderError, refusedField } from '../domain/errors';
import { luhnCheck } from '@sjd/cards';
import { modularInstrument } from '../domain/instrument-wire';
import { resolveInstrument } from '../domain/instruments';
import {
  activeNetworkToken,
  maskedCardOf,
  newCryptogram,
  provisionNetworkToken,
  type NetworkTokenRecord,
} from '../domain/network-tokens';
import type { ApiCall, ApiHandlers } from './http';
import { parseBody } from './validation';

const curies = (ctx: SandboxContext) => [
  { href: `${ctx.publicUrl}/rels/tokens/{rel}.json`, name: 'tokens', templated: true },
];
const lookupHref = (ctx: SandboxContext, token: NetworkTokenRecord) =>
  `${ctx.publicUrl}/tokens/network/${token.id}`;

/** The token's own fields, and its provisioning error when it was not provisioned. */
function tokenFields(token: NetworkTokenRecord) {
  if (token.status !== 'Active') {
    return {
      tokenPaymentInstrument: { status: token.status, type: 'card/networkToken' as const },
      paymentInstrument: maskedCardOf(token),
      provisioningErrors: [
        {
          errorCode: '301',
          providerErrorCode: '403',
          source: 'Sandbox network token provider',
          context: 'Provision Token.Processor Error',
          message:
            'Provider error occurred : the issuer refused to provision a token for this card.',
        },
      ],
    };
  }
  return {
    tokenPaymentInstrument: {
      status: token.status,
      type: 'card/networkToken' as const,
      tokenNumber: token.tokenNumber,
      expiryDate: token.expiry,
    },
    paymentInstrument: maskedCardOf(token),
  };
}

const tokenNotFound = () =>
  new ProviderError(404, 'resourceNotFound', 'The requested resource was not found.');

async function tokenOf(call: ApiCall, ctx: SandboxContext): Promise<NetworkTokenRecord> {
  const token = await ctx.tables.networkTokens.get(call.params.tokenReference ?? '');
  if (!token) throw tokenNotFound();
  return token;
}

export const networkTokenHandlers: ApiHandlers = {
  provisionNetworkToken: async (call, ctx) => {
    const body = parseBody(call.rawBody, provisionNetworkTokenRequestSchema);
    const instrument = body.paymentInstrument;
    // A scheme provisions a token for a named, valid card (the document's 400 examples).
    if (instrument.type === 'card/front') {
      if (!instrument.cardHolderName) {
        throw refusedField('$.paymentInstrument.cardHolderName', 'fieldIsMissing', 'Is missing');
      }
      if (!luhnCheck(instrument.cardNumber)) {
        throw refusedField(
          '$.paymentInstrument.cardNumber',
          'panFailedLuhnCheck',
          'Fails the Luhn check',
        );
      }
    }
    const read = modularInstrument(instrument, '$.paymentInstrument');
    if (read.kind === 'masked') throw invalidField('$.paymentInstrument', 'Is not a card');
    // An Access token it does not know is the document's 404 `resourceNotFound`.
    const { card } = await resolveInstrument(ctx, read).catch((error: unknown) => {
      if (read.kind === 'token') throw tokenNotFound();
      throw error;
    });
    const token = await provisionNetworkToken(ctx, card);
    return {
      status: 200,
      body: {
        tokenReference: token.id,
        ...tokenFields(token),
        _links: {
          self: { href: `${ctx.publicUrl}/tokens/network` },
          'tokens:networkTokenLookup': { href: lookupHref(ctx, token) },
          curies: curies(ctx),
        },
      },
    };
  },
  getNetworkToken: async (call, ctx) => {
    const token = await tokenOf(call, ctx);
    return {
      status: 200,
      body: {
        ...tokenFields(token),
        _links: {
          self: { href: lookupHref(ctx, token) },
          'tokens:networkTokenCryptogram': { href: `${ctx.publicUrl}/tokens/network/cryptograms` },
          curies: curies(ctx),
        },
      },
    };
  },
  deleteNetworkToken: async (call, ctx) => {
    const token = await tokenOf(call, ctx);
    await ctx.tables.networkTokens.delete(token.id);
    return { status: 204 };
  },
  networkTokenCryptogram: async (call, ctx) => {
    const body = parseBody(call.rawBody, networkTokenCryptogramRequestSchema);
    if (!(await activeNetworkToken(ctx, body.tokenNumber))) {
      throw invalidField('$.tokenNumber', 'Is not an active network token');
    }
    return {
      status: 200,
      body: {
        cryptogramDetails: { cryptogram: newCryptogram(), eci: '07' },
        _links: {
          self: { href: `${ctx.publicUrl}/tokens/network/cryptograms` },
          'tokens:networkTokenLookup': {
            href: `${ctx.publicUrl}/tokens/network/{tokenReference}`,
            templated: true,
          },
          curies: curies(ctx),
        },
      },
    };
  },
};
