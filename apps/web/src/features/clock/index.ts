// The visitor's demo clock and the merchant's billing of a plan on it (issue 31), as the shell and
// the account show them; the clock's moves and the billing job are rows of the journey table.
export { DemoClock } from './DemoClock';
export { BillingStatus } from './BillingStatus';
