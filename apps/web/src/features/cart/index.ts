// The cart's public face (spec §3 "Cart"): its events and selectors for screens and flows.
export {
  cartEmptied,
  cartTotalChanged,
  itemAdded,
  isoDate,
  itemRemoved,
  planChosen,
  selectCartItems,
  selectCartTotal,
  selectItemCount,
  selectVisitDate,
  ticketsChosen,
  visitDateChosen,
  visitDateCleared,
  type CartItem,
  type CartState,
} from './cart-slice';
