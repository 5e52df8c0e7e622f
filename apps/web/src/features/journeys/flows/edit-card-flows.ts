// Editing saved cards (spec §4 "Tokens": "Edit: sequentially updates name, expiry, address,
// schemeTransactionReference as changed"; "Delete: 404 treated as deleted"; §7 "update token
// name, expiry, address, reference (PUT, each with its field body)", "delete token (DELETE)").
// Each field goes to its own link of the token, one after the other (the provider allows one
// attribute per request), then the token is read back so the list shows what the provider has.
// Rows of the journey table, beside the shopper's journey (the slice takes one edit at a time);
// a failure ends with fail-journey.ts's 'cardUpdate' and 'cardDelete'.
import { isDeepStrictEqualJson } from '../../../lib/json-equal';
import type { Journey } from '../journey';
import type { TokenChange, TokenField } from '../../../lib/provider-calls';
import { cardDeleted } from '../events';
import { tokenHref } from '../steps/token-steps';
import { cardUpdated, type SavedToken, selectSavedToken } from '../slices/tokens-slice';
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

/** The saved card the edit is for; gone meanwhile: nothing can be changed. */
function editedToken(journey: Journey, tokenId: string): SavedToken {
  const token = selectSavedToken(journey.api.getState(), tokenId);
  if (!token) throw new Error('The card cannot be changed right now.');
  return token;
}

/** 'Update' on the edit-card screen (a row of the journey table). */
export async function updateCard(
  journey: Journey,
  { tokenId, changes }: { tokenId: string; changes: CardChanges },
): Promise<void> {
  const token = editedToken(journey, tokenId);
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

/** 'Delete' on the edit-card screen (a row of the journey table). */
export async function deleteCard(journey: Journey, { tokenId }: { tokenId: string }) {
  const token = editedToken(journey, tokenId);
  // A 404 means the provider no longer has it: deleted all the same.
  await journey.calls.deleteToken(tokenHref(token));
  journey.api.dispatch(cardDeleted({ tokenId: token.tokenId }));
}
