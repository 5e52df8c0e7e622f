import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { storeWithLog } from '../../test/store';
import { themes } from '../../themes';
import { apiEventRecorded, triggerSaved } from '../event-log/event-log-slice';
import type { ApiEvent } from '../event-log/event-log-types';
import { Terminal } from './Terminal';

const request: ApiEvent = {
  title: 'Create verified token',
  type: 'request',
  api: 'Verified Tokens',
  method: 'POST',
  url: 'http://localhost:3001/verifiedTokens/cardOnFile',
  body: {
    namespace: 'SHOPPER_ID_1',
    paymentInstrument: { type: 'card/checkout', cardHolderName: 'Ada' },
  },
  icon: 'request',
};
const response: ApiEvent = {
  ...request,
  type: 'response',
  status: 201,
  responseTime: 87,
  body: { outcome: 'verified' },
  icon: 'response',
};
const step: ApiEvent = {
  title: 'Device data collected',
  type: 'response',
  api: '3DS',
  plainText: 'The issuer profiled the browser.',
};

function renderTerminal(theme = themes.retail) {
  const { store } = storeWithLog();
  render(
    <Provider store={store}>
      <Terminal theme={theme} />
    </Provider>,
  );
  return store;
}

describe('Terminal', () => {
  it('shows the trail step by step: trigger, request, response and plain-text steps', () => {
    const store = renderTerminal();
    expect(screen.getByText('No API calls yet.')).toBeVisible();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: request }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: response }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: step }));
    });
    const trail = screen.getByRole('list', { name: 'API calls' });
    expect(within(trail).getByRole('heading', { name: 'Add card' })).toBeVisible();
    const steps = within(trail).getAllByRole('heading', { level: 4 });
    expect(steps.map((h) => h.textContent)).toEqual([
      '1.Create verified token',
      '2.Create verified token',
      '3.Device data collected',
    ]);
    expect(within(trail).getByText('HTTP 201')).toBeVisible();
    expect(within(trail).getByText('87 ms')).toBeVisible();
    expect(
      within(trail).getAllByText('http://localhost:3001/verifiedTokens/cardOnFile'),
    ).toHaveLength(2);
    expect(within(trail).getByText('The issuer profiled the browser.')).toBeVisible();
  });

  it('collapses and expands a JSON body', async () => {
    const store = renderTerminal();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: request }));
    });
    const body = screen.getByRole('group', { name: 'Create verified token request body' });
    const root = body.querySelector('details');
    expect(root).toHaveAttribute('open');
    expect(within(body).getByText('"Ada"')).toBeVisible();
    await userEvent.click(within(body).getAllByText(/2 keys/)[0] ?? body);
    expect(root).not.toHaveAttribute('open');
  });

  it('copies a request as curl and a body', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = renderTerminal();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: request }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy as curl' }));
    expect(writeText).toHaveBeenLastCalledWith(
      expect.stringContaining("curl -X POST 'http://localhost:3001/verifiedTokens/cardOnFile'"),
    );
    expect(await screen.findByText('curl command copied')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy body' }));
    expect(JSON.parse(writeText.mock.lastCall?.[0] ?? '')).toEqual(request.body);
  });

  it('marks a simulated exchange and offers no curl for it (it was never sent)', () => {
    const store = renderTerminal();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Apple Pay' }));
      store.dispatch(
        apiEventRecorded({ trigger: 'Apple Pay', event: { ...request, simulated: true } }),
      );
      store.dispatch(apiEventRecorded({ trigger: 'Apple Pay', event: request }));
    });
    const trail = screen.getByRole('list', { name: 'API calls' });
    expect(within(trail).getAllByText('Simulated')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy as curl' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy body' })).toHaveLength(2);
  });

  it('exports the trail as JSON and clears it', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:trail');
    // jsdom has no object URLs: lent for this test, then put back (files share the worker).
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const store = renderTerminal();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Pay' }));
      store.dispatch(apiEventRecorded({ trigger: 'Pay', event: request }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(click).toHaveBeenCalled();
    const blob = createObjectURL.mock.lastCall?.[0];
    if (!blob) throw new Error('nothing was exported');
    expect(JSON.parse(await blob.text())).toMatchObject({
      theme: 'retail',
      triggers: [{ name: 'Pay', events: [request] }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getState().eventLog.triggers).toEqual([]);
  });

  it.each([
    ['retail', 'Checkout SDK styles', 'caret-color'],
    ['museart', 'Hosted payment page styles', 'gradient'],
  ] as const)(
    'the STYLES tab shows what %s passes to the hosted fields',
    async (name, title, property) => {
      renderTerminal(themes[name]);
      expect(screen.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(screen.getByRole('tab', { name: 'STYLES' }));
      const styles = screen.getByRole('group', { name: title });
      expect(
        within(styles).getAllByText(`"${property}":`, { exact: false }).length,
      ).toBeGreaterThan(0);
    },
  );
});
