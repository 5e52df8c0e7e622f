// The demo session's public face (spec §3 "Session"): namespace, balance and the chosen card.
export {
  accountBalanceChanged,
  namespaceGenerated,
  selectAccountBalance,
  selectCurrentToken,
  selectNamespace,
  selectSelectedToken,
  sessionReset,
  tokenSelected,
} from './session-slice';
