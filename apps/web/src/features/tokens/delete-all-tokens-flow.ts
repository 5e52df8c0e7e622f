// Spec §4 "A pending flag for deleting all tokens triggers deletion on load" and the first step
// of a demo choice. The flag is set (and persisted) before any deletion starts, so a reload in the
// middle runs the deletion again.
import { appStarted } from '../../app/app-events';
import type { AppStartListening } from '../../app/listener';
import {
  allTokensDeleted,
  allTokensDeletionRequested,
  selectIsDeletingAllTokens,
} from './tokens-slice';

export function listenForTokenDeletion(startListening: AppStartListening): void {
  startListening({
    predicate: (action, state) =>
      allTokensDeletionRequested.match(action) ||
      (appStarted.match(action) && selectIsDeletingAllTokens(state)),
    effect: (_action, api) => {
      // One deletion at a time: a newer request supersedes a running one.
      api.cancelActiveListeners();
      // Seam for the tokens feature: it keeps the saved-token list and deletes each token here
      // (DELETE /tokens/{tokenId} through the provider client, 404 counting as deleted, spec §4
      // "Tokens"). Until it lands the demo cannot save a token, so there is none to delete and
      // the deletion is complete at once.
      api.dispatch(allTokensDeleted());
    },
  });
}
