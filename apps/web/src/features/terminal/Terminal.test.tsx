import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scenarioCard } from '@sjd/sandbox/scenarios';
import { storeWithLog } from '../../test/store';
import { renderTerminal } from '../../test/render-terminal';
import { themes } from '../../themes';
import {
  environmentConfigLoaded,
  environmentConfigRequested,
} from '../environment/environment-slice';
import { journeyResultApi } from '../event-log/event-descriptors';
import { apiEventRecorded, triggerSaved } from '../event-log/event-log-slice';
import { sampleEnvironmentConfig } from '../../test/fixtures';
import type { ApiEvent } from '../event-log/event-log-types';

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

function showTerminal(theme = themes.retail) {
  const { store } = storeWithLog();
  renderTerminal(store, theme);
  return store;
}

/** A journey's result as journeys/journey-result.ts records it. */
const result: ApiEvent = {
  title: 'Card saved',
  type: 'response',
  api: journeyResultApi,
  plainText: 'The card was verified and saved as a token.',
  icon: 'success',
  body: { Card: '400000******1091', 'Token id': 'T1' },
};

/** Opens a step's details: its heading's button. */
const openStep = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }));

describe('Terminal', () => {
  it('shows each call as one line, numbered across the trail, with the journey result as a card', () => {
    const store = showTerminal();
    expect(screen.getByText('No API calls yet.')).toBeVisible();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: request }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: response }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: step }));
      store.dispatch(triggerSaved({ name: 'Device data collected' }));
      store.dispatch(apiEventRecorded({ trigger: 'Device data collected', event: request }));
      store.dispatch(apiEventRecorded({ trigger: 'Device data collected', event: result }));
    });
    const trail = screen.getByRole('list', { name: 'API calls' });
    expect(within(trail).getByRole('heading', { name: 'Add card' })).toBeVisible();
    // Request and response are one step; the numbers go on across triggers.
    const steps = within(trail).getAllByRole('heading', { level: 4 });
    expect(steps.map((h) => h.textContent)).toEqual([
      '1.Create verified tokenVerified TokensPOST/verifiedTokens/cardOnFile201verified87 ms',
      '2.Device data collected3DSThe issuer profiled the browser.',
      '3.Create verified tokenVerified TokensPOST/verifiedTokens/cardOnFilesent, no answer yet',
      'Result: Card saved',
    ]);
    const [path] = within(trail).getAllByText('/verifiedTokens/cardOnFile');
    expect(path).toHaveAttribute('title', 'http://localhost:3001/verifiedTokens/cardOnFile');
    // Bodies are drawn only on demand.
    expect(screen.queryByRole('group', { name: /body$/ })).toBeNull();
    const card = screen.getByRole('region', { name: 'Result: Card saved' });
    expect(card).toHaveTextContent('The card was verified and saved as a token.');
    expect(card).toHaveTextContent('Token idT1');
  });

  it('opens a call on demand: URL, both bodies; a JSON node collapses and expands', async () => {
    const store = showTerminal();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: request }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: response }));
    });
    const toggle = screen.getByRole('button', { name: /Create verified token/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('http://localhost:3001/verifiedTokens/cardOnFile')).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Create verified token response body' }),
    ).toHaveTextContent('"verified"');
    const body = screen.getByRole('group', { name: 'Create verified token request body' });
    const root = body.querySelector('details');
    expect(root).toHaveAttribute('open');
    expect(within(body).getByText('"Ada"')).toBeVisible();
    await userEvent.click(within(body).getAllByText(/2 keys/)[0] ?? body);
    expect(root).not.toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(screen.queryByRole('group', { name: /body$/ })).toBeNull();
  });

  it('draws a 1 MB body part by part; Copy copies it whole', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const items = Array.from({ length: 120_000 }, () => ({ i: 0 }));
    const store = showTerminal();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(apiEventRecorded({ trigger: 'Add card', event: request }));
      store.dispatch(
        apiEventRecorded({ trigger: 'Add card', event: { ...response, body: { items } } }),
      );
    });
    await openStep(/Create verified token/);
    expect(screen.getByText(/^Large body \(\d+ KB\)/)).toBeVisible();
    const body = screen.getByRole('group', { name: 'Create verified token response body' });
    // Closed at first: nothing of the 120,000 items is drawn.
    expect(body.querySelectorAll('*').length).toBeLessThan(20);
    await userEvent.click(within(body).getByText('1 key'));
    // Opened, the root draws its list open, 50 items of it: the root's '1 key', then one per item.
    expect(await within(body).findByText('120,000 items')).toBeVisible();
    await waitFor(() => expect(within(body).getAllByText('1 key')).toHaveLength(51));
    await userEvent.click(
      within(body).getByRole('button', { name: /^Show 50 more of 119,950 items/ }),
    );
    expect(within(body).getAllByText('1 key')).toHaveLength(101);
    await userEvent.click(screen.getByRole('button', { name: 'Copy response body' }));
    expect(JSON.parse(writeText.mock.lastCall?.[0] ?? '')).toEqual({ items });
  });

  it('copies a request as curl: for a real provider its first line says what to set, and a card no test card fits', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = showTerminal();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(
        apiEventRecorded({
          trigger: 'Add card',
          event: {
            ...request,
            body: { paymentInstrument: { type: 'card/plain', cardNumber: '411111******1111' } },
          },
        }),
      );
    });
    await openStep(/Create verified token/);
    await userEvent.click(screen.getByRole('button', { name: 'Copy as curl' }));
    const command = String(writeText.mock.lastCall?.[0]);
    expect(command.split('\n')[0]).toMatch(
      /^# Does not run as-is: The card number at paymentInstrument\.cardNumber is masked \(411111\*{6}1111\) and no test card .* fits it: put a test card number in its place\.$/,
    );
    expect(command).toContain('Also: Set PROVIDER_USERNAME and PROVIDER_PASSWORD');
    expect(command).toContain("-X POST 'http://localhost:3001/verifiedTokens/cardOnFile'");
    expect(command).toContain('-u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"');
    expect(await screen.findByText('curl command copied')).toBeVisible();
    expect(screen.getByText(/^Does not run as-is: The card number at/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy request body' }));
    expect(JSON.parse(writeText.mock.lastCall?.[0] ?? '')).toMatchObject({
      paymentInstrument: { cardNumber: '411111******1111' },
    });
  });

  it("with the built-in sandbox, Copy as curl is the Code view's curl: runs as-is, the visitor's own credentials as defaults, the card from the scenario table", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = showTerminal();
    act(() => {
      store.dispatch(environmentConfigRequested('try'));
      store.dispatch(
        environmentConfigLoaded({
          ...sampleEnvironmentConfig,
          // The visitor's own, as /api/config hands them (issue 42).
          sandboxDemoCredentials: {
            username: 'merchant-Vq3x9ZkLmN2pQrStUvWxYz',
            password: 'hQ4-kd8_Zp0sLw2nXc7vBm1rTy6uGe5aJf3oIi9HhKk',
          },
        }),
      );
      store.dispatch(triggerSaved({ name: 'Add card' }));
      store.dispatch(
        apiEventRecorded({
          trigger: 'Add card',
          event: {
            ...request,
            body: {
              namespace: 'SHOPPER_ID_1',
              paymentInstrument: { type: 'card/plain', cardNumber: '400000******1091', cvc: '***' },
            },
          },
        }),
      );
    });
    await openStep(/Create verified token/);
    await userEvent.click(screen.getByRole('button', { name: 'Copy as curl' }));
    const command = String(writeText.mock.lastCall?.[0]);
    expect(command.split('\n')[0]).toBe(
      "# Runs as-is against the built-in sandbox: 'Create verified token' with a fresh namespace.",
    );
    expect(screen.getByText(/^Runs as-is against the built-in sandbox/)).toBeVisible();
    expect(command).toContain(
      "PROVIDER_USERNAME=${PROVIDER_USERNAME:-'merchant-Vq3x9ZkLmN2pQrStUvWxYz'}",
    );
    expect(command).toContain(`"cardNumber": "${scenarioCard('challenge')}"`);
    expect(command).toContain('"cvc": "555"');
    expect(command).toContain('"namespace": "\'"$namespace"\'"');
    await userEvent.click(screen.getByRole('button', { name: 'Code' }));
    const code = await screen.findByLabelText('Create verified token as curl');
    expect(code.textContent).toBe(command);
    // The terminal says whose credentials they are.
    expect(
      screen.getByText(
        /your own credentials at the built-in sandbox \(user merchant-Vq3x9ZkLmN2pQrStUvWxYz\)/,
      ),
    ).toBeVisible();
  });

  it('marks a simulated exchange and offers no curl for it (it was never sent)', async () => {
    const store = showTerminal();
    act(() => {
      store.dispatch(triggerSaved({ name: 'Apple Pay' }));
      store.dispatch(
        apiEventRecorded({ trigger: 'Apple Pay', event: { ...request, simulated: true } }),
      );
      store.dispatch(apiEventRecorded({ trigger: 'Apple Pay', event: request }));
    });
    const trail = screen.getByRole('list', { name: 'API calls' });
    expect(within(trail).getAllByText('Simulated')).toHaveLength(1);
    for (const toggle of screen.getAllByRole('button', { name: /Create verified token/ })) {
      await userEvent.click(toggle);
    }
    expect(screen.getAllByRole('button', { name: 'Copy as curl' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy request body' })).toHaveLength(2);
  });

  it.each([
    ['retail', 'Checkout SDK styles', 'caret-color'],
    ['museart', 'Hosted payment page styles', 'gradient'],
  ] as const)(
    'the STYLES tab shows what %s passes to the hosted fields',
    async (name, title, property) => {
      showTerminal(themes[name]);
      expect(screen.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(screen.getByRole('tab', { name: 'STYLES' }));
      const styles = screen.getByRole('group', { name: title });
      expect(
        within(styles).getAllByText(`"${property}":`, { exact: false }).length,
      ).toBeGreaterThan(0);
    },
  );
});
