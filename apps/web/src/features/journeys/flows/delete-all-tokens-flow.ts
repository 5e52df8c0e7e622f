// Spec §4 "A pending flag for deleting all tokens triggers deletion on load" and the first step
// of a demo choice ("Delete-all deletes every token"). The flag is set (and persisted) before
// any deletion starts, so a reload in the middle runs the deletion again (the journey table's
// rows on the request and on the app's start; with nothing saved the tokens slice is done at
// once, without a trigger in the terminal). Each saved token is deleted at the provider (a 404
// counts as deleted); a failure is recorded as 'Token deletion failed' (spec §8) and does not
// stop the others. The list is cleared at the end either way: the next demo starts in a fresh
// namespace, so a token left behind can never show up again.
import type { RootState } from '../../../app/store';
import { allTokensDeleted } from '../events';
import type { Journey } from '../journey';
import { selectSavedTokens } from '../slices/tokens-slice';
import { deleteTokenQuietly } from '../steps/token-steps';

export const deleteAllTokensTrigger = 'Delete all cards';

/** The pending flag is up (a request, or a deletion a reload interrupted). */
export const isDeletingAll = (_before: RootState, after: RootState) => after.tokens.isDeletingAll;

export async function deleteAllTokens(journey: Journey): Promise<void> {
  // One after the other, so the terminal reads in order.
  for (const token of selectSavedTokens(journey.api.getState())) {
    await deleteTokenQuietly(journey, token);
  }
  journey.api.dispatch(allTokensDeleted());
}
