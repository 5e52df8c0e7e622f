// Every table the sandbox keeps, opened once per store.
import type { RecordTable, SandboxStore } from '../store/store';
import { apmPaymentTable, type ApmPaymentRecord } from './apm-payments';
import { clockTable, type ClockRecord } from './clocks';
import { cardVerificationTable, type CardVerificationRecord } from './card-verifications';
import { checkoutSessionTable, type CheckoutSession } from './checkout-sessions';
import { delegateTokenTable, type DelegateTokenRecord } from './delegate-payments';
import { hostedPageTable, type HostedPageRecord } from './hosted-pages';
import { networkTokenTable, type NetworkTokenRecord } from './network-tokens';
import { paymentTable, type PaymentRecord } from './payments';
import { payoutTable, type PayoutRecord } from './payouts';
import { schemeReferenceTable, type SchemeReferenceRecord } from './scheme-references';
import { threeDsTable, type ThreeDsSession } from './three-ds';
import { tokenTable, type TokenRecord } from './tokens';

export interface SandboxTables {
  tokens: RecordTable<TokenRecord>;
  payments: RecordTable<PaymentRecord>;
  threeDs: RecordTable<ThreeDsSession>;
  checkoutSessions: RecordTable<CheckoutSession>;
  payouts: RecordTable<PayoutRecord>;
  hostedPages: RecordTable<HostedPageRecord>;
  schemeReferences: RecordTable<SchemeReferenceRecord>;
  delegateTokens: RecordTable<DelegateTokenRecord>;
  clocks: RecordTable<ClockRecord>;
  networkTokens: RecordTable<NetworkTokenRecord>;
  cardVerifications: RecordTable<CardVerificationRecord>;
  apmPayments: RecordTable<ApmPaymentRecord>;
}

export function openTables(store: SandboxStore): SandboxTables {
  return {
    tokens: store.table(tokenTable),
    payments: store.table(paymentTable),
    threeDs: store.table(threeDsTable),
    checkoutSessions: store.table(checkoutSessionTable),
    payouts: store.table(payoutTable),
    hostedPages: store.table(hostedPageTable),
    schemeReferences: store.table(schemeReferenceTable),
    delegateTokens: store.table(delegateTokenTable),
    clocks: store.table(clockTable),
    networkTokens: store.table(networkTokenTable),
    cardVerifications: store.table(cardVerificationTable),
    apmPayments: store.table(apmPaymentTable),
  };
}
