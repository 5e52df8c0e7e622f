// {base}/account/withdraw-funds (spec §2 "Gambling", §4 "Payout and withdrawal", §5 "Amount"):
// the amount, at most the balance and 10000, paid out to the chosen saved card by a fast access
// payout; once the payout status is 'withdrawing' the page goes to {base}/withdrawing. The 'Test
// Cards' popup lists the sandbox's payout amounts here. The journey: withdrawRequested → its row
// in features/journeys/journey-table.ts → flows/withdraw-flow.ts.
import { Navigate } from 'react-router';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { SavedCardPicker } from '../../../features/basket/SavedCardPicker';
import { FundsForm } from '../../../features/funds/FundsForm';
import { selectIsWithdrawing, withdrawRequested } from '../../../features/journeys';
import { selectAccountBalance } from '../../../features/journeys';
import { selectCurrency } from '../../../features/site-config';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { currencySymbol } from '../../../lib/money';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';
import { useChosenCard } from './use-chosen-card';

export const WithdrawRoute = shopScreen(function WithdrawRoute({ shop }) {
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const { tokens, chosen, choose } = useChosenCard();
  const balance = useAppSelector(selectAccountBalance);
  const currency = useAppSelector(selectCurrency);
  const isWithdrawing = useAppSelector(selectIsWithdrawing);
  useLeaveTo(isWithdrawing ? { to: shop.path('withdrawing') } : null);
  // No card to pay out to: the account offers to add one (the buttons there are disabled too).
  if (!chosen) return <Navigate to={shop.path('account')} replace />;

  return (
    <FundsForm
      operation="withdraw"
      title="Withdraw funds"
      balance={balance}
      balanceText={formatMoney(balance)}
      currencySymbol={currencySymbol(currency)}
      hasCards
      submitLabel="Withdraw"
      card={
        <SavedCardPicker tokens={tokens} chosen={chosen} onChoose={choose} title="Withdraw to" />
      }
      onSubmit={(amount) => dispatch(withdrawRequested({ tokenId: chosen.tokenId, amount }))}
    />
  );
});
