// Spec §4 "Edit card screen": "If the token disappears, go back and select the last remaining
// token or none." The edit-card screen names a saved card; when that card leaves the saved list
// (deleted here, or elsewhere while the screen is open), the basket's choice of card becomes the
// last card still saved, or none when there is none left. The screen itself goes back.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { tokenSelected } from '../journeys';
import { selectSavedTokens } from '../journeys';

/** `requestedTokenId`: the card the screen was opened for (undefined: none was named). */
export function useSelectLastCardWhenGone(requestedTokenId: string | undefined): void {
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectSavedTokens);
  const isGone =
    requestedTokenId !== undefined && !tokens.some((token) => token.tokenId === requestedTokenId);
  const lastTokenId = tokens.at(-1)?.tokenId ?? null;
  useEffect(() => {
    if (isGone) dispatch(tokenSelected({ tokenId: lastTokenId }));
  }, [isGone, lastTokenId, dispatch]);
}
