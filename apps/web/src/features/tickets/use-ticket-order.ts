// The ticket order as the cart holds it (spec §3 "Cart": items and selectedDate): quantities per
// ticket type (null when the cart holds no tickets), the visit date and the order's arithmetic.
import { useEffect, useMemo, useRef } from 'react';
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
 */
export function useTicketOrderDefaults(order: TicketOrder): void {
  const { choose, pickDate } = useTicketChoice();
  const atOpen = useRef(order);
  useEffect(() => {
    const { quantities, date, today } = atOpen.current;
    if (quantities === null) choose(defaultQuantities);
    if (date !== '' && visitDateFrom(date, today) !== date) pickDate(date, today);
  }, [choose, pickDate]);
}
