// Cart (spec §3 "Cart", §4 "Cart and config"). Prices and totals are integer minor units in the
// site currency. Adding merges lines by title; removing takes away that line; emptying restores
// the initial cart (dated today).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartItem {
  id: number;
  title: string;
  /** Unit price, integer minor units. */
  price: number;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  cartTotal: number;
  itemCount: number;
  /**
   * ISO date (YYYY-MM-DD), today by default: the museum visit date. '' when the visitor cleared
   * the date picker (spec §5: checkout is then disabled).
   */
  selectedDate: string;
}

/** Today's date in the visitor's time zone as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function initialCartState(today = isoDate(new Date())): CartState {
  return { items: [], cartTotal: 0, itemCount: 0, selectedDate: today };
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const isCount = (n: number) => Number.isInteger(n) && n >= 0;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: () => initialCartState(),
  reducers: {
    itemAdded(state, action: PayloadAction<Omit<CartItem, 'quantity'> & { quantity?: number }>) {
      const { id, title, price, quantity = 1 } = action.payload;
      if (!isCount(price) || !isCount(quantity) || quantity === 0 || title === '') return;
      const line = state.items.find((item) => item.title === title);
      if (line) line.quantity += quantity;
      else state.items.push({ id, title, price, quantity });
      state.cartTotal += price * quantity;
      state.itemCount += quantity;
    },
    itemRemoved(state, action: PayloadAction<{ id: number }>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      const line = state.items[index];
      if (!line) return;
      state.items.splice(index, 1);
      state.cartTotal -= line.price * line.quantity;
      state.itemCount -= line.quantity;
    },
    cartEmptied: {
      reducer: (_state, action: PayloadAction<{ today: string }>) =>
        initialCartState(action.payload.today),
      prepare: (today: string = isoDate(new Date())) => ({ payload: { today } }),
    },
    /**
     * A subscription's checkout (digital): the cart is the plan, one of it (spec §3 "quantity
     * 1"), whatever was in it before.
     */
    planChosen(state, action: PayloadAction<Omit<CartItem, 'quantity'>>) {
      const { id, title, price } = action.payload;
      if (!isCount(price) || title === '') return;
      state.items = [{ id, title, price, quantity: 1 }];
      state.cartTotal = price;
      state.itemCount = 1;
    },
    /** Spec §4 "Total and date can be set directly" (the museum ticket page prices its tickets). */
    cartTotalChanged(state, action: PayloadAction<{ total: number }>) {
      if (!isCount(action.payload.total)) return;
      state.cartTotal = action.payload.total;
    },
    /**
     * The ticket page's choice (spec §4 "Ticket page: quantity changes … update the cart"): the
     * cart becomes these lines, and the order's total, which may carry a per-order charge on top
     * of them (museart's booking fee). Lines with no tickets are left out; a total below the
     * lines' sum, or a line that is not a count, is refused.
     */
    ticketsChosen(state, action: PayloadAction<{ items: CartItem[]; cartTotal: number }>) {
      const items = action.payload.items.filter((item) => item.quantity !== 0);
      const isValid = items.every(
        (item) =>
          item.title !== '' &&
          isCount(item.price) &&
          isCount(item.quantity) &&
          Number.isInteger(item.id),
      );
      const ids = new Set(items.map((item) => item.id));
      const linesTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      const { cartTotal } = action.payload;
      if (!isValid || ids.size !== items.length || !isCount(cartTotal) || cartTotal < linesTotal)
        return;
      state.items = items;
      state.cartTotal = cartTotal;
      state.itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
    },
    visitDateChosen(state, action: PayloadAction<{ date: string }>) {
      if (!isoDatePattern.test(action.payload.date)) return;
      state.selectedDate = action.payload.date;
    },
    /** The visitor cleared the date picker. */
    visitDateCleared(state) {
      state.selectedDate = '';
    },
  },
  selectors: {
    selectCart: (state) => state,
    selectCartItems: (state) => state.items,
    selectCartTotal: (state) => state.cartTotal,
    selectItemCount: (state) => state.itemCount,
    selectVisitDate: (state) => state.selectedDate,
  },
});

export const {
  itemAdded,
  itemRemoved,
  cartEmptied,
  cartTotalChanged,
  planChosen,
  ticketsChosen,
  visitDateChosen,
  visitDateCleared,
} = cartSlice.actions;
export const { selectCart, selectCartItems, selectCartTotal, selectItemCount, selectVisitDate } =
  cartSlice.selectors;
