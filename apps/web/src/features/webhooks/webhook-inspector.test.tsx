// Issue 30, the browser side of the inspector: a webhook entry of the trail opens its inspector
// (payload, request headers, the receiver's response, the attempts, Resend, the faults), read
// from the demo server only; Resend, a fault and a scenario trigger each become a trail entry;
// the order detail lists the events received. The server is a stubbed fetch.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../test/store';
import { renderTerminal } from '../../test/render-terminal';
import { noVisitorFaults, type WebhookMessage } from '@sjd/contracts';
import { webhookReceived, type StoredOrder } from '../journeys';
import { ScenarioTriggers, scenariosFor } from './ScenarioTriggers';
import { WebhookTimeline } from './WebhookTimeline';

const reference = 'SJD-inspect-1';
const signature = `1/SHA256/${'b'.repeat(64)}`;
const faultsOff = noVisitorFaults;

const message = (overrides: Partial<WebhookMessage> = {}): WebhookMessage => ({
  eventId: 'ev-1',
  type: 'authorized',
  transactionReference: reference,
  outcome: 'applied',
  receivedAt: '2026-11-27T09:15:00.050Z',
  request: { eventSignature: signature, keyId: '1' },
  response: { status: 200, body: { received: true, outcome: 'applied' } },
  lagMs: 12,
  faults: [],
  event: { eventId: 'ev-1', eventDetails: { transactionReference: reference, type: 'authorized' } },
  ...overrides,
});

function inspected(simulator: boolean) {
  return {
    transactionReference: reference,
    simulator,
    faults: faultsOff,
    events: [
      {
        eventId: 'ev-1',
        type: 'authorized',
        eventTimestamp: '2026-11-27T09:15:00.000',
        payload: { eventId: 'ev-1', eventDetails: { type: 'authorized', amount: { value: 1250 } } },
        deliveries: simulator
          ? [
              {
                url: 'http://127.0.0.1:3000/api/webhooks',
                state: 'delivered',
                nextAttemptAt: null,
                held: [],
                attempts: [
                  {
                    attempt: 1,
                    at: '2026-11-27T09:15:00.000Z',
                    status: 500,
                    latencyMs: 7,
                    response: 'first attempt fault',
                    nextAttemptAt: '2026-11-27T09:30:00.000Z',
                  },
                  {
                    attempt: 2,
                    at: '2026-11-27T09:30:00.000Z',
                    status: 200,
                    latencyMs: 5,
                    response: '{"received":true}',
                    nextAttemptAt: null,
                  },
                ],
              },
            ]
          : [],
        receptions: [
          {
            eventId: 'ev-1',
            type: 'authorized',
            receivedAt: '2026-11-27T09:30:00.010Z',
            headers: {
              contentType: 'application/vnd.worldpay.events-v1.hal+json',
              eventSignature: signature,
            },
            bodyExcerpt: '{"eventId":"ev-1"}',
            answer: { status: 200, body: { received: true, outcome: 'applied' } },
            outcome: 'applied',
          },
        ],
      },
    ],
  };
}

type Call = { url: string; method: string; body: unknown };

function stubServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const key = `${method} ${url.split('?')[0]}`;
      const answer = answers[key] ?? { status: 404, body: { message: 'nothing here' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The journey table's rows run on later turns. */
const settled = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

async function openEntry(
  simulator: boolean,
  extra: Record<string, { status: number; body: unknown }> = {},
) {
  const calls = stubServer({
    'GET /api/webhooks/events': { status: 200, body: inspected(simulator) },
    'GET /api/webhooks/faults': { status: 200, body: { simulator, faults: faultsOff } },
    ...extra,
  });
  const { store } = storeWithLog();
  renderTerminal(store);
  act(() => {
    store.dispatch(webhookReceived(message()));
  });
  await settled();
  fireEvent.click(screen.getByRole('button', { name: /Webhook: authorized/ }));
  await screen.findByRole('button', { name: 'Resend' });
  return { store, calls };
}

describe('the webhook inspector', () => {
  it('shows the payload, the request with Event-Signature, the response and every attempt', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { calls } = await openEntry(true);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    // Read, the inspector scrolls into view: opened near the foot it would grow below the fold.
    const inspector = scrolled.mock.contexts.find(
      (element: unknown) =>
        element instanceof HTMLElement &&
        element.firstElementChild?.textContent?.startsWith('Payload') === true,
    );
    expect(inspector).toHaveTextContent(/Resend/);
    expect(calls.map((call) => call.url)).toContain(
      `/api/webhooks/events?transactionReference=${reference}`,
    );
    expect(screen.getByLabelText('Payload of authorized').textContent).toContain('"value": 1250');
    expect(screen.getByText(`Event-Signature: ${signature}`)).toBeTruthy();
    expect(screen.getByLabelText("Receiver's answer to authorized").textContent).toContain(
      '"outcome": "applied"',
    );
    const attempts = within(screen.getByRole('list', { name: 'Delivery attempts' }));
    expect(attempts.getAllByRole('listitem')).toHaveLength(2);
    expect(attempts.getByText(/#1 at 09:15:00 · 500 · 7 ms · next retry 09:30:00/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveProperty('disabled', false);
  });

  it('resends through the demo server and records the call in the trail', async () => {
    const { store, calls } = await openEntry(true, {
      'POST /api/webhooks/events/ev-1/resend': {
        status: 202,
        body: { eventId: 'ev-1', resent: true },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText(/Sent again, same eventId/);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/webhooks/events/ev-1/resend',
      method: 'POST',
      body: { transactionReference: reference },
    });
    const trigger = store.getState().eventLog.triggers.at(-1);
    expect(trigger?.name).toBe('Resend webhook');
    expect(trigger?.events.map((e) => e.status ?? e.type)).toEqual(['request', 202]);
    // The resent delivery's arrival reads the deliveries again.
    const reads = () => calls.filter((c) => c.url.startsWith('/api/webhooks/events?')).length;
    expect(reads()).toBe(1);
    act(() => {
      store.dispatch(webhookReceived(message({ outcome: 'duplicate' })));
    });
    await vi.waitFor(() => expect(reads()).toBe(2));
  });

  it('with a real provider: no Resend, and says why', async () => {
    await openEntry(false);
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Resend is not available with a real provider/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Deliveries received' })).toBeTruthy();
    // Only the receiver's own fault can be set then.
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /First attempt answered 500/ })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.getByRole('checkbox', { name: /Duplicate/ })).toHaveProperty('disabled', true);
  });

  it('turns a fault on for this visitor and records it in the trail', async () => {
    const { store, calls } = await openEntry(true, {
      'PUT /api/webhooks/faults': {
        status: 200,
        body: { simulator: true, faults: { ...faultsOff, duplicate: true } },
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Duplicate/ }));
    await screen.findByText('Duplicate on for your payments.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      faults: { ...faultsOff, duplicate: true },
    });
    expect(store.getState().eventLog.triggers.at(-1)?.name).toBe('Webhook fault: Duplicate on');
  });

  it('says in the trail what the receiver did with a rejected delivery and a 500 on purpose', async () => {
    stubServer({});
    const { store } = storeWithLog();
    store.dispatch(
      webhookReceived(
        message({ outcome: 'rejected', event: null, response: { status: 400, body: {} } }),
      ),
    );
    store.dispatch(webhookReceived(message({ eventId: 'ev-2', outcome: 'failedOnPurpose' })));
    store.dispatch(webhookReceived(message({ eventId: 'ev-3', faults: ['delay'], lagMs: 10_400 })));
    // Dated on a demo clock ahead of real time: no lag to give.
    store.dispatch(webhookReceived(message({ eventId: 'ev-4', faults: ['delay'], lagMs: null })));
    await settled();
    const [rejected, failed, late, ahead] = store
      .getState()
      .eventLog.triggers.map((t) => t.events[0]);
    expect(rejected?.plainText).toMatch(/refused with 400.*Event-Signature/);
    expect(rejected?.icon).toBe('error');
    expect(failed?.plainText).toMatch(/answered 500 on purpose.*retries/);
    expect(late?.plainText).toMatch(/arrived 10\.4 s after its eventTimestamp \(fault: delay\)/);
    expect(ahead?.plainText).toMatch(/first attempt was held back \(fault: delay\)/);
    expect(ahead?.plainText).not.toMatch(/s after its eventTimestamp/);
  });
});

const order = (overrides: Partial<StoredOrder> = {}): StoredOrder => ({
  transactionReference: reference,
  kind: 'payment',
  shop: 'retail',
  purpose: 'basket',
  amount: 1250,
  currency: 'GBP',
  method: 'card',
  methodLabel: 'Visa •••• 1111',
  api: 'payments',
  outcome: 'authorized',
  placedAt: '2026-11-27T09:15:00.000Z',
  items: [],
  ...overrides,
});

describe('scenario triggers and the events received in the order detail', () => {
  it('offers the triggers that apply', () => {
    expect(scenariosFor(order())).toEqual(['chargeback', 'refundFails']);
    expect(scenariosFor(order({ kind: 'payout', api: 'none' }))).toEqual([
      'approveLater',
      'refuseLater',
    ]);
    expect(scenariosFor(order({ api: 'none' }))).toEqual([]);
  });

  it('triggers a chargeback on this order through the server, shown in the trail', async () => {
    const calls = stubServer({
      'POST /api/webhooks/scenarios': {
        status: 200,
        body: { scenario: 'chargeback', transactionReference: reference, message: 'Charged back.' },
      },
    });
    const { store } = storeWithLog();
    render(
      <Provider store={store}>
        <ScenarioTriggers order={order()} />
        <WebhookTimeline transactionReference={reference} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chargeback' }));
    await screen.findByText('Charged back.');
    expect(calls[0]).toEqual({
      url: '/api/webhooks/scenarios',
      method: 'POST',
      body: { transactionReference: reference, scenario: 'chargeback' },
    });
    expect(store.getState().eventLog.triggers.at(-1)?.name).toBe('Scenario: Chargeback');

    act(() => {
      store.dispatch(webhookReceived(message({ type: 'chargedBack' })));
      store.dispatch(
        webhookReceived(message({ eventId: 'ev-9', transactionReference: 'SJD-other' })),
      );
      store.dispatch(webhookReceived(message({ type: 'chargedBack', outcome: 'duplicate' })));
    });
    await settled();
    const received = within(screen.getByRole('list', { name: 'Events received' }));
    expect(received.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'chargedBack applied',
      'chargedBack duplicate, ignored',
    ]);
  });

  it('shows the server’s refusal', async () => {
    stubServer({
      'POST /api/webhooks/scenarios': {
        status: 409,
        body: { error: 'scenarioNotApplicable', message: 'Settle it first.' },
      },
    });
    const { store } = storeWithLog();
    render(
      <Provider store={store}>
        <ScenarioTriggers order={order()} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chargeback' }));
    await screen.findByText('Settle it first.');
  });
});
