// The fraud-check state for screens that show it (spec §3 "Fraud state").
export {
  selectFraud,
  selectFraudsightStatus,
  type FraudResult,
  type FraudsightStatus,
} from './fraud-slice';
