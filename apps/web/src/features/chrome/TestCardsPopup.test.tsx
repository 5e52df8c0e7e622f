import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../test/store';
import { shops } from '../../config/shops';
import { TestCardsPopup, testCardsText } from './TestCardsPopup';
import { testCardsFor, useTestCardFill, type PickedTestCard } from './test-cards';
import { resetTestCardsChoiceForTests } from './test-cards-choice';
import { orderOpened } from '../journeys';
import { orderPlaced } from '../journeys/slices/orders-slice';
import { scenarioCard } from '@sjd/sandbox/scenarios';

function CardForm({ onFill }: { onFill: (card: PickedTestCard) => void }) {
  useTestCardFill(onFill);
  return null;
}

function renderPopup(
  withForm: boolean,
  onFill = vi.fn(),
  {
    shop = 'retail',
    defaultOpen = true,
    switchable = false,
  }: { shop?: 'retail' | 'digital'; defaultOpen?: boolean; switchable?: boolean } = {},
) {
  const { store } = storeWithLog();
  const view = render(
    <Provider store={store}>
      <TestCardsPopup
        defaultOpen={defaultOpen}
        cards={testCardsFor(shops[shop].capabilities)}
        testScenariosUrl="http://localhost:3001/docs/test-scenarios"
        canSwitchSettings={switchable}
      />
      {withForm && <CardForm onFill={onFill} />}
    </Provider>,
  );
  return { store, onFill, view };
}

describe('TestCardsPopup', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetTestCardsChoiceForTests();
  });

  it('shows the exact text and the Success card first; a click copies the number', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPopup(false);
    expect(screen.getByText(testCardsText)).toBeVisible();
    expect(testCardsText).toBe(
      'Click to copy card number . Use any expiration date and 3-digit CVC.',
    );
    const [first] = screen.getAllByRole('button', { name: /copy card number$/ });
    expect(first).toHaveAccessibleName('Success 4000000000001091, copy card number');
    await userEvent.click(first ?? document.body);
    expect(writeText).toHaveBeenCalledWith(scenarioCard('challenge'));
    expect(await screen.findByText('Success card number copied')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Fill the card form/ })).toBeNull();
  });

  it('offers Fill while a card form is mounted and hands it the whole scenario', async () => {
    const { onFill, store, view } = renderPopup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Fill the card form with Success' }));
    const address = { address1: '12 Harbour Row', city: 'St Ives', postalCode: 'TR26 1LP' };
    const expiry = expect.stringMatching(/^12\/\d\d$/);
    expect(onFill).toHaveBeenCalledWith({
      cardNumber: scenarioCard('challenge'),
      cardHolderName: 'Ada Lovelace',
      expiry,
      cvc: '123',
      billingAddress: address,
    });
    // Outcomes picked by the cardholder name show the name and fill it too.
    expect(
      screen.getByRole('button', {
        name: 'Refused 4000000000001000, name REFUSED, copy card number',
      }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fill the card form with Refused' }));
    expect(onFill).toHaveBeenLastCalledWith({
      cardNumber: scenarioCard('frictionless'),
      cardHolderName: 'REFUSED',
      expiry,
      cvc: '123',
      billingAddress: address,
    });
    view.unmount();
    expect(store.getState().appWrapper.cardFormsOpen).toBe(0);
  });

  it('shows under every entry what it does, visibly, and what it needs', () => {
    renderPopup(false);
    const success = screen.getByRole('button', { name: /^Success 4000000000001091/ });
    expect(success).toHaveAccessibleDescription(
      '3DS challenge — passcode 1234 — then success · needs 3DS on',
    );
    expect(
      screen.getByText('3DS challenge — passcode 1234 — then success · needs 3DS on'),
    ).toBeVisible();
    for (const button of screen.getAllByRole('button', { name: /copy card number$/ })) {
      expect(button).not.toHaveAccessibleDescription('');
      expect(button).not.toHaveAttribute('title');
    }
  });

  it('says when the settings would not give the outcome and switches them in one click, in the trail', async () => {
    const { store } = renderPopup(false, vi.fn(), { switchable: true });
    // Default settings: FraudSight off, so 'High fraud risk' would pay.
    expect(store.getState().siteConfig.allowFraudSight).toBe(false);
    const highRisk = screen.getByRole('button', { name: /^High fraud risk/ });
    expect(highRisk).toHaveAccessibleDescription(
      expect.stringContaining(
        'FraudSight is off now. With FraudSight off nothing assesses the risk and it pays.',
      ),
    );
    // 3DS is on by default: the 3DS cards need nothing.
    expect(screen.queryByRole('button', { name: 'Turn 3DS on for Success' })).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Turn FraudSight on for High fraud risk' }),
    );
    expect(store.getState().siteConfig.allowFraudSight).toBe(true);
    expect(screen.queryByRole('button', { name: /Turn FraudSight on/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'FraudSight switched on for High fraud risk',
    );
    const [change] = store.getState().eventLog.triggers;
    expect(change).toMatchObject({
      name: 'Settings changed',
      events: [{ title: 'Settings changed: FraudSight on', api: 'Demo settings' }],
    });
    expect(change?.events[0]?.plainText).toContain("'High fraud risk'");
  });

  it('offers no switch where the shop has no settings form', () => {
    renderPopup(false);
    expect(screen.queryByRole('button', { name: /^Turn / })).toBeNull();
  });

  it('shows the renewal refusal only where recurring payments exist', () => {
    const renewal = /^Renewal refused 4000000000001000, name RENEWAL_REFUSED/;
    const { view } = renderPopup(false);
    expect(screen.queryByRole('button', { name: renewal })).toBeNull();
    view.unmount();
    renderPopup(false, vi.fn(), { shop: 'digital' });
    expect(screen.getByRole('button', { name: renewal })).toBeVisible();
  });

  it('collapses and expands', async () => {
    renderPopup(false);
    const toggle = screen.getByRole('button', { name: 'Test Cards' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the route until the shopper chooses; a close holds across routes and reloads', async () => {
    const first = renderPopup(false);
    const toggle = () => screen.getByRole('button', { name: 'Test Cards' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle());
    first.view.unmount();
    expect(window.localStorage.getItem('sjd:testCards')).toBe('{"version":1,"data":"closed"}');

    // Another open-by-default route, then a reload (the module forgets, storage remembers).
    const second = renderPopup(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    second.view.unmount();
    resetTestCardsChoiceForTests();
    const third = renderPopup(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    // Opened again: open from then on, even where the route would start it closed.
    await userEvent.click(toggle());
    third.view.unmount();
    renderPopup(false, vi.fn(), { defaultOpen: false });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts as the route says while the shopper has not chosen; a bad stored value is dropped', () => {
    window.localStorage.setItem('sjd:testCards', '{"version":1,"data":"sideways"}');
    const { view } = renderPopup(false, vi.fn(), { defaultOpen: false });
    expect(screen.getByRole('button', { name: 'Test Cards' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.localStorage.getItem('sjd:testCards')).toBeNull();
    view.unmount();
    renderPopup(false);
    expect(screen.getByRole('button', { name: 'Test Cards' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('on an order detail, lists the simulator-only references that make an action fail', () => {
    const { store } = renderPopup(false);
    const failing = 'Failing settlements and refunds (simulator-only)';
    expect(screen.queryByText(failing)).toBeNull();
    act(() => {
      store.dispatch(
        orderPlaced({
          transactionReference: 'SJD-1',
          kind: 'payment',
          shop: 'retail',
          purpose: 'basket',
          amount: 200,
          currency: 'GBP',
          method: 'card',
          methodLabel: 'Visa •••• 2701',
          api: 'cardPayments',
          outcome: 'authorized',
          placedAt: '2026-11-27T01:00:00.000Z',
          items: [],
        }),
      );
      store.dispatch(orderOpened({ reference: 'SJD-1' }));
    });
    expect(screen.getByText(failing)).toBeVisible();
    for (const reference of ['SETTLEMENT-FAILED', 'REFUND-FAILED', 'REFUND-FAILED-57']) {
      expect(
        screen.getByRole('button', { name: new RegExp(` ${reference}, copy reference$`) }),
      ).toBeVisible();
    }
  });
});
