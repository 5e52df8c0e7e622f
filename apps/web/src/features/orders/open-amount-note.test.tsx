// The amount still open (issue 43 failure 5): what can take it while the provider offers that, a
// warning before a refund takes both away, and why nothing is offered after one.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { storeWithLog } from '../../test/store';
import type { OrderActionKind, OrderLedger, OrderView, StoredOrder } from '../journeys';
import { OrderActions } from './OrderActions';

const order: StoredOrder = {
  transactionReference: 'R1',
  kind: 'payment',
  shop: 'retail',
  purpose: 'basket',
  amount: 300,
  currency: 'GBP',
  method: 'card',
  methodLabel: 'Visa •••• 1111',
  api: 'payments',
  outcome: 'authorized',
  placedAt: '2026-12-08T09:00:00.000Z',
  items: [],
};
const ledger = (open: number): OrderLedger => ({
  authorized: 300,
  settled: 300 - open,
  refunded: 0,
  cancelled: 0,
  open,
  refundable: 300 - open,
  settlementFailed: 0,
  chargedBack: 0,
});
const view = (kinds: OrderActionKind[]): OrderView => ({
  payment: null,
  status: 'Sent for Settlement',
  actions: kinds.map((kind) => ({
    kind,
    api: 'payments',
    href: `https://p/${kind}`,
    method: 'POST',
  })),
});

function note(kinds: OrderActionKind[], open: number) {
  const { store } = storeWithLog();
  render(
    <Provider store={store}>
      <OrderActions
        order={order}
        view={view(kinds)}
        ledger={ledger(open)}
        isBusy={false}
        acting={null}
      />
    </Provider>,
  );
  return screen.queryByTestId('open-amount-note')?.textContent ?? null;
}

describe('the amount still open', () => {
  it('says what takes it, and to settle or cancel it before a refund', () => {
    expect(note(['partialSettle', 'cancel', 'partialRefund'], 80)).toBe(
      '£0.80 is still open: Partial settle or Cancel takes it. Settle or cancel it before a refund: after one the provider offers neither.',
    );
  });

  it('says why nothing takes it after a refund', () => {
    expect(note(['partialRefund'], 80)).toMatch(
      /^£0\.80 is still open, but the provider offers no settlement or cancellation of it now/,
    );
  });

  it('says nothing when nothing is open', () => {
    expect(note(['refund'], 0)).toBeNull();
  });
});
