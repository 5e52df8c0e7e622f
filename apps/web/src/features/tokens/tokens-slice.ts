// Tokens (spec §3 "Token state"): the shopper's saved cards as the provider returned them, plus
// the pending 'delete all tokens' flag of spec §4. Both are persisted: saved cards survive a
// reload, and a deletion interrupted by a reload runs again on the next load.
// Token processing statuses (tokenStatus, conflicts, draft token) join with the card flows.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Token } from '@sjd/contracts';

/** A provider token (masked card only) and whether a first payment has used it (spec §4). */
export interface SavedToken extends Token {
  subsequentPayment: boolean;
}

export interface TokensState {
  isDeletingAll: boolean;
  tokens: SavedToken[];
}

export const initialTokensState: TokensState = { isDeletingAll: false, tokens: [] };

export const tokensSlice = createSlice({
  name: 'tokens',
  initialState: initialTokensState,
  reducers: {
    allTokensDeletionRequested(state) {
      state.isDeletingAll = true;
    },
    allTokensDeleted(state) {
      if (!state.isDeletingAll) return;
      state.isDeletingAll = false;
      state.tokens = [];
    },
    /** A token was created or found (201/200/409 resolved): add it, or refresh the same token. */
    tokenSaved(state, action: PayloadAction<Token>) {
      // Never keep a detokenized (full) card number in the browser.
      if (action.payload.paymentInstrument.type !== 'card/masked') return;
      const index = state.tokens.findIndex((t) => t.tokenId === action.payload.tokenId);
      if (index === -1) {
        state.tokens.push({ ...action.payload, subsequentPayment: false });
      } else {
        const existing = state.tokens[index];
        state.tokens[index] = {
          ...action.payload,
          subsequentPayment: existing?.subsequentPayment ?? false,
        };
      }
    },
    /** The provider no longer has it (deleted, or a 404 which counts as deleted). */
    tokenRemoved(state, action: PayloadAction<string>) {
      state.tokens = state.tokens.filter((t) => t.tokenId !== action.payload);
    },
    /** A payment used the token: later payments are card-on-file 'subsequent'. */
    tokenUsedForPayment(state, action: PayloadAction<string>) {
      const token = state.tokens.find((t) => t.tokenId === action.payload);
      if (token) token.subsequentPayment = true;
    },
  },
  selectors: {
    selectIsDeletingAllTokens: (state) => state.isDeletingAll,
    selectSavedTokens: (state) => state.tokens,
  },
});

export const {
  allTokensDeletionRequested,
  allTokensDeleted,
  tokenSaved,
  tokenRemoved,
  tokenUsedForPayment,
} = tokensSlice.actions;
export const { selectIsDeletingAllTokens, selectSavedTokens } = tokensSlice.selectors;
