// {base}/account for the fashion shops (spec §2): the saved cards; retail can add and edit them,
// modernmart only views them. The add-card form is the payment flows' (issue 8) and is mounted
// through AccountScreen's cardForm once it exists.
import { shopPath } from '../../../config/paths';
import { AccountScreen } from '../../../features/account/AccountScreen';
import { selectSavedTokens } from '../../../features/tokens/tokens-slice';
import { themes } from '../../../themes';
import { useAppSelector } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

export function AccountRoute() {
  const shop = useShopRoute();
  const tokens = useAppSelector(selectSavedTokens);
  if (!shop) return null;
  return (
    <AccountScreen
      tokens={tokens}
      canEditCards={themes[shop.theme].capabilities.accountEditing}
      editCardPath={shopPath(shop.theme, 'editCard')}
    />
  );
}
