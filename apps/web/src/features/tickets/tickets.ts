// Museart's tickets and the rules of its ticket page (spec §3 "Museart tickets", §4 "Ticket page",
// §5 "Tickets", §9). Prices are integer minor units in the site currency.
//
// Decision (the issue asked for it to be written down): spec §9 says the default cart is one adult
// ticket with a total of 16, while an adult ticket costs 10. We keep both figures and make the
// difference a visible per-order booking fee of 6: one adult ticket (10) + booking fee (6) = 16.
// The fee is charged once per order whenever it holds at least one ticket, shown as its own line
// wherever the total is, and kept out of the cart's items (the cart holds ticket lines only, so
// its default is exactly "1 adult, total 16").
import type { CartItem } from '../cart';

export type TicketType = 'adult' | 'child';

export interface Ticket {
  type: TicketType;
  /** The cart line's id and title (a line per ticket type). */
  id: number;
  title: string;
  /** What the ticket is, shown under its title. */
  text: string;
  /**
   * What the price is for, shown beside it. The price itself is formatted in the site currency
   * (spec §3 writes £10 and £4: the numbers are 10 and 4 of the demo's currency, GBP by default).
   */
  priceLabel: string;
  /** Minor units. */
  price: number;
}

/** Spec §3: adult £10, child (3-15 years) £4; each has text, price label and numeric price. */
export const tickets: readonly Ticket[] = [
  {
    type: 'adult',
    id: 1,
    title: 'Adult',
    // ours
    text: 'Ages 16 and over. Timed entry to the permanent collection and this season’s exhibitions.',
    priceLabel: 'per adult',
    price: 1000,
  },
  {
    type: 'child',
    id: 2,
    title: 'Child (3-15 years)',
    // ours
    text: 'Ages 3 to 15, with an adult. Under-3s visit free and need no ticket.',
    priceLabel: 'per child',
    price: 400,
  },
];

/** Per order, once it holds a ticket (see the decision above). */
export const bookingFee = { title: 'Booking fee', amount: 600 } as const;

/** Spec §5 "Tickets: 0 to 9 per type". */
export const ticketLimits = { min: 0, max: 9 } as const;

export type TicketQuantities = Record<TicketType, number>;

/** Spec §4: an empty cart starts at one adult ticket. */
export const defaultQuantities: TicketQuantities = { adult: 1, child: 0 };

const isQuantity = (n: number) =>
  Number.isInteger(n) && n >= ticketLimits.min && n <= ticketLimits.max;

/**
 * The ticket quantities a cart holds, or null when it holds no tickets (an empty cart, or a
 * basket from another shop): the ticket page then starts from the default.
 */
export function quantitiesInCart(items: readonly CartItem[]): TicketQuantities | null {
  const quantities: TicketQuantities = { adult: 0, child: 0 };
  let found = false;
  for (const item of items) {
    const ticket = tickets.find((t) => t.id === item.id && t.title === item.title);
    if (!ticket || item.price !== ticket.price || !isQuantity(item.quantity)) return null;
    quantities[ticket.type] = item.quantity;
    found = true;
  }
  return found ? quantities : null;
}

export function ticketCount(quantities: TicketQuantities): number {
  return quantities.adult + quantities.child;
}

/** One line of the order's arithmetic: quantity × unit price = amount. */
export interface OrderLine {
  title: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface Order {
  lines: OrderLine[];
  /** The booking fee, when the order holds a ticket. */
  fee: number;
  total: number;
}

/** The order for these quantities: its ticket lines (none for a type at 0), the fee and total. */
export function orderFor(quantities: TicketQuantities): Order {
  const lines = tickets
    .filter((ticket) => quantities[ticket.type] > 0)
    .map((ticket) => ({
      title: ticket.title,
      quantity: quantities[ticket.type],
      unitPrice: ticket.price,
      amount: quantities[ticket.type] * ticket.price,
    }));
  const fee = ticketCount(quantities) > 0 ? bookingFee.amount : 0;
  return { lines, fee, total: lines.reduce((sum, line) => sum + line.amount, fee) };
}

/** What the cart becomes for these quantities (ticketsChosen's payload). */
export function cartFor(quantities: TicketQuantities): { items: CartItem[]; cartTotal: number } {
  const items = tickets
    .filter((ticket) => quantities[ticket.type] > 0)
    .map(({ id, title, price, type }) => ({ id, title, price, quantity: quantities[type] }));
  return { items, cartTotal: orderFor(quantities).total };
}

/** A quantity moved by one, or null when the limits do not allow it (spec §5). */
export function stepQuantity(quantity: number, step: 1 | -1): number | null {
  const next = quantity + step;
  return isQuantity(next) ? next : null;
}

/**
 * Spec §5 "Date picker: min today". Returns the date to keep: '' stays '' (the visitor cleared
 * it), a valid date on or after today stays, anything earlier or unreadable becomes today.
 */
export function visitDateFrom(value: string, today: string): string {
  if (value === '') return '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return today;
  return value < today ? today : value;
}

/** Spec §5: checkout is disabled when adult plus child is 0 or the date is empty. */
export function canCheckout(quantities: TicketQuantities, date: string): boolean {
  return ticketCount(quantities) > 0 && date !== '';
}

// Made on first use: a page's first Intl object loads the browser's locale data (tens of
// milliseconds), which the ticket page, importing this module, does not need.
let visitDateFormat: Intl.DateTimeFormat | undefined;

/** '2026-11-21' → 'Saturday 21 November 2026'; '' for no date. */
export function formatVisitDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  visitDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return visitDateFormat.format(time);
}
