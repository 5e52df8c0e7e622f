// {base}/account for the fashion shops (spec §2): the saved cards; retail can add and edit them,
// modernmart only views them. An added card lands here (token status success), so showing the
// account closes the token process. The add-card form belongs to the payment flows and is
// mounted through AccountScreen's cardForm once it exists.
import { useEffect } from 'react';
import { shopPath } from '../../../config/paths';
import { AccountScreen } from '../../../features/account/AccountScreen';
import { selectSavedTokens, tokenProcessReset } from '../../../features/tokens';
import { themes } from '../../../themes';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

export function AccountRoute() {
  const shop = useShopRoute();
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectSavedTokens);
  useEffect(() => {
    dispatch(tokenProcessReset());
  }, [dispatch]);
  if (!shop) return null;
  return (
    <AccountScreen
      tokens={tokens}
      canEditCards={themes[shop.theme].capabilities.accountEditing}
      editCardPath={shopPath(shop.theme, 'editCard')}
    />
  );
}
