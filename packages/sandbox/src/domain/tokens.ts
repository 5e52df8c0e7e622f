// Tokens (provider-api.md §5, §6, §13.1): one token per card number and namespace. Storing the
// same card again with the same details matches the existing token; with different details it
// records a conflict that expires after 30 minutes and that the `tokens:conflicts` link applies.
// A namespace holds at most 16 tokens.
import { nowOnClockOf, ownedBy } from './clocks';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { addressSchema, expirySchema, sameAddress, type Address, type Expiry } from './cards';
import type { SandboxContext } from './context';
import { ProviderError } from './errors';
import { newTokenId, opaqueId } from './ids';

export const maxTokensPerNamespace = 16;
export const conflictLifetimeMs = 30 * 60 * 1000;
/** Default token lifetime in the try environment (the live default is 4 years). */
export const defaultTokenLifetimeMs = 90 * 24 * 60 * 60 * 1000;
export const maxUpdatesPer30Days = 50;

const conflictsSchema = z.object({
  cardHolderName: z.string().optional(),
  cardExpiryDate: expirySchema.optional(),
  billingAddress: addressSchema.optional(),
  schemeTransactionReference: z.string().optional(),
  expiresAt: z.number(),
});
export type TokenConflicts = z.infer<typeof conflictsSchema>;

const tokenRecordSchema = z.object({
  /** The demo clock (run) it belongs to (clocks.ts); absent: the global clock. */
  clock: z.string().optional(),
  id: z.string(),
  tokenId: z.string(),
  namespace: z.string().nullable(),
  description: z.string(),
  expiresAt: z.number(),
  cardNumber: z.string(),
  cardHolderName: z.string(),
  cardExpiryDate: expirySchema,
  billingAddress: addressSchema.optional(),
  schemeTransactionReference: z.string().optional(),
  verified: z.boolean(),
  createdAt: z.number(),
  conflicts: conflictsSchema.optional(),
  /** When attribute updates happened (epoch ms), for the 50-per-30-days limit. */
  updates: z.array(z.number()),
});
export type TokenRecord = z.infer<typeof tokenRecordSchema>;

const namespaceKey = (namespace: string | null) => namespace ?? '';

export const tokenTable: TableSpec<TokenRecord> = {
  name: 'tokens',
  parse: (value) => tokenRecordSchema.safeParse(value).data,
  id: (t) => t.id,
  indexes: {
    card: (t) => `${namespaceKey(t.namespace)}\u0000${t.cardNumber}`,
    namespace: (t) => namespaceKey(t.namespace),
    tokenId: (t) => t.tokenId,
  },
  expiresAt: (t) => t.expiresAt,
};

export const tokenHref = (ctx: SandboxContext, token: TokenRecord) =>
  `${ctx.publicUrl}/tokens/${token.id}`;

/** What a `/tokens/{id}` link names: the token, one of its attributes, or its conflicts. */
export type TokenLinkTarget = 'token' | TokenAttribute['name'] | 'conflicts';
const linkTargets: readonly TokenLinkTarget[] = [
  'description',
  'cardHolderName',
  'cardExpiryDate',
  'billingAddress',
  'schemeTransactionReference',
  'conflicts',
];

/**
 * The href of a token's link. The provider's links are all `/tokens/{opaque id}` (one PUT
 * operation, `PUT /tokens/{tokenId}`, whose id says which attribute it changes): an attribute's
 * id is the token's record id and the attribute, encoded (issue 41, deviation 11: the sandbox
 * used `/tokens/{id}/{attribute}`, a path the document does not have).
 */
export function tokenLinkHref(
  ctx: SandboxContext,
  token: TokenRecord,
  target: TokenLinkTarget,
): string {
  if (target === 'token') return tokenHref(ctx, token);
  return `${ctx.publicUrl}/tokens/${Buffer.from(`${token.id}.${target}`).toString('base64url')}`;
}

/** Reads a `/tokens/{id}` segment back: the record id and what the link names. */
export function readTokenLink(segment: string): { id: string; target: TokenLinkTarget } {
  const decoded = Buffer.from(segment, 'base64url').toString('utf8');
  const match = /^([A-Za-z0-9_-]{1,128})\.([A-Za-z]+)$/.exec(decoded);
  const target = linkTargets.find((t) => t === match?.[2]);
  return match?.[1] && target ? { id: match[1], target } : { id: segment, target: 'token' };
}

/** A live token by its record id (the opaque segment of its href); expired tokens are gone. */
export async function getToken(ctx: SandboxContext, id: string): Promise<TokenRecord | undefined> {
  const token = await ctx.tables.tokens.get(id);
  if (!token) return undefined;
  if (token.expiresAt <= (await nowOnClockOf(ctx, token))) {
    await ctx.tables.tokens.delete(id);
    return undefined;
  }
  return token;
}

export async function getTokenByHref(
  ctx: SandboxContext,
  href: string,
): Promise<TokenRecord | undefined> {
  const prefix = `${ctx.publicUrl}/tokens/`;
  if (!href.startsWith(prefix)) return undefined;
  const id = href.slice(prefix.length);
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? await getToken(ctx, id) : undefined;
}

export async function getTokenByTokenId(
  ctx: SandboxContext,
  tokenId: string,
  namespace: string,
): Promise<TokenRecord | undefined> {
  const match = (await ctx.tables.tokens.findBy('tokenId', tokenId)).find(
    (t) => namespaceKey(t.namespace) === namespace,
  );
  return match ? await getToken(ctx, match.id) : undefined;
}

/** Conflicts that have not expired yet. */
export function activeConflicts(
  ctx: SandboxContext,
  token: TokenRecord,
): TokenConflicts | undefined {
  const conflicts = token.conflicts;
  return conflicts && conflicts.expiresAt > ctx.clock.now().getTime() ? conflicts : undefined;
}

export interface CardToStore {
  namespace: string | null;
  cardNumber: string;
  cardHolderName: string;
  cardExpiryDate: Expiry;
  billingAddress?: Address;
  description?: string;
  expiresAt?: number;
  schemeTransactionReference?: string;
  verified: boolean;
}

export type StoreCardResult = { status: 'created' | 'matched' | 'conflict'; token: TokenRecord };

/** Refuses with 403 when storing this card would need a 17th token in its namespace. */
export async function assertRoomForCard(
  ctx: SandboxContext,
  namespace: string | null,
  cardNumber: string,
) {
  if (await findStored(ctx, namespace, cardNumber)) return;
  if (
    (await ctx.tables.tokens.countBy('namespace', namespaceKey(namespace))) >= maxTokensPerNamespace
  ) {
    throw new ProviderError(
      403,
      'tooManyTokensForNamespace',
      `A namespace can hold at most ${maxTokensPerNamespace} tokens. Delete a token or use another namespace.`,
    );
  }
}

async function findStored(ctx: SandboxContext, namespace: string | null, cardNumber: string) {
  const [existing] = await ctx.tables.tokens.findBy(
    'card',
    `${namespaceKey(namespace)}\u0000${cardNumber}`,
  );
  return existing ? await getToken(ctx, existing.id) : undefined;
}

/** Creates a token for the card, or matches (or conflicts with) the one that exists. */
export async function storeCard(ctx: SandboxContext, card: CardToStore): Promise<StoreCardResult> {
  const now = ctx.clock.now().getTime();
  const existing = await findStored(ctx, card.namespace, card.cardNumber);
  if (!existing) {
    await assertRoomForCard(ctx, card.namespace, card.cardNumber);
    const token: TokenRecord = {
      id: opaqueId(24),
      tokenId: newTokenId(),
      namespace: card.namespace,
      description: card.description ?? 'Token',
      // Never later than the card's own expiry (the end of its expiry month, UTC).
      expiresAt: Math.min(
        card.expiresAt ?? now + defaultTokenLifetimeMs,
        Date.UTC(card.cardExpiryDate.year, card.cardExpiryDate.month, 1),
      ),
      cardNumber: card.cardNumber,
      cardHolderName: card.cardHolderName,
      cardExpiryDate: card.cardExpiryDate,
      billingAddress: card.billingAddress,
      schemeTransactionReference: card.schemeTransactionReference,
      verified: card.verified,
      createdAt: now,
      updates: [],
      ...ownedBy(ctx),
    };
    await ctx.tables.tokens.put(token);
    return { status: 'created', token };
  }

  // Only details the request supplies can conflict; omitting the address is not a change.
  // (A fresh verification's scheme reference is not a conflict: the stored one stays.)
  const conflicts: Omit<TokenConflicts, 'expiresAt'> = {};
  if (card.cardHolderName !== existing.cardHolderName)
    conflicts.cardHolderName = card.cardHolderName;
  if (
    card.cardExpiryDate.month !== existing.cardExpiryDate.month ||
    card.cardExpiryDate.year !== existing.cardExpiryDate.year
  ) {
    conflicts.cardExpiryDate = card.cardExpiryDate;
  }
  if (card.billingAddress && !sameAddress(card.billingAddress, existing.billingAddress)) {
    conflicts.billingAddress = card.billingAddress;
  }
  if (Object.keys(conflicts).length > 0) {
    const token = { ...existing, conflicts: { ...conflicts, expiresAt: now + conflictLifetimeMs } };
    await ctx.tables.tokens.put(token);
    return { status: 'conflict', token };
  }
  // A verification of a matching card upgrades an unverified token.
  const token: TokenRecord = {
    ...existing,
    verified: existing.verified || card.verified,
    schemeTransactionReference:
      existing.schemeTransactionReference ?? card.schemeTransactionReference,
  };
  await ctx.tables.tokens.put(token);
  return { status: 'matched', token };
}

export type TokenAttribute =
  | { name: 'description'; value: string }
  | { name: 'cardHolderName'; value: string }
  | { name: 'cardExpiryDate'; value: Expiry }
  | { name: 'billingAddress'; value: Address }
  | { name: 'schemeTransactionReference'; value: string };

/** One attribute per update, at most 50 updates per token in a rolling 30 days (§6.3). */
export async function updateTokenAttribute(
  ctx: SandboxContext,
  token: TokenRecord,
  attribute: TokenAttribute,
): Promise<TokenRecord> {
  const now = ctx.clock.now().getTime();
  const recent = token.updates.filter((at) => at > now - 30 * 24 * 60 * 60 * 1000);
  if (recent.length >= maxUpdatesPer30Days) {
    throw new ProviderError(
      429,
      'maximumUpdatesExceeded',
      `A token can be updated at most ${maxUpdatesPer30Days} times in 30 days.`,
    );
  }
  const updated: TokenRecord = {
    ...token,
    [attribute.name]: attribute.value,
    updates: [...recent, now],
  };
  await ctx.tables.tokens.put(updated);
  return updated;
}

/** Applies every pending conflicting value to the token (PUT `tokens:conflicts`). */
export async function resolveConflicts(
  ctx: SandboxContext,
  token: TokenRecord,
): Promise<TokenRecord | undefined> {
  const conflicts = activeConflicts(ctx, token);
  if (!conflicts) return undefined;
  const { expiresAt: _expiresAt, ...values } = conflicts;
  const resolved: TokenRecord = {
    ...token,
    cardHolderName: values.cardHolderName ?? token.cardHolderName,
    cardExpiryDate: values.cardExpiryDate ?? token.cardExpiryDate,
    billingAddress: values.billingAddress ?? token.billingAddress,
    schemeTransactionReference:
      values.schemeTransactionReference ?? token.schemeTransactionReference,
    conflicts: undefined,
  };
  await ctx.tables.tokens.put(resolved);
  return resolved;
}

export async function deleteToken(ctx: SandboxContext, id: string): Promise<boolean> {
  return await ctx.tables.tokens.delete(id);
}
