// The public events of the saved-card flows: what the account screens dispatch (spec §4
// "Tokens", "Edit card screen"). Each starts one flow (add-card, update-card, delete-card);
// the tokens slice records the progress.
import { createAction } from '@reduxjs/toolkit';
import type { BillingAddress } from '@sjd/contracts';
import type { TokenFieldValues } from '../../lib/provider-calls';
import type { CardEntry } from '../payment';
import { readBrowserData, type BrowserData } from '../three-ds';

export interface AddCardRequest {
  card: CardEntry;
  billingAddress: BillingAddress | null;
  browser: BrowserData;
  /** Spec §4 "Add funds": the shopper is adding a card on the way to adding funds. */
  isAddingFunds: boolean;
}

/** The add-card form was submitted from the account area: create (and verify) a token. */
export const cardAddRequested = createAction(
  'tokens/cardAddRequested',
  (
    request: Omit<AddCardRequest, 'browser' | 'isAddingFunds'> & {
      browser?: BrowserData;
      isAddingFunds?: boolean;
    },
  ): {
    payload: AddCardRequest;
  } => ({
    payload: {
      ...request,
      browser: request.browser ?? readBrowserData(),
      isAddingFunds: request.isAddingFunds ?? false,
    },
  }),
);

/**
 * Digital's replace-card form was submitted: the new card is verified and saved, and replaces
 * every other saved card (spec §4 "Replace card").
 */
export const cardReplaceRequested = createAction(
  'tokens/cardReplaceRequested',
  (
    request: Omit<AddCardRequest, 'browser' | 'isAddingFunds'> & { browser?: BrowserData },
  ): { payload: AddCardRequest } => ({
    payload: { ...request, browser: request.browser ?? readBrowserData(), isAddingFunds: false },
  }),
);

/** The fields an edit may change; only those that differ from the saved token are sent. */
export type CardChanges = Partial<TokenFieldValues>;

/** 'Update' on the edit-card screen. */
export const cardUpdateRequested = createAction<{ tokenId: string; changes: CardChanges }>(
  'tokens/cardUpdateRequested',
);

/** 'Delete' on the edit-card screen. */
export const cardDeleteRequested = createAction<{ tokenId: string }>('tokens/cardDeleteRequested');

/**
 * The token process is over for the screens (the account or add-card-failed screen was shown):
 * token status, conflict status and error go back to their defaults (spec §7 RESET_TOKEN_PROCESS).
 */
export const tokenProcessReset = createAction('tokens/tokenProcessReset');
