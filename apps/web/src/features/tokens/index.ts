// The saved-card feature's public face for the basket and account screens: the events that add,
// edit and delete cards, and the selectors for the list and the token process.
export {
  cardAddRequested,
  cardDeleteRequested,
  cardReplaceRequested,
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
// For the payment flows: the token steps a payment with a new or saved card takes, and the
// events a payment's outcome records on the saved cards.
export {
  createVerifiedToken,
  deleteTokenQuietly,
  saveSchemeReference,
  saveTokenFromPayment,
} from './token-steps';
export {
  allTokensDeleted,
  cardAddFailed,
  cardAdded,
  cardDeleted,
  draftTokenCleared,
  draftTokenCreated,
  tokenRemoved,
  tokenSaved,
  tokenUsedForPayment,
} from './tokens-slice';
