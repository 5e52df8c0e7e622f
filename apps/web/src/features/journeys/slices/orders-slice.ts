// The visitor's orders (issue 29 "An orders back office"): the payments and payouts made in this
// browser, across shops (persisted: app/persisted-orders.ts), and the order open in the Orders
// panel with what the provider said about it last. The detail goes
//   idle → loading → ready ⇄ acting (an action sent, then the detail read again) → ready
// and 'failed' when the provider could not be read. An action is taken only when the detail is
// ready, for the order open, and the provider offered that action in its last answer: a double
// click, or an action for an order no longer open, changes nothing.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentQueryPayment } from '@sjd/contracts';
import {
  orderActionRequested,
  orderOpened,
  orderPlaced,
  orderRefreshRequested,
  webhookReceived,
} from '../events';
import type { OfferedAction, OrderActionKind } from '../order-ledger';
import { appliedEventOf, withEvent, type AppliedEvent } from '../story-ledger';
import type { StoredOrder } from '../types';

/** Orders kept per browser: the oldest go first. */
export const maxStoredOrders = 50;

/** What the provider answered for the open order. */
export interface OrderView {
  /** Payment Queries' payment (facts, `events[]`, links); null for an order with no provider record. */
  payment: PaymentQueryPayment | null;
  /** The provider's current status: the Payments API's or Card Payments' `lastEvent`. */
  status: string | null;
  /** What the provider offers now, from its `_actions` or `_links`. */
  actions: OfferedAction[];
}

export type OrderDetailStatus = 'idle' | 'loading' | 'ready' | 'acting' | 'failed';

export interface OrderNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export interface OrdersState {
  orders: StoredOrder[];
  /** The order open in the panel (its transaction reference), or null for the list. */
  openReference: string | null;
  status: OrderDetailStatus;
  view: OrderView | null;
  /** The action being sent. */
  acting: OrderActionKind | null;
  notice: OrderNotice | null;
  /**
   * Applied events that arrived before their order was placed (the provider can be quicker than
   * the journey's end), by reference: they join the order when it is placed.
   */
  early: Record<string, AppliedEvent[]>;
}

/** References whose early events are kept (the oldest go first). */
const maxEarlyReferences = 20;

export const initialOrdersState: OrdersState = {
  orders: [],
  openReference: null,
  status: 'idle',
  view: null,
  acting: null,
  notice: null,
  early: {},
};

const isOpen = (state: OrdersState, reference: string) => state.openReference === reference;

/**
 * The open order is read from the provider ('loading': the journey table's reading runs); one
 * with nothing at the provider (a simulated wallet, a payout) has nothing to read or act on.
 */
function startReading(state: OrdersState, order: StoredOrder): void {
  state.notice = null;
  if (order.api === 'none') {
    state.status = 'ready';
    state.view = { payment: null, status: null, actions: [] };
    return;
  }
  state.status = 'loading';
}

export const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    /** Back to the list. */
    orderClosed(state) {
      if (state.status === 'acting') return;
      return { ...initialOrdersState, orders: state.orders, early: state.early };
    },
    orderViewLoaded(
      state,
      action: PayloadAction<{ reference: string; view: OrderView; paymentId?: string }>,
    ) {
      const { reference, view, paymentId } = action.payload;
      if (!isOpen(state, reference)) return;
      state.view = view;
      state.status = 'ready';
      state.acting = null;
      // A hosted-page payment's id is learned from Payment Queries: kept for the next reading.
      const order = state.orders.find((o) => o.transactionReference === reference);
      if (order && paymentId && !order.paymentId) order.paymentId = paymentId;
    },
    orderViewFailed(state, action: PayloadAction<{ reference: string; message: string }>) {
      if (!isOpen(state, action.payload.reference)) return;
      // After an action, what the provider said about it stays in front.
      const before = state.status === 'acting' && state.notice ? `${state.notice.text} ` : '';
      state.status = state.view ? 'ready' : 'failed';
      state.acting = null;
      state.notice = { tone: 'error', text: `${before}${action.payload.message}` };
    },
    /** The provider answered an action (or refused it): what the detail says about it. */
    orderActionAnswered(state, action: PayloadAction<{ reference: string; notice: OrderNotice }>) {
      if (!isOpen(state, action.payload.reference)) return;
      state.notice = action.payload.notice;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orderPlaced, (state, action) => {
        // The order joins the list, newest first, with the events already applied to it.
        const reference = action.payload.transactionReference;
        const before = state.orders.find((o) => o.transactionReference === reference);
        const events = [...(before?.events ?? []), ...(state.early[reference] ?? [])].reduce(
          withEvent,
          action.payload.events ?? [],
        );
        delete state.early[reference];
        const others = state.orders.filter((o) => o.transactionReference !== reference);
        const placed = events.length > 0 ? { ...action.payload, events } : action.payload;
        state.orders = [placed, ...others].slice(0, maxStoredOrders);
      })
      .addCase(webhookReceived, (state, action) => {
        // An event the receiver applied joins its order's story, once.
        const event = appliedEventOf(action.payload);
        if (!event) return;
        const reference = action.payload.transactionReference;
        const order = state.orders.find((o) => o.transactionReference === reference);
        if (order) {
          order.events = withEvent(order.events ?? [], event);
          return;
        }
        state.early[reference] = withEvent(state.early[reference] ?? [], event);
        const references = Object.keys(state.early);
        for (const old of references.slice(
          0,
          Math.max(0, references.length - maxEarlyReferences),
        )) {
          delete state.early[old];
        }
      })
      .addCase(orderOpened, (state, action) => {
        const { reference } = action.payload;
        if (state.status === 'acting') return;
        const order = state.orders.find((o) => o.transactionReference === reference);
        if (!order) return;
        const isSame = state.openReference === reference;
        state.openReference = reference;
        startReading(state, order);
        if (!isSame && state.status === 'loading') state.view = null;
      })
      .addCase(orderRefreshRequested, (state, action) => {
        if (!isOpen(state, action.payload.reference)) return;
        if (state.status === 'acting' || state.status === 'loading') return;
        const order = state.orders.find((o) => o.transactionReference === action.payload.reference);
        if (order) startReading(state, order);
      })
      .addCase(orderActionRequested, (state, action) => {
        const { reference, kind } = action.payload;
        if (!isOpen(state, reference) || state.status !== 'ready') return;
        if (!state.view?.actions.some((a) => a.kind === kind)) return;
        state.status = 'acting';
        state.acting = kind;
        state.notice = null;
      });
  },
  selectors: {
    selectOrders: (state) => state.orders,
    selectOpenOrder: (state) =>
      state.orders.find((o) => o.transactionReference === state.openReference) ?? null,
    selectOrderDetail: (state) => state,
    selectHasOrder: (state, reference: string | null) =>
      reference !== null && state.orders.some((o) => o.transactionReference === reference),
  },
});

export { orderPlaced } from '../events';
export const { orderClosed, orderViewLoaded, orderViewFailed, orderActionAnswered } =
  ordersSlice.actions;
export const { selectOrders, selectOpenOrder, selectOrderDetail, selectHasOrder } =
  ordersSlice.selectors;
