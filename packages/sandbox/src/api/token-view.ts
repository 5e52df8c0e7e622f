// A token as the Tokens and Verified Tokens APIs answer it (provider-api.md §6.2): masked (or,
// with `Accept: …; masked=false`, the card itself), its conflicts when asked, and its links,
// each `/tokens/{opaque id}` (domain/tokens.ts tokenLinkHref).
import type { Token, TokenRel } from '@sjd/contracts';
import { addressView, cardFacts } from '../domain/cards';
import type { SandboxContext } from '../domain/context';
import {
  activeConflicts,
  tokenHref,
  tokenLinkHref,
  type TokenAttribute,
  type TokenRecord,
} from '../domain/tokens';

const attributeRels: readonly [TokenAttribute['name'], TokenRel][] = [
  ['description', 'tokens:description'],
  ['cardHolderName', 'tokens:cardHolderName'],
  ['cardExpiryDate', 'tokens:cardExpiryDate'],
  ['billingAddress', 'tokens:billingAddress'],
  ['schemeTransactionReference', 'tokens:schemeTransactionReference'],
];

export function tokenView(
  ctx: SandboxContext,
  token: TokenRecord,
  options: { showConflicts?: boolean; unmasked?: boolean } = {},
): Token {
  const href = tokenHref(ctx, token);
  const facts = cardFacts(token.cardNumber);
  const conflicts = activeConflicts(ctx, token);
  const links: Partial<Record<TokenRel, { href: string }>> = { 'tokens:token': { href } };
  for (const [attribute, rel] of attributeRels)
    links[rel] = { href: tokenLinkHref(ctx, token, attribute) };
  if (conflicts) links['tokens:conflicts'] = { href: tokenLinkHref(ctx, token, 'conflicts') };
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
