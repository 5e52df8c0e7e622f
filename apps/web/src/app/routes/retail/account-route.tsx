// {base}/account for the fashion shops (spec §2): the saved cards; retail can add and edit them,
// modernmart only views them. Retail's add-card form is the card form: submitting it creates a
// token (the tokens feature's cardAddRequested), and once the token status is 'processing' the
// page hands over to {base}/processing (spec §4 "Token status processing also redirects to
// processing"). An added card lands back here (token status success), so showing the account
// closes the token process.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { shopPath } from '../../../config/paths';
import { AccountScreen } from '../../../features/account/AccountScreen';
import { CardForm } from '../../../features/checkout/CardForm';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import {
  cardAddRequested,
  selectSavedTokens,
  selectTokenStatus,
  tokenProcessReset,
} from '../../../features/tokens';
import { themes } from '../../../themes';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

export function AccountRoute() {
  const shop = useShopRoute();
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectSavedTokens);
  const isAddingCard = useAppSelector((state) => selectTokenStatus(state) === 'processing');
  const theme = themes[shop?.theme ?? 'retail'];
  const { capture, sdk } = useCardCapture({
    isAddingCard: true,
    isCvcOnly: false,
    styles: theme.hostedStyles.checkout,
  });
  useEffect(() => {
    dispatch(tokenProcessReset());
  }, [dispatch]);
  if (!shop) return null;
  if (isAddingCard) return <Navigate to={shopPath(shop.theme, 'processing')} />;
  const canEditCards = theme.capabilities.accountEditing;
  return (
    <AccountScreen
      tokens={tokens}
      canEditCards={canEditCards}
      editCardPath={shopPath(shop.theme, 'editCard')}
      cardForm={
        canEditCards && (
          <CardForm
            key={`${capture}|${sdk?.scriptUrl ?? ''}`}
            label="Add a card"
            capture={capture}
            sdk={sdk}
            // Adding a card saves it: there is nothing to remember or forget.
            showRememberDetails={false}
            submitLabel="Save card"
            onSubmit={({ card, billingAddress }) =>
              dispatch(cardAddRequested({ card, billingAddress }))
            }
          />
        )
      }
    />
  );
}
