// A journey a reload stopped (issue 35, item 2) ends on the screen that was showing it, saying
// so: processing for a payment, withdrawing for a payout. Without an interruption those screens
// leave for the shop's idle screen; with one they stay, and 'Continue' goes on.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialInterruptionState } from '../../../features/event-log/interruption-slice';
import type { Interruption } from '../../../features/event-log';
import { renderShopScreen } from '../../../test/shop-route';
import { WithdrawingRoute } from '../gambling/withdrawing-route';
import { ProcessingRoute } from './processing-route';

const payout: Interruption = {
  trigger: 'Withdraw funds',
  kind: 'payout',
  text: 'The withdrawal was interrupted — nothing was paid out.',
};
const payment: Interruption = {
  trigger: 'Pay with card',
  kind: 'payment',
  text: 'The payment was interrupted — nothing was charged.',
};

const withInterruption = (interruption: Interruption | null) => ({
  interruption: { ...initialInterruptionState, interruption },
});

describe('a journey a reload interrupted', () => {
  it('a withdrawal: the withdrawing screen says so, then Continue goes to the account', async () => {
    const { store, router } = renderShopScreen({
      theme: 'gambling',
      screen: 'withdrawing',
      element: <WithdrawingRoute />,
      preloaded: withInterruption(payout),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawal interrupted' })).toBeVisible();
    expect(screen.getByText(payout.text)).toBeVisible();
    expect(router.state.location.pathname).toBe('/gambling/withdrawing');
    await act(async () => screen.getByRole('link', { name: 'Continue' }).click());
    expect(router.state.location.pathname).toBe('/gambling/account');
    expect(store.getState().interruption.interruption).toBeNull();
  });

  it('nothing interrupted: the withdrawing screen, opened by a reload, goes to the account', () => {
    const { router } = renderShopScreen({
      theme: 'gambling',
      screen: 'withdrawing',
      element: <WithdrawingRoute />,
      preloaded: withInterruption(null),
    });
    expect(router.state.location.pathname).toBe('/gambling/account');
  });

  it('a payment: the processing screen says so and stays', () => {
    const { router } = renderShopScreen({
      theme: 'retail',
      screen: 'processing',
      element: <ProcessingRoute />,
      preloaded: withInterruption(payment),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment interrupted' })).toBeVisible();
    expect(screen.getByText(payment.text)).toBeVisible();
    expect(router.state.location.pathname).toBe('/retail/processing');
  });
});
