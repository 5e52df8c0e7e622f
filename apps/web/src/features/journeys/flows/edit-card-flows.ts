// Editing saved cards (spec §4 "Tokens": "Edit: sequentially updates name, expiry, address,
// schemeTransactionReference as changed"; "Delete: 404 treated as deleted"; §7 "update token
// name, expiry, address, reference (PUT, each with its field body)", "delete token (DELETE)").
// Each field goes to its own link of the token, one after the other (the provider allows one
// attribute per request), then the token is read back so the list shows what the provider has.
import { isDeepStrictEqualJson } from '../../../lib/json-equal';
import type { AppStartListening } from '../../../lib/listener';
import { isCancellation, openJourney, type FlowApi, type Journey } from '../journey';
import { ProviderCallError } from '../../../lib/provider-types';
import type { TokenChange, TokenField } from '../../../lib/provider-calls';
import { failureEvents } from '../../event-log';
import { cardDeleted, cardDeleteRequested, cardUpdateRequested, tokenRemoved } from '../events';
import { tokenHref } from '../steps/token-steps';
import {
  cardDeleteFailed,
  cardUpdated,
  cardUpdateFailed,
  type SavedToken,
  selectSavedToken,
} from '../slices/tokens-slice';
import type { CardChanges } from '../types';

export const updateCardTrigger = 'Update card';
export const deleteCardTrigger = 'Delete card';

function currentValue(token: SavedToken, field: TokenField): unknown {
  switch (field) {
    case 'cardHolderName':
      return token.paymentInstrument.cardHolderName;
    case 'cardExpiryDate':
      return token.paymentInstrument.cardExpiryDate;
    case 'billingAddress':
      return token.paymentInstrument.billingAddress;
    case 'schemeTransactionReference':
      return token.schemeTransactionReference;
  }
}

/** The edits that differ from the saved token, in the order of spec §4: name, expiry, address, reference. */
export function changedFields(token: SavedToken, changes: CardChanges): TokenChange[] {
  const edits: TokenChange[] = [];
  if (changes.cardHolderName !== undefined)
    edits.push({ field: 'cardHolderName', value: changes.cardHolderName });
  if (changes.cardExpiryDate)
    edits.push({ field: 'cardExpiryDate', value: changes.cardExpiryDate });
  if (changes.billingAddress)
    edits.push({ field: 'billingAddress', value: changes.billingAddress });
  if (changes.schemeTransactionReference !== undefined)
    edits.push({ field: 'schemeTransactionReference', value: changes.schemeTransactionReference });
  return edits.filter(
    (edit) => !isDeepStrictEqualJson(edit.value, currentValue(token, edit.field)),
  );
}

export async function updateCard(
  journey: Journey,
  token: SavedToken,
  changes: CardChanges,
): Promise<void> {
  const edits = changedFields(token, changes);
  // Nothing differs: nothing to send (the screen just goes back).
  if (edits.length === 0) {
    journey.api.dispatch(cardUpdated({ token }));
    return;
  }
  // One attribute per request, in order, each to its own link; the first failure stops the rest.
  for (const edit of edits) {
    const link = token._links[`tokens:${edit.field}`]?.href;
    if (!link) throw new Error(`The token has no link to update its ${edit.field}`);
    await journey.calls.updateToken(link, edit);
  }
  const reloaded = await journey.calls.getToken(tokenHref(token));
  journey.api.dispatch(cardUpdated({ token: reloaded }));
}

export async function deleteCard(journey: Journey, token: SavedToken): Promise<void> {
  // A 404 means the provider no longer has it: deleted all the same.
  await journey.calls.deleteToken(tokenHref(token));
  journey.api.dispatch(cardDeleted({ tokenId: token.tokenId }));
}

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'The request failed';
}

export function listenForCardEdits(startListening: AppStartListening): void {
  startListening({
    actionCreator: cardUpdateRequested,
    effect: async (action, api) => {
      const { tokenId, changes } = action.payload;
      // The reducer refused it (unknown token, another update running): nothing to do.
      if (api.getOriginalState().tokens.updatingTokenId !== null) return;
      if (api.getState().tokens.updatingTokenId !== tokenId) return;
      await runEdit(api, updateCardTrigger, tokenId, {
        run: (journey, token) => updateCard(journey, token, changes),
        fail: (journey, error) => {
          // The token is gone (404): the list drops it, as the edit screen expects.
          if (error instanceof ProviderCallError && error.status === 404) {
            api.dispatch(tokenRemoved(tokenId));
          } else if (journey && error instanceof ProviderCallError && !error.isRequestFailure) {
            journey.note({
              title: failureEvents.requestFailed,
              plainText: error.message,
              api: 'Tokens',
              icon: 'error',
            });
          }
          api.dispatch(cardUpdateFailed({ tokenId, error: failureMessage(error) }));
        },
      });
    },
  });

  startListening({
    actionCreator: cardDeleteRequested,
    effect: async (action, api) => {
      const { tokenId } = action.payload;
      if (api.getOriginalState().tokens.deletingTokenId !== null) return;
      if (api.getState().tokens.deletingTokenId !== tokenId) return;
      await runEdit(api, deleteCardTrigger, tokenId, {
        run: deleteCard,
        fail: (journey, error) => {
          // Spec §8: a deletion error is recorded (with what the server said).
          if (journey && error instanceof ProviderCallError) {
            journey.note({
              title: failureEvents.tokenDeletionFailed,
              plainText: error.message,
              api: 'Tokens',
              icon: 'error',
            });
          }
          api.dispatch(cardDeleteFailed({ tokenId, error: failureMessage(error) }));
        },
      });
    },
  });
}

async function runEdit(
  api: FlowApi,
  trigger: string,
  tokenId: string,
  steps: {
    run(journey: Journey, token: SavedToken): Promise<void>;
    fail(journey: Journey | null, error: unknown): void;
  },
): Promise<void> {
  let journey: Journey | null = null;
  try {
    journey = await openJourney(api, trigger);
    const token = selectSavedToken(api.getState(), tokenId);
    if (!journey || !token) throw new Error('The card cannot be changed right now.');
    await steps.run(journey, token);
  } catch (error) {
    if (isCancellation(api, error)) return;
    steps.fail(journey, error);
  }
}
