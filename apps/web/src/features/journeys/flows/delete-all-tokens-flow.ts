// Spec §4 "A pending flag for deleting all tokens triggers deletion on load" and the first step
// of a demo choice ("Delete-all deletes every token"). The flag is set (and persisted) before
// any deletion starts, so a reload in the middle runs the deletion again. Each saved token is
// deleted at the provider (a 404 counts as deleted); a failure is recorded as 'Token deletion
// failed' (spec §8) and does not stop the others. The list is cleared at the end either way:
// the next demo starts in a fresh namespace, so a token left behind can never show up again.
import { appStarted } from '../../../lib/app-events';
import { isCancellation, openJourney } from '../journey';
import type { AppStartListening } from '../../../lib/listener';
import { deleteTokenQuietly } from '../steps/token-steps';
import { allTokensDeleted } from '../events';
import {
  allTokensDeletionRequested,
  selectIsDeletingAllTokens,
  selectSavedTokens,
} from '../slices/tokens-slice';

export const deleteAllTokensTrigger = 'Delete all cards';

export function listenForTokenDeletion(startListening: AppStartListening): void {
  startListening({
    predicate: (action, state) =>
      allTokensDeletionRequested.match(action) ||
      (appStarted.match(action) && selectIsDeletingAllTokens(state)),
    effect: async (_action, api) => {
      // One deletion at a time: a newer request supersedes a running one.
      api.cancelActiveListeners();
      const tokens = selectSavedTokens(api.getState());
      // Nothing saved: done at once, without a trigger in the terminal.
      if (tokens.length === 0) {
        api.dispatch(allTokensDeleted());
        return;
      }
      try {
        const journey = await openJourney(api, deleteAllTokensTrigger);
        // One after the other, so the terminal reads in order.
        if (journey) for (const token of tokens) await deleteTokenQuietly(journey, token);
      } catch (error) {
        if (isCancellation(api, error)) return;
        throw error;
      }
      api.dispatch(allTokensDeleted());
    },
  });
}
