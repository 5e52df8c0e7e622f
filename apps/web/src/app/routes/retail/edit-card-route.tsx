// {base}/account/edit-card (spec §2, §4): the saved card named by the navigation state. Without
// one (a typed URL, state lost) or once the card is gone (deleted), back to the account.
import { Navigate, useLocation } from 'react-router';
import { shopPath } from '../../../config/paths';
import { EditCardScreen } from '../../../features/account/EditCardScreen';
import { selectSavedTokens } from '../../../features/tokens/tokens-slice';
import { tokenFromNavigationState } from '../../../lib/card-navigation';
import { themes } from '../../../themes';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { cardDeleteRequested, cardUpdateRequested } from '../../shop-events';
import { useShopRoute } from '../use-shop-route';

export function EditCardRoute() {
  const shop = useShopRoute();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectSavedTokens);
  if (!shop) return null;

  const accountPath = shopPath(shop.theme, 'account');
  const requested = tokenFromNavigationState(location.state);
  // The saved list is the truth: the state only names the card (and may be stale).
  const token = requested && tokens.find((t) => t.tokenId === requested.tokenId);
  if (!token) return <Navigate to={accountPath} replace />;

  const { tokenId } = token;
  return (
    <EditCardScreen
      token={token}
      canEditCards={themes[shop.theme].capabilities.accountEditing}
      accountPath={accountPath}
      onUpdate={(changes) => dispatch(cardUpdateRequested({ tokenId, changes }))}
      onDelete={() => dispatch(cardDeleteRequested({ tokenId }))}
    />
  );
}
