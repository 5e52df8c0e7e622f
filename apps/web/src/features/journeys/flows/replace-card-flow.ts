// Replace the subscription's card (spec §4 "Replace card (digital)", §2 "{base}/processing":
// "token status success goes to {base}/account/replace-card with the first token").
// 1. The new card goes through the add-card steps (add-card-flow.ts `saveVerifiedCard`): a
//    verified token, then with 3DS the shopper's authentication and the card-on-file account
//    verification whose scheme reference renewals will quote. Not verified or any failure: the
//    token process fails (→ {base}/addCardfailed, 'Failed to add card.', back to the account)
//    and the old card stays the subscription's.
// 2. "Deletes extra tokens when more than one": every other saved card is deleted at the
//    provider and dropped from the list (a deletion that fails is in the terminal and that card
//    stays). The same card typed again (a 409 conflict, resolved with the new details) is the
//    same token: nothing to delete.
// 3. The card is added (token status success): the processing screen goes to replace-card with
//    the first (now only) card, which resets the token process and opens the account — or, after
//    a conflict, says the saved card's details were updated first.
import { cardAdded, cardAddFailed, tokenRemoved } from '../events';
import type { Journey } from '../journey';
import { deleteTokenQuietly } from '../steps/token-steps';
import type { AddCardRequest } from '../types';
import { saveVerifiedCard } from './add-card-flow';

export const replaceCardTrigger = 'Replace card';

export async function replaceCard(journey: Journey, request: AddCardRequest): Promise<void> {
  const { api } = journey;
  const outcome = await saveVerifiedCard(journey, request);
  if (outcome.kind === 'failed') {
    api.dispatch(cardAddFailed({ error: outcome.error }));
    return;
  }

  const replaced = api.getState().tokens.tokens.filter((t) => t.tokenId !== outcome.token.tokenId);
  for (const old of replaced) {
    if (await deleteTokenQuietly(journey, old)) api.dispatch(tokenRemoved(old.tokenId));
  }
  api.dispatch(cardAdded({ token: outcome.token, isCardOnFileReady: outcome.isCardOnFileReady }));
}
