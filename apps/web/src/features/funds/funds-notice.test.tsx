// A withdrawal the bank refuses after it took the money (issue 43 failure 3): the applied
// `refused` payout event gives the money back, the shop says so until the player closes the
// message, and the trail has an entry for it under the event's trigger. A real store.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { WebhookMessage } from '@sjd/contracts';
import { storeWithLog } from '../../test/store';
import { accountBalanceChanged, initialSessionState, webhookReceived } from '../journeys';
import { FundsNoticeBanner } from './FundsNoticeBanner';

const refused = (eventId: string): WebhookMessage => ({
  eventId,
  type: 'refused',
  transactionReference: 'SJD-payout-1',
  outcome: 'applied',
  receivedAt: '2026-12-08T11:00:00.050Z',
  request: { eventSignature: `1/SHA256/${'a'.repeat(64)}`, keyId: '1' },
  event: {
    eventId,
    eventTimestamp: '2026-12-08T11:00:00.000',
    eventDetails: {
      classification: 'payout',
      transactionReference: 'SJD-payout-1',
      type: 'refused',
      amount: { value: 345, currencyCode: 'GBP' },
    },
  },
});

/** The journey table's rows run on later turns. */
const settled = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('a payout refused later', () => {
  it('gives the money back once, says so in the shop and in the trail', async () => {
    const { store } = storeWithLog({
      session: { ...initialSessionState(), accountBalance: 2_100 },
    });
    store.dispatch(
      accountBalanceChanged({ delta: -345, kind: 'withdrawal', reference: 'SJD-payout-1' }),
    );
    expect(store.getState().session.accountBalance).toBe(1_755);
    render(
      <Provider store={store}>
        <FundsNoticeBanner />
      </Provider>,
    );
    expect(screen.queryByTestId('returned-payout')).toBeNull();

    await act(async () => {
      store.dispatch(webhookReceived(refused('ev-refused')));
      store.dispatch(webhookReceived({ ...refused('ev-refused'), outcome: 'duplicate' }));
      await settled();
    });
    expect(store.getState().session.accountBalance).toBe(2_100);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your withdrawal of £3.45 was refused by the bank: the money is back in your balance.',
    );
    const [first, second] = store.getState().eventLog.triggers;
    expect(first?.name).toBe('Webhook: refused');
    expect(first?.events.map((e) => e.title)).toEqual([
      'Webhook: refused',
      'Withdrawal given back',
    ]);
    expect(first?.events[1]?.plainText).toMatch(/£3\.45.*payout SJD-payout-1/);
    // The duplicate delivery is in the trail, and gives nothing back.
    expect(second?.events.map((e) => e.title)).toEqual(['Webhook: refused']);

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().session.accountBalance).toBe(2_100);
  });
});
