// {base}/account/add-funds (spec §2 "Gambling", §4 "Add funds", §5 "Amount"): the amount, paid
// with the chosen saved card (customer-initiated, card on file). With the CVC check on, the
// card check comes first, with the top-up handed on in navigation state; otherwise the
// stored-card payment starts here and the page goes to {base}/processing. Authorized → the
// balance rises by the amount (purpose 'addFunds'). A card added from here comes back here.
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { SavedCardPicker } from '../../../features/basket/SavedCardPicker';
import { FundsForm } from '../../../features/funds/FundsForm';
import { buyNowPressed, selectIsPaymentProcessing } from '../../../features/journeys';
import { selectAccountBalance } from '../../../features/journeys';
import { selectCurrency, selectSiteConfig } from '../../../features/site-config';
import { tokenProcessReset } from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { currencySymbol } from '../../../lib/money';
import { cardNavigationState } from '../../../lib/navigation-state';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';
import { useChosenCard } from './use-chosen-card';

export const AddFundsRoute = shopScreen(function AddFundsRoute({ shop }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const { tokens, chosen, choose } = useChosenCard();
  const balance = useAppSelector(selectAccountBalance);
  const currency = useAppSelector(selectCurrency);
  const checkCVC = useAppSelector((state) => selectSiteConfig(state).checkCVC);
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  // A card added on the way here has done its job: its token process is over.
  useEffect(() => {
    dispatch(tokenProcessReset());
  }, [dispatch]);
  useLeaveTo(isPaymentProcessing ? { to: shop.path('processing') } : null);

  const addCard = { to: shop.path('addCard'), state: { addingFunds: true } };
  return (
    <FundsForm
      operation="addFunds"
      title="Add funds"
      balance={balance}
      balanceText={formatMoney(balance)}
      currencySymbol={currencySymbol(currency)}
      hasCards={chosen !== undefined}
      submitLabel="Add funds"
      card={
        chosen ? (
          <SavedCardPicker tokens={tokens} chosen={chosen} onChoose={choose} title="Pay with" />
        ) : (
          <Button component={Link} {...addCard} variant="contained" sx={{ justifySelf: 'start' }}>
            Add card
          </Button>
        )
      }
      footer={
        chosen && (
          <Button component={Link} {...addCard} variant="text" sx={{ justifySelf: 'start' }}>
            Use a new card
          </Button>
        )
      }
      onSubmit={(amount) => {
        if (!chosen) return;
        const charge = { amount, purpose: 'addFunds' } as const;
        if (checkCVC) {
          navigate(shop.path('cardCheck'), { state: { ...cardNavigationState(chosen), charge } });
        } else {
          dispatch(buyNowPressed({ tokenId: chosen.tokenId, charge }));
        }
      }}
    />
  );
});
