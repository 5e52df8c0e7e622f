// Museart's ticket order (spec §3 "Museart tickets", §4 "Ticket page", §5 "Tickets"): the order
// page, the summary, and the order as the cart holds it.
export { OrderDetailScreen } from './OrderDetailScreen';
export { isPayable, OrderSummaryScreen } from './OrderSummaryScreen';
export { useTicketOrder, type TicketOrder } from './use-ticket-order';
export { bookingFee, tickets } from './tickets';
