// {base}/account/edit-card (spec §2, §4 "Edit card screen"): the saved card named by the navigation
// state. Without one (a typed URL, state lost) or once the card is gone (deleted here or
// elsewhere), back to the account. After a successful update it goes back (spec §4). Digital's
// main button leads to replace-card until something was edited (the shop's editCardReplace rule).
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { EditCardScreen } from '../../../features/account/EditCardScreen';
import { useSelectLastCardWhenGone } from '../../../features/account/use-card-gone-fallback';
import {
  cardDeleteRequested,
  cardUpdateRequested,
  selectDeletingTokenId,
  selectSavedTokens,
  selectTokenError,
  selectUpdatingTokenId,
} from '../../../features/journeys';
import { cardNavigationState, tokenFromNavigationState } from '../../../lib/navigation-state';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { shopScreen } from '../shop-screen';

export const EditCardRoute = shopScreen(function EditCardRoute({ shop }) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectSavedTokens);
  const updatingTokenId = useAppSelector(selectUpdatingTokenId);
  const deletingTokenId = useAppSelector(selectDeletingTokenId);
  const error = useAppSelector(selectTokenError);
  // What this screen asked for: errors of other token processes are not this screen's.
  const [sent, setSent] = useState<'update' | 'delete' | null>(null);

  const requested = tokenFromNavigationState(location.state);
  // The saved list is the truth: the state only names the card (and may be stale).
  const token = requested ? tokens.find((t) => t.tokenId === requested.tokenId) : undefined;
  useSelectLastCardWhenGone(requested?.tokenId);
  const isUpdating = token !== undefined && updatingTokenId === token.tokenId;
  const isDeleting = token !== undefined && deletingTokenId === token.tokenId;
  const isUpdated = sent === 'update' && !isUpdating && error === null;
  const accountPath = shop.path('account');

  useEffect(() => {
    if (!isUpdated) return;
    // Back to where the shopper came from (the account); opened without history, to the account.
    if (location.key === 'default') navigate(accountPath, { replace: true });
    else navigate(-1);
  }, [isUpdated, location.key, navigate, accountPath]);

  if (!token) return <Navigate to={accountPath} replace />;

  const { tokenId } = token;
  return (
    <EditCardScreen
      token={token}
      canEditCards={shop.rules.capabilities.accountEditing}
      accountPath={accountPath}
      status={{ isUpdating, isDeleting, error: sent ? error : null }}
      {...(shop.rules.editCardReplace
        ? {
            replaceCard: {
              to: shop.path(shop.rules.editCardReplace),
              state: cardNavigationState(token),
            },
          }
        : {})}
      onUpdate={(changes) => {
        setSent('update');
        dispatch(cardUpdateRequested({ tokenId, changes }));
      }}
      onDelete={() => {
        setSent('delete');
        dispatch(cardDeleteRequested({ tokenId }));
      }}
    />
  );
});
