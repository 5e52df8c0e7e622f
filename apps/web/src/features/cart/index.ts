// The cart's public face (spec §3 "Cart"): its events and selectors for screens and flows.
export {
  cartEmptied,
  cartTotalChanged,
  itemAdded,
  itemRemoved,
  planChosen,
  selectCartItems,
  selectCartTotal,
  selectItemCount,
  visitDateChosen,
  type CartItem,
  type CartState,
} from './cart-slice';
