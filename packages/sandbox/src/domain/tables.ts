// Every table the sandbox keeps, opened once per store, each record's merchant kept with it.
import type { RecordTable, SandboxStore, TableSpec } from '../store/store';
import { keepingMerchant, merchantAwareTable } from './merchants';
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

/** Every table's spec, by its name in SandboxTables. */
export const tableSpecs: { [K in keyof SandboxTables]: TableSpec<TableRecord<SandboxTables[K]>> } =
  {
    tokens: tokenTable,
    payments: paymentTable,
    threeDs: threeDsTable,
    checkoutSessions: checkoutSessionTable,
    payouts: payoutTable,
    hostedPages: hostedPageTable,
    schemeReferences: schemeReferenceTable,
    delegateTokens: delegateTokenTable,
    clocks: clockTable,
    networkTokens: networkTokenTable,
    cardVerifications: cardVerificationTable,
    apmPayments: apmPaymentTable,
  };

type TableRecord<Table> = Table extends RecordTable<infer T> ? T : never;

/** Every table, each record's merchant kept beside it (merchants.ts). */
export function openTables(store: SandboxStore): SandboxTables {
  const open = <T>(spec: TableSpec<T>) => merchantAwareTable(store.table(keepingMerchant(spec)));
  return {
    tokens: open(tokenTable),
    payments: open(paymentTable),
    threeDs: open(threeDsTable),
    checkoutSessions: open(checkoutSessionTable),
    payouts: open(payoutTable),
    hostedPages: open(hostedPageTable),
    schemeReferences: open(schemeReferenceTable),
    delegateTokens: open(delegateTokenTable),
    clocks: open(clockTable),
    networkTokens: open(networkTokenTable),
    cardVerifications: open(cardVerificationTable),
    apmPayments: open(apmPaymentTable),
  };
}
