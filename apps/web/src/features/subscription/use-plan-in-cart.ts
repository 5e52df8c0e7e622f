// The subscription's checkout sells its plan: whatever the cart held, it becomes the plan
// (spec §3 "Digital subscription plan", quantity 1). The screen charges the plan's price from
// its first render; the cart follows in an effect, for the state the spec keeps.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { SubscriptionPlan } from '../../themes/theme-types';
import { planChosen, selectCartItems } from '../cart';

export function usePlanInCart(plan: SubscriptionPlan | undefined): void {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const [only] = items;
  const holdsPlan =
    !plan ||
    (items.length === 1 &&
      only?.id === plan.id &&
      only.title === plan.title &&
      only.price === plan.price &&
      only.quantity === 1);
  useEffect(() => {
    if (plan && !holdsPlan) {
      dispatch(planChosen({ id: plan.id, title: plan.title, price: plan.price }));
    }
  }, [dispatch, plan, holdsPlan]);
}
