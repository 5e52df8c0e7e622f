// {base}/account/add-card (spec §2 "Gambling", §4 "Add funds"): the shared card form; submitting
// it adds the card (verified token → 3DS when on → account verification) and the page hands over
// to {base}/processing ('Adding card'), which goes on to the account — or to add-funds when the
// shopper came from there (navigation state `addingFunds`).
import { useLocation } from 'react-router';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { AddCardScreen } from '../../../features/account/AddCardScreen';
import { selectTokenStatus } from '../../../features/journeys';
import { useAppSelector } from '../../../lib/hooks';
import { isAddingFundsFromNavigationState } from '../../../lib/navigation-state';
import { AddCardForm } from '../shared/add-card-form';
import { shopScreen } from '../shop-screen';

export const AddCardRoute = shopScreen(function AddCardRoute({ shop }) {
  const location = useLocation();
  const isAddingCard = useAppSelector((state) => selectTokenStatus(state) === 'processing');
  const isAddingFunds = isAddingFundsFromNavigationState(location.state);
  useLeaveTo(isAddingCard ? { to: shop.path('processing') } : null);
  return (
    <AddCardScreen
      isAddingFunds={isAddingFunds}
      accountPath={shop.path('account')}
      cardForm={<AddCardForm shop={shop} isAddingFunds={isAddingFunds} />}
    />
  );
});
