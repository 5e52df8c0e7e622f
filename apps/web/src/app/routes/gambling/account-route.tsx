// {base}/account for gambling (spec §2 "Gambling"): the balance in the site currency, 'Withdraw'
// and 'Add funds' (disabled with no saved card), the saved cards with their edit links and the
// 'Add card' button. An added card lands here (token status success): showing the account closes
// the token process.
import { useEffect } from 'react';
import { FundsAccountScreen } from '../../../features/account/FundsAccountScreen';
import { selectAccountBalance } from '../../../features/journeys';
import { selectSavedTokens, tokenProcessReset } from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';

export const AccountRoute = shopScreen(function AccountRoute({ shop }) {
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const tokens = useAppSelector(selectSavedTokens);
  const balance = useAppSelector(selectAccountBalance);
  useEffect(() => {
    dispatch(tokenProcessReset());
  }, [dispatch]);
  return (
    <FundsAccountScreen
      tokens={tokens}
      balanceText={formatMoney(balance)}
      paths={{
        addFunds: shop.path('addFunds'),
        withdraw: shop.path('withdrawFunds'),
        addCard: shop.path('addCard'),
        editCard: shop.path('editCard'),
      }}
    />
  );
});
