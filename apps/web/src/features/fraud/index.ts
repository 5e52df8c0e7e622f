// The fraud-check state for screens that show it (spec §3 "Fraud state").
export {
  selectFraud,
  selectFraudsightStatus,
  type FraudResult,
  type FraudsightStatus,
} from './fraud-slice';
// For the payment flows: the FraudSight step and the events the payment reset answers.
export { assessFraud } from './fraud-steps';
export { fraudCheckCompleted, fraudCheckStarted } from './fraud-slice';
