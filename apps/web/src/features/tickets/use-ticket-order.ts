// The ticket order as the cart holds it (spec §3 "Cart": items and selectedDate): quantities per
// ticket type (null when the cart holds no tickets), the visit date and the order's arithmetic.
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  isoDate,
  selectCartItems,
  selectVisitDate,
  ticketsChosen,
  visitDateChosen,
  visitDateCleared,
} from '../cart';
import {
  cartFor,
  defaultQuantities,
  orderFor,
  quantitiesInCart,
  visitDateFrom,
  type Order,
  type TicketQuantities,
} from './tickets';

export interface TicketOrder {
  quantities: TicketQuantities | null;
  /** ISO date, '' when cleared. */
  date: string;
  order: Order;
  today: string;
}

const none: TicketQuantities = { adult: 0, child: 0 };

export function useTicketOrder(): TicketOrder {
  const items = useAppSelector(selectCartItems);
  const date = useAppSelector(selectVisitDate);
  const quantities = quantitiesInCart(items);
  return { quantities, date, order: orderFor(quantities ?? none), today: isoDate(new Date()) };
}

/** The ticket page's events: new quantities and a chosen or cleared date. */
export function useTicketChoice() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      choose: (quantities: TicketQuantities) => dispatch(ticketsChosen(cartFor(quantities))),
      pickDate: (value: string, today: string) => {
        const date = visitDateFrom(value, today);
        dispatch(date === '' ? visitDateCleared() : visitDateChosen({ date }));
      },
    }),
    [dispatch],
  );
}

/**
 * Spec §4 "Ticket page: empty cart starts at one adult ticket, total 16": when the page opens on
 * a cart without tickets (empty, or another shop's basket) it starts from one adult; a visit date
 * in the past (a cart kept from an earlier day) moves to today. Only when the page opens: the
 * visitor may then take both counts down to 0.
 *
 * Returns the order to show. Until the defaults are in the cart (an effect after the first
 * commit), that is the order they make: the first paint showed no ticket, £6.00 and a disabled
 * Checkout that then faded to enabled over the button's transition (axe once measured its
 * contrast mid-fade).
 */
export function useTicketOrderDefaults(order: TicketOrder): TicketOrder {
  const { choose, pickDate } = useTicketChoice();
  const items = useAppSelector(selectCartItems);
  // The cart as the page found it: while it is still that cart, the defaults are not in yet.
  const [atOpen] = useState(() => ({ ...order, items }));
  useEffect(() => {
    const { quantities, date, today } = atOpen;
    if (quantities === null) choose(defaultQuantities);
    if (date !== '' && visitDateFrom(date, today) !== date) pickDate(date, today);
  }, [atOpen, choose, pickDate]);
  if (items !== atOpen.items || order.date !== atOpen.date) return order;
  const quantities = order.quantities ?? defaultQuantities;
  const date = visitDateFrom(order.date, order.today);
  return { ...order, quantities, date, order: orderFor(quantities) };
}
