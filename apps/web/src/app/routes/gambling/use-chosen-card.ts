// The saved card the funds screens use: the one chosen in the session (the basket's choice, or
// the last one picked here), else the first saved card.
import type { Token } from '@sjd/contracts';
import { selectSelectedToken, tokenSelected } from '../../../features/journeys';
import { selectSavedTokens } from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';

export function useChosenCard(): {
  tokens: readonly Token[];
  chosen: Token | undefined;
  choose(tokenId: string): void;
} {
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectSavedTokens);
  const selectedId = useAppSelector(selectSelectedToken);
  const chosen = tokens.find((t) => t.tokenId === selectedId) ?? tokens[0];
  return { tokens, chosen, choose: (tokenId) => dispatch(tokenSelected({ tokenId })) };
}
