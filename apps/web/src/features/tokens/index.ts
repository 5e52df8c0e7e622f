// The saved-card feature's public face for the basket and account screens: the events that add,
// edit and delete cards, and the selectors for the list and the token process.
export {
  cardAddRequested,
  cardDeleteRequested,
  cardUpdateRequested,
  tokenProcessReset,
  type AddCardRequest,
  type CardChanges,
} from './token-events';
export {
  allTokensDeletionRequested,
  selectDeletingTokenId,
  selectDraftToken,
  selectIsDeletingAllTokens,
  selectSavedToken,
  selectSavedTokens,
  selectTokenConflictStatus,
  selectTokenError,
  selectTokenStatus,
  selectUpdatingTokenId,
  type SavedToken,
  type TokenConflictStatus,
  type TokenStatus,
} from './tokens-slice';
