// The orders back office's screens (issue 29): the Orders panel the demo shell shows, and the
// 'View order' button of the success screens. The journeys they dispatch live in the journey
// engine (features/journeys: flows/order-flows.ts).
export { OrdersPanel } from './OrdersPanel';
export { ViewOrderButton } from './ViewOrderButton';
