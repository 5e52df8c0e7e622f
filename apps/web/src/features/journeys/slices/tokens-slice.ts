// Tokens (spec §3 "Token state", §4 "Tokens"): the shopper's saved cards as the provider returned
// them, the pending 'delete all tokens' flag, and the progress of one token process at a time:
// tokenStatus (not-initialised → processing → success | failure) for adding a card from the
// account, the conflict status of the last verified token, the draft token a payment or an
// add-card is working with, and the deleting/updating flags of the edit-card screen.
// Only the saved cards and the delete-all flag are persisted (app/persisted-state.ts).
import { appStarted } from '../../../lib/app-events';
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { HttpMethod, Token } from '@sjd/contracts';
import type { JsonValue } from '../../event-log';
import {
  allTokensDeleted,
  cardAdded,
  cardAddFailed,
  cardAddRequested,
  cardDeleted,
  cardDeleteRequested,
  cardReplaceRequested,
  cardUpdateRequested,
  draftTokenCreated,
  paymentJourneyReset,
  tokenProcessReset,
  tokenRemoved,
} from '../events';
import type { TokenConflictStatus } from '../types';

/** A provider token (masked card only) and whether a first payment has used it (spec §4). */
export interface SavedToken extends Token {
  subsequentPayment: boolean;
}

export type TokenStatus = 'not-initialised' | 'processing' | 'success' | 'failure';

/** The last token request, as spec §3 names it (card numbers and CVCs masked). */
export interface TokenRequestRecord {
  url: string;
  method: HttpMethod;
  requestBody: JsonValue;
}

export interface TokensState {
  isDeletingAll: boolean;
  tokens: SavedToken[];
  tokenStatus: TokenStatus;
  tokenConflictStatus: TokenConflictStatus;
  /** The `tokens:conflicts` href while a conflict is unresolved. */
  conflictLink: string | null;
  /** The token the current payment or add-card works with, until it is saved or dropped. */
  draftToken: Token | null;
  tokenRequest: TokenRequestRecord | null;
  error: string | null;
  /** The token the edit-card screen is deleting / updating. */
  deletingTokenId: string | null;
  updatingTokenId: string | null;
  /** Spec §4 "Add funds": the card is being added on the way to adding funds. */
  addingFunds: boolean;
}

export const initialTokensState: TokensState = {
  isDeletingAll: false,
  tokens: [],
  tokenStatus: 'not-initialised',
  tokenConflictStatus: 'no-conflict',
  conflictLink: null,
  draftToken: null,
  tokenRequest: null,
  error: null,
  deletingTokenId: null,
  updatingTokenId: null,
  addingFunds: false,
};

/**
 * Adds a masked token to the list, or refreshes the same token keeping its subsequent flag
 * (set as well when the token is known to be card-on-file ready).
 */
function upsert(state: TokensState, token: Token, isCardOnFileReady = false): void {
  // Never keep a detokenized (full) card number in the browser.
  if (token.paymentInstrument.type !== 'card/masked') return;
  const index = state.tokens.findIndex((t) => t.tokenId === token.tokenId);
  if (index === -1) {
    state.tokens.push({ ...token, subsequentPayment: isCardOnFileReady });
  } else {
    const existing = state.tokens[index];
    const subsequentPayment = isCardOnFileReady || (existing?.subsequentPayment ?? false);
    state.tokens[index] = { ...token, subsequentPayment };
  }
}

const hasToken = (state: TokensState, tokenId: string) =>
  state.tokens.some((t) => t.tokenId === tokenId);

export const tokensSlice = createSlice({
  name: 'tokens',
  initialState: initialTokensState,
  reducers: {
    allTokensDeletionRequested(state) {
      // Nothing saved: done at once (spec §4: delete-all resets the token process).
      if (state.tokens.length === 0) return { ...initialTokensState };
      state.isDeletingAll = true;
    },
    /** A payment with 'remember my details' was authorized: its token joins the saved cards. */
    tokenSaved(state, action: PayloadAction<Token>) {
      upsert(state, action.payload);
    },
    /** A payment used the token: later payments are card-on-file 'subsequent'. */
    tokenUsedForPayment(state, action: PayloadAction<string>) {
      const token = state.tokens.find((t) => t.tokenId === action.payload);
      if (token) token.subsequentPayment = true;
    },
    /** A verified token is being created (for a payment or an add-card). */
    verifiedTokenRequested(state, action: PayloadAction<TokenRequestRecord>) {
      state.tokenRequest = action.payload;
      state.tokenConflictStatus = 'no-conflict';
      state.conflictLink = null;
      state.draftToken = null;
    },
    /** The conflict link was applied and the token reloaded. */
    tokenConflictResolved(state, action: PayloadAction<{ token: Token }>) {
      if (state.tokenConflictStatus !== 'conflict') return;
      state.draftToken = action.payload.token;
      state.conflictLink = null;
    },
    /** A payment ended without keeping the draft (declined, error, temporary token). */
    draftTokenCleared(state) {
      state.draftToken = null;
    },
    cardDeleteFailed(state, action: PayloadAction<{ tokenId: string; error: string }>) {
      if (state.deletingTokenId !== action.payload.tokenId) return;
      state.deletingTokenId = null;
      state.error = action.payload.error;
    },
    cardUpdated(state, action: PayloadAction<{ token: Token }>) {
      if (state.updatingTokenId !== action.payload.token.tokenId) return;
      state.updatingTokenId = null;
      upsert(state, action.payload.token);
    },
    cardUpdateFailed(state, action: PayloadAction<{ tokenId: string; error: string }>) {
      if (state.updatingTokenId !== action.payload.tokenId) return;
      state.updatingTokenId = null;
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(appStarted, (state) => {
        // A deletion a reload interrupted after the last card went: nothing is left to delete.
        if (state.isDeletingAll && state.tokens.length === 0) return { ...initialTokensState };
      })
      .addCase(allTokensDeleted, (state) => {
        if (!state.isDeletingAll) return;
        // Spec §4: delete-all resets the token process to not-initialised.
        return { ...initialTokensState };
      })
      .addCase(tokenRemoved, (state, action) => {
        state.tokens = state.tokens.filter((t) => t.tokenId !== action.payload);
      })
      .addCase(draftTokenCreated, (state, action) => {
        state.draftToken = action.payload.token;
        state.tokenConflictStatus = action.payload.conflictStatus;
        state.conflictLink = action.payload.conflictLink;
      })
      .addCase(cardAdded, (state, action) => {
        if (state.tokenStatus !== 'processing') return;
        state.tokenStatus = 'success';
        state.draftToken = null;
        upsert(state, action.payload.token, action.payload.isCardOnFileReady ?? false);
      })
      .addCase(cardAddFailed, (state, action) => {
        if (state.tokenStatus !== 'processing') return;
        state.tokenStatus = 'failure';
        state.error = action.payload.error;
        state.draftToken = null;
      })
      .addCase(cardDeleted, (state, action) => {
        state.tokens = state.tokens.filter((t) => t.tokenId !== action.payload.tokenId);
        if (state.deletingTokenId === action.payload.tokenId) state.deletingTokenId = null;
      })
      .addCase(cardDeleteRequested, (state, action) => {
        if (state.deletingTokenId || !hasToken(state, action.payload.tokenId)) return;
        state.deletingTokenId = action.payload.tokenId;
        state.error = null;
      })
      .addCase(cardUpdateRequested, (state, action) => {
        if (state.updatingTokenId || !hasToken(state, action.payload.tokenId)) return;
        state.updatingTokenId = action.payload.tokenId;
        state.error = null;
      })
      // A reset stops an add-card in progress (its flow is cancelled with it).
      .addCase(paymentJourneyReset, (state) => {
        if (state.tokenStatus !== 'processing') return;
        state.tokenStatus = 'not-initialised';
        state.draftToken = null;
      })
      .addCase(tokenProcessReset, (state) => {
        if (state.tokenStatus === 'processing') return;
        state.tokenStatus = 'not-initialised';
        state.tokenConflictStatus = 'no-conflict';
        state.conflictLink = null;
        state.error = null;
        state.tokenRequest = null;
        state.addingFunds = false;
      })
      // Adding a card, or replacing the subscription's (digital).
      .addMatcher(isAnyOf(cardAddRequested, cardReplaceRequested), (state, action) => {
        // One token process at a time (a double submit is ignored).
        if (state.tokenStatus === 'processing') return;
        state.tokenStatus = 'processing';
        state.error = null;
        state.draftToken = null;
        state.addingFunds = action.payload.isAddingFunds;
      });
  },
  selectors: {
    selectIsDeletingAllTokens: (state) => state.isDeletingAll,
    selectSavedTokens: (state) => state.tokens,
    selectTokenStatus: (state) => state.tokenStatus,
    selectTokenConflictStatus: (state) => state.tokenConflictStatus,
    selectTokenError: (state) => state.error,
    selectDraftToken: (state) => state.draftToken,
    selectDeletingTokenId: (state) => state.deletingTokenId,
    selectUpdatingTokenId: (state) => state.updatingTokenId,
    selectSavedToken: (state, tokenId: string) => state.tokens.find((t) => t.tokenId === tokenId),
  },
});

export const {
  allTokensDeletionRequested,
  tokenSaved,
  tokenUsedForPayment,
  verifiedTokenRequested,
  tokenConflictResolved,
  draftTokenCleared,
  cardDeleteFailed,
  cardUpdated,
  cardUpdateFailed,
} = tokensSlice.actions;
export const {
  selectIsDeletingAllTokens,
  selectSavedTokens,
  selectTokenStatus,
  selectTokenConflictStatus,
  selectTokenError,
  selectDraftToken,
  selectDeletingTokenId,
  selectUpdatingTokenId,
  selectSavedToken,
} = tokensSlice.selectors;
