// Network tokens (Tokens v3, provider-api.md §6): the scheme's token for a card — a DPAN of the
// card's brand with its own expiry — provisioned from the card or an Access token, looked up,
// deleted, and a cryptogram to pay with. A card the scenario table refuses (the `REFUSED*`
// names) is not provisioned: the token reports the provider's processor error instead [INF].
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { cardFacts, type Expiry } from './cards';
import { ownedBy } from './clocks';
import type { SandboxContext } from './context';
import { digits } from './ids';
import { issuerResponseFor } from './scenarios';

/** How long a network token lasts: three years from its provisioning [INF]. */
const tokenLifetimeYears = 3;

const networkTokenSchema = z.object({
  clock: z.string().optional(),
  /** The `tokenReference` (a UUID, as the provider's). */
  id: z.string(),
  status: z.enum(['Active', 'Provision Processor Error']),
  tokenNumber: z.string(),
  expiry: z.object({ month: z.number().int(), year: z.number().int() }),
  cardNumber: z.string(),
  cardExpiry: z.object({ month: z.number().int(), year: z.number().int() }),
  createdAt: z.number(),
});
export type NetworkTokenRecord = z.infer<typeof networkTokenSchema>;

export const networkTokenTable: TableSpec<NetworkTokenRecord> = {
  name: 'networkTokens',
  parse: (value) => networkTokenSchema.safeParse(value).data,
  id: (t) => t.id,
  indexes: { tokenNumber: (t) => t.tokenNumber },
  // Gone when it expires, as a token is.
  expiresAt: (t) => Date.UTC(t.expiry.year, t.expiry.month, 1),
};

/** A Luhn-valid number of the card's length that starts with the card's first six digits. */
function dpanFor(cardNumber: string): string {
  const body = `${cardNumber.slice(0, 6)}${digits(cardNumber.length - 7)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function provisionNetworkToken(
  ctx: SandboxContext,
  card: { number: string; expiry: Expiry; holderName?: string },
): Promise<NetworkTokenRecord> {
  const now = ctx.clock.now();
  const refused = issuerResponseFor(card.holderName).kind !== 'authorized';
  const token: NetworkTokenRecord = {
    ...ownedBy(ctx),
    id: randomUUID(),
    status: refused ? 'Provision Processor Error' : 'Active',
    tokenNumber: dpanFor(card.number),
    expiry: { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() + tokenLifetimeYears },
    cardNumber: card.number,
    cardExpiry: card.expiry,
    createdAt: now.getTime(),
  };
  await ctx.tables.networkTokens.put(token);
  return token;
}

/** An active network token by its number (a cryptogram is only made for one). */
export async function activeNetworkToken(
  ctx: SandboxContext,
  tokenNumber: string,
): Promise<NetworkTokenRecord | undefined> {
  const [token] = await ctx.tables.networkTokens.findBy('tokenNumber', tokenNumber);
  return token?.status === 'Active' ? token : undefined;
}

/** A one-time cryptogram for a payment with the token (random, as every sandbox secret). */
export const newCryptogram = () => randomBytes(20).toString('base64');

/** The card behind the token, masked as the provider answers it. */
export function maskedCardOf(token: NetworkTokenRecord) {
  const facts = cardFacts(token.cardNumber);
  return {
    type: 'card/masked' as const,
    firstSix: token.cardNumber.slice(0, 6),
    lastFour: facts.lastFour,
    cardExpiryDate: token.cardExpiry,
    paymentAccountReference: facts.paymentAccountReference,
  };
}
