// Tokens (spec §3 "Token state"): for now only the pending 'delete all tokens' flag of spec §4.
// The flag is persisted, so a deletion interrupted by a reload runs again on the next load. The
// token list, statuses and conflict handling arrive with the tokens feature.
import { createSlice } from '@reduxjs/toolkit';

export interface TokensState {
  isDeletingAll: boolean;
}

export const initialTokensState: TokensState = { isDeletingAll: false };

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
    },
  },
  selectors: {
    selectIsDeletingAllTokens: (state) => state.isDeletingAll,
  },
});

export const { allTokensDeletionRequested, allTokensDeleted } = tokensSlice.actions;
export const { selectIsDeletingAllTokens } = tokensSlice.selectors;
