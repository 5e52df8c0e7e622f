// The visitor's demo clock and the merchant's billing job (issue 31).
export {
  billingSlice,
  selectSubscription,
  dunningRetryDays,
  type Subscription,
} from './billing-slice';
export {
  clockSlice,
  clockLoadRequested,
  clockMoveRequested,
  clockMoved,
  selectClock,
  demoNowMs,
} from './clock-slice';
export { listenForClock } from './clock-flow';
export { listenForBillingJob } from './billing-job';
export { journeyInFlight } from './clock-rules';
export { DemoClock } from './DemoClock';
export { BillingStatus } from './BillingStatus';
