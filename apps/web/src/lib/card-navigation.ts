// Spec §2: the basket's 'Buy Now' (to cardCheck) and the account's edit link (to edit-card) carry
// the selected saved card in navigation state. History state outlives the page (reload, Back
// from another site) and may come from anywhere, so it is parsed, never trusted.
import * as z from 'zod/mini';
import { tokenSchema, type Token } from '@sjd/contracts';

export interface CardNavigationState {
  token: Token;
}

const cardNavigationStateSchema = z.object({ token: tokenSchema });

export function cardNavigationState(token: Token): CardNavigationState {
  return { token };
}

/** The token in a location's state, or null when there is none (typed URL, reload) or it is bad. */
export function tokenFromNavigationState(state: unknown): Token | null {
  const parsed = cardNavigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data.token : null;
}
