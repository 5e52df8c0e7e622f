// Checkout SDK sessions (provider-api.md §11.3): the card-field frames post card data and get a
// short-lived, single-use href back; the merchant's server then pays or tokenizes with that
// href instead of card data. A consumed or expired session is deleted, with its card data.
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { expirySchema } from './cards';
import type { SandboxContext } from './context';
import { invalidField } from './errors';
import { opaqueId } from './ids';

/** The provider does not publish the lifetime; one minute is the figure reported by integrators. */
export const checkoutSessionLifetimeSeconds = 60;

export type CheckoutSessionKind = 'card' | 'cvc' | 'verifiedToken';

const sessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['card', 'cvc', 'verifiedToken']),
  identity: z.string(),
  cardNumber: z.string().optional(),
  expiry: expirySchema.optional(),
  // A session holds the CVC until it is used: that is what the session is for. It is deleted
  // on first use and purged when it expires.
  cvc: z.string().optional(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type CheckoutSession = z.infer<typeof sessionSchema>;

export const checkoutSessionTable: TableSpec<CheckoutSession> = {
  name: 'checkoutSessions',
  parse: (value) => sessionSchema.safeParse(value).data,
  id: (s) => s.id,
  expiresAt: (s) => s.expiresAt,
};

export function checkoutSessionHref(ctx: SandboxContext, session: CheckoutSession): string {
  const path = session.kind === 'verifiedToken' ? 'verifiedTokens/sessions' : 'sessions';
  return `${ctx.publicUrl}/${path}/${session.id}`;
}

export async function createCheckoutSession(
  ctx: SandboxContext,
  input: Pick<CheckoutSession, 'kind' | 'identity' | 'cardNumber' | 'expiry' | 'cvc'>,
): Promise<CheckoutSession> {
  const now = ctx.clock.now().getTime();
  const table = ctx.tables.checkoutSessions;
  await table.purgeExpired(now);
  const session: CheckoutSession = {
    ...input,
    id: opaqueId(24),
    createdAt: now,
    expiresAt: now + checkoutSessionLifetimeSeconds * 1000,
  };
  await table.put(session);
  return session;
}

export interface SessionUse {
  href: string;
  /** Which session types the field accepts (a card session where a CVC is expected is refused). */
  kinds: readonly CheckoutSessionKind[];
  jsonPath: string;
}

/**
 * Takes sessions by their hrefs for one use each. All are checked before any is used up, so a
 * request refused for one bad session does not burn the other. Card sessions may be addressed
 * as `/sessions/<id>` (SDK v2) or `/verifiedTokens/sessions/<id>` (v1): both are accepted
 * wherever a card session is, as the provider's changelog says.
 */
export async function consumeCheckoutSessions(
  ctx: SandboxContext,
  uses: readonly SessionUse[],
  /** Last checks before the sessions are used up; throwing here keeps them. */
  beforeUse?: (sessions: CheckoutSession[]) => void | Promise<void>,
): Promise<CheckoutSession[]> {
  const table = ctx.tables.checkoutSessions;
  const now = ctx.clock.now().getTime();
  const found: CheckoutSession[] = [];
  for (const { href, kinds, jsonPath } of uses) {
    const id = sessionIdFromHref(ctx, href);
    const session = id === null ? undefined : await table.get(id);
    if (!session || !kinds.includes(session.kind) || session.expiresAt <= now) {
      throw invalidField(jsonPath, 'The session does not exist, has expired or was already used');
    }
    found.push(session);
  }
  await beforeUse?.(found);
  for (const session of found) await table.delete(session.id);
  return found;
}

export async function consumeCheckoutSession(
  ctx: SandboxContext,
  href: string,
  kinds: readonly CheckoutSessionKind[],
  jsonPath: string,
  beforeUse?: (session: CheckoutSession) => void | Promise<void>,
): Promise<CheckoutSession> {
  const [session] = await consumeCheckoutSessions(
    ctx,
    [{ href, kinds, jsonPath }],
    async (found) => {
      for (const s of found) await beforeUse?.(s);
    },
  );
  if (!session)
    throw invalidField(jsonPath, 'The session does not exist, has expired or was already used');
  return session;
}

function sessionIdFromHref(ctx: SandboxContext, href: string): string | null {
  for (const prefix of [
    `${ctx.publicUrl}/sessions/`,
    `${ctx.publicUrl}/verifiedTokens/sessions/`,
  ]) {
    if (href.startsWith(prefix)) {
      const id = href.slice(prefix.length);
      return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
    }
  }
  return null;
}
