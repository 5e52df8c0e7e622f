// The visitor's orders as the browser keeps them (issue 29: "kept in the browser like the rest of
// the visitor's state, versioned and validated"), under `sjd:orders` as {"version": 1, "data":
// {"orders": […]}}. Each order is checked on its own: one that does not read (a hand edit, a
// damaged write, an older shape) is dropped and the others are kept; data that is not a list of
// orders at all reads as none. Only facts of the payment are kept, never card numbers: the
// method label holds a brand and the last four digits.
import * as z from 'zod/mini';
import { hrefSchema, opaqueIdPattern, transactionReferenceSchema } from '@sjd/contracts';
import { shopThemes } from '../config/paths';
import { maxEventsPerOrder, maxStoredOrders, type StoredOrder } from '../features/journeys';
import type { Parser } from '../lib/persistence';

export const ordersStorageVersion = 1;

const amount = z.int().check(z.minimum(1), z.maximum(999_999_999));

const storedOrderSchema = z.object({
  transactionReference: transactionReferenceSchema,
  kind: z.enum(['payment', 'payout']),
  shop: z.enum(shopThemes),
  purpose: z.enum(['basket', 'addFunds', 'renewal', 'tickets', 'wallet', 'withdraw']),
  amount,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  method: z.enum([
    'card',
    'savedCard',
    'wallet',
    'hostedPage',
    'recurring',
    'payout',
    'localMethod',
  ]),
  // A brand and the last four digits, never a card number.
  methodLabel: z.string().check(
    z.minLength(1),
    z.maxLength(80),
    z.refine((label) => !/\d{7,}/.test(label.replace(/[\s-]/g, ''))),
  ),
  api: z.enum(['payments', 'cardPayments', 'apms', 'none']),
  paymentId: z.optional(z.string().check(z.regex(opaqueIdPattern))),
  // Only an http(s) link: the detail reads the status through it (the server's allow-list
  // refuses anything that is not the provider's).
  statusHref: z.optional(hrefSchema.check(z.regex(/^https?:\/\//))),
  outcome: z.string().check(z.minLength(1), z.maxLength(64)),
  placedAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)))),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1), z.maxLength(200)),
        amount,
        quantity: z.int().check(z.minimum(1), z.maximum(999)),
      }),
    )
    .check(z.maxLength(50)),
  // Added after version 1 was written (issue 43): the provider's events the receiver applied.
  events: z.optional(
    z
      .array(
        z.object({
          eventId: z.string().check(z.minLength(1), z.maxLength(128)),
          type: z.string().check(z.minLength(1), z.maxLength(64)),
          at: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)))),
          amount: z.nullable(z.int().check(z.minimum(0), z.maximum(999_999_999))),
          currency: z.nullable(z.string().check(z.maxLength(3))),
          classification: z.nullable(z.string().check(z.maxLength(32))),
        }),
      )
      .check(z.maxLength(maxEventsPerOrder)),
  ),
});

const storedOrdersShape = z.object({
  orders: z.array(z.unknown()).check(z.maxLength(maxStoredOrders * 2)),
});

export interface StoredOrders {
  orders: StoredOrder[];
}

/** Reads the stored list, keeping each order that is valid (and each reference once). */
export const storedOrdersParser: Parser<StoredOrders> = {
  safeParse(value) {
    const shape = storedOrdersShape.safeParse(value);
    if (!shape.success) return { success: false };
    const seen = new Set<string>();
    const orders: StoredOrder[] = [];
    for (const candidate of shape.data.orders) {
      const order = storedOrderSchema.safeParse(candidate);
      if (!order.success || seen.has(order.data.transactionReference)) continue;
      seen.add(order.data.transactionReference);
      orders.push(order.data);
    }
    return { success: true, data: { orders: orders.slice(0, maxStoredOrders) } };
  },
};
