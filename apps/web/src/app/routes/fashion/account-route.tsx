// {base}/account for the fashion shops (spec §2): the saved cards; retail can add and edit them,
// modernmart only views them. Retail's add-card form is the card form: submitting it creates a
// token (the journeys' cardAddRequested), and once the token status is 'processing' the
// page hands over to {base}/processing (spec §4 "Token status processing also redirects to
// processing"). An added card lands back here (token status success), so showing the account
// closes the token process.
import { useEffect } from 'react';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { AccountScreen } from '../../../features/account/AccountScreen';
import {
  selectSavedTokens,
  selectTokenStatus,
  tokenProcessReset,
} from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { AddCardForm } from '../shared/add-card-form';
import { shopScreen } from '../shop-screen';

export const AccountRoute = shopScreen(function AccountRoute({ shop }) {
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectSavedTokens);
  const isAddingCard = useAppSelector((state) => selectTokenStatus(state) === 'processing');
  useEffect(() => {
    dispatch(tokenProcessReset());
  }, [dispatch]);
  useLeaveTo(isAddingCard ? { to: shop.path('processing') } : null);
  const canEditCards = shop.rules.capabilities.accountEditing;
  return (
    <AccountScreen
      tokens={tokens}
      canEditCards={canEditCards}
      editCardPath={shop.path('editCard')}
      cardForm={canEditCards && <AddCardForm shop={shop} />}
    />
  );
});
