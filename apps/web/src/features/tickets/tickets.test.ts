// The ticket rules (spec §3 "Museart tickets", §4 "Ticket page", §5 "Tickets", §9 default cart
// "1 adult, total 16") and the booking-fee decision that makes 10 and 16 add up.
import { describe, expect, it } from 'vitest';
import {
  bookingFee,
  canCheckout,
  cartFor,
  defaultQuantities,
  formatVisitDate,
  orderFor,
  quantitiesInCart,
  stepQuantity,
  tickets,
  visitDateFrom,
} from './tickets';

describe('tickets', () => {
  it('adult £10 and child (3-15 years) £4, each with text, price label and numeric price', () => {
    expect(tickets.map(({ title, price }) => [title, price])).toEqual([
      ['Adult', 1000],
      ['Child (3-15 years)', 400],
    ]);
    for (const ticket of tickets) {
      expect(ticket.text).not.toBe('');
      expect(ticket.priceLabel).not.toBe('');
    }
  });

  it('the default order is one adult ticket, total 16: 10 + a booking fee of 6, all visible', () => {
    expect(defaultQuantities).toEqual({ adult: 1, child: 0 });
    expect(orderFor(defaultQuantities)).toEqual({
      lines: [{ title: 'Adult', quantity: 1, unitPrice: 1000, amount: 1000 }],
      fee: bookingFee.amount,
      total: 1600,
    });
    expect(cartFor(defaultQuantities)).toEqual({
      items: [{ id: 1, title: 'Adult', price: 1000, quantity: 1 }],
      cartTotal: 1600,
    });
  });

  it.each([
    [{ adult: 2, child: 3 }, 2000 + 1200 + 600],
    [{ adult: 0, child: 1 }, 400 + 600],
    [{ adult: 9, child: 9 }, 9000 + 3600 + 600],
    [{ adult: 0, child: 0 }, 0],
  ])(
    '%j costs %i: the lines plus one fee per order, nothing for no tickets',
    (quantities, total) => {
      const order = orderFor(quantities);
      expect(order.total).toBe(total);
      expect(order.lines.reduce((sum, line) => sum + line.amount, order.fee)).toBe(total);
      expect(cartFor(quantities).cartTotal).toBe(total);
    },
  );

  it('0 to 9 per type: a step beyond either end is refused', () => {
    expect(stepQuantity(0, -1)).toBeNull();
    expect(stepQuantity(0, 1)).toBe(1);
    expect(stepQuantity(8, 1)).toBe(9);
    expect(stepQuantity(9, 1)).toBeNull();
    expect(stepQuantity(9, -1)).toBe(8);
  });

  it('reads the quantities back from the cart; anything that is not a ticket line is no order', () => {
    expect(quantitiesInCart(cartFor({ adult: 2, child: 1 }).items)).toEqual({ adult: 2, child: 1 });
    expect(quantitiesInCart([])).toBeNull();
    const hat = { id: 5, title: 'Straw hat with bow', price: 100, quantity: 1 };
    expect(quantitiesInCart([hat])).toBeNull();
    expect(quantitiesInCart([{ id: 1, title: 'Adult', price: 1, quantity: 1 }])).toBeNull();
    expect(quantitiesInCart([{ id: 1, title: 'Adult', price: 1000, quantity: 12 }])).toBeNull();
  });

  it('checkout needs a ticket and a date', () => {
    expect(canCheckout({ adult: 1, child: 0 }, '2026-11-21')).toBe(true);
    expect(canCheckout({ adult: 0, child: 1 }, '2026-11-21')).toBe(true);
    expect(canCheckout({ adult: 0, child: 0 }, '2026-11-21')).toBe(false);
    expect(canCheckout({ adult: 1, child: 0 }, '')).toBe(false);
  });

  it('the date: today at the earliest; cleared stays cleared; nonsense becomes today', () => {
    const today = '2026-11-21';
    expect(visitDateFrom('2026-12-24', today)).toBe('2026-12-24');
    expect(visitDateFrom(today, today)).toBe(today);
    expect(visitDateFrom('2026-11-20', today)).toBe(today);
    expect(visitDateFrom('', today)).toBe('');
    expect(visitDateFrom('24/12/2026', today)).toBe(today);
    expect(visitDateFrom('2026-13-45', today)).toBe(today);
  });

  it('writes the visit date out, whatever the visitor’s time zone', () => {
    // ICU versions differ on the comma after the weekday.
    expect(formatVisitDate('2026-11-21')).toMatch(/^Saturday,? 21 November 2026$/);
    expect(formatVisitDate('')).toBe('');
  });
});
