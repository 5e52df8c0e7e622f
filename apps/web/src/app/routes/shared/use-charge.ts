// What a shared payment screen (checkout, card check) charges: the amount a previous screen handed
// on in navigation state (a top-up), or else the cart, paid for as a basket.
import { useLocation } from 'react-router';
import { selectCartTotal, selectItemCount } from '../../../features/cart/cart-slice';
import type { PaymentCharge } from '../../../features/journeys';
import { useAppSelector } from '../../../lib/hooks';
import { chargeFromNavigationState } from '../../../lib/navigation-state';

export interface ScreenCharge {
  charge: PaymentCharge;
  /** The cart's item count, or null when the charge is not the cart. */
  itemCount: number | null;
}

export function useCharge(): ScreenCharge {
  const location = useLocation();
  const cartTotal = useAppSelector(selectCartTotal);
  const itemCount = useAppSelector(selectItemCount);
  const handedOn = chargeFromNavigationState(location.state);
  if (handedOn) return { charge: handedOn, itemCount: null };
  return { charge: { amount: cartTotal, purpose: 'basket' }, itemCount };
}
