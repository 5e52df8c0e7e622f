// The provider's events in the app (issue 30): each message of the server's event stream becomes
// its own trigger in the terminal, visibly the provider speaking, with what the receiver did; an
// event about the open order asks for its timeline again. A real store and the real Terminal.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../test/store';
import { renderTerminal } from '../../test/render-terminal';
import { readWebhookMessage, type WebhookMessage } from '@sjd/contracts';
import { initialOrdersState, webhookReceived } from '../journeys';
import { lastEventIdKey, openWebhookStream } from './webhook-stream';

const message = (overrides: Partial<WebhookMessage> = {}): WebhookMessage => ({
  eventId: 'ev-1',
  type: 'authorized',
  transactionReference: 'SJD-open-1',
  outcome: 'applied',
  receivedAt: '2026-11-27T09:15:00.050Z',
  request: { eventSignature: `1/SHA256/${'a'.repeat(64)}`, keyId: '1' },
  event: {
    eventId: 'ev-1',
    eventTimestamp: '2026-11-27T09:15:00.000',
    eventDetails: { transactionReference: 'SJD-open-1', type: 'authorized' },
  },
  ...overrides,
});

/** The journey table's rows run on later turns. */
const settled = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('webhook messages in the terminal', () => {
  it('shows each event as its own trigger, the provider speaking, with the receiver outcome', async () => {
    const { store } = storeWithLog();
    renderTerminal(store);
    act(() => {
      store.dispatch(webhookReceived(message()));
      store.dispatch(webhookReceived(message({ eventId: 'ev-1', outcome: 'duplicate' })));
      store.dispatch(webhookReceived(message({ eventId: 'ev-2', type: 'settled' })));
    });
    await act(settled);

    const triggers = store.getState().eventLog.triggers;
    expect(triggers.map((t) => t.name)).toEqual([
      'Webhook: authorized',
      'Webhook: authorized',
      'Webhook: settled',
    ]);
    expect(triggers[0]?.events[0]).toMatchObject({
      api: 'Webhooks',
      method: 'POST',
      type: 'request',
    });
    expect(triggers[1]?.events[0]?.plainText).toMatch(/duplicate.*ignored/);
    expect(screen.getAllByText('Webhook: authorized').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Webhook: settled').length).toBeGreaterThan(0);
  });

  it('asks for the open order again when an applied event is about it, and only then', async () => {
    const { store, actions } = storeWithLog({
      orders: { ...initialOrdersState, openReference: 'SJD-open-1', status: 'ready' },
    });
    const refreshes = () => actions.filter((a) => a.type === 'orders/orderRefreshRequested').length;
    store.dispatch(webhookReceived(message({ transactionReference: 'SJD-other' })));
    store.dispatch(webhookReceived(message({ outcome: 'outOfOrder' })));
    await settled();
    expect(refreshes()).toBe(0);
    store.dispatch(webhookReceived(message()));
    await settled();
    expect(refreshes()).toBe(1);
  });
});

describe('the event stream', () => {
  it('passes on well-formed webhook messages only', () => {
    const listeners: ((event: MessageEvent<unknown>) => void)[] = [];
    const close = vi.fn();
    class FakeEventSource {
      constructor(readonly url: string) {
        expect(url).toBe('/api/webhooks/stream');
      }
      addEventListener(_type: string, listener: (event: MessageEvent<unknown>) => void) {
        listeners.push(listener);
      }
      close = close;
    }
    const received: WebhookMessage[] = [];
    const stop = openWebhookStream(
      (m) => received.push(m),
      FakeEventSource as unknown as typeof EventSource,
    );
    for (const data of [JSON.stringify(message()), '{"eventId": 1}', 'not json', 42]) {
      for (const listener of listeners) listener(new MessageEvent('webhook', { data }));
    }
    expect(received).toEqual([message()]);
    stop();
    expect(close).toHaveBeenCalled();
    expect(readWebhookMessage(JSON.stringify({ ...message(), outcome: 'other' }))).toBeNull();
  });

  it('after a reload, asks for what came after the last event this tab saw', () => {
    window.sessionStorage.removeItem(lastEventIdKey);
    const urls: string[] = [];
    const listeners: ((event: MessageEvent<unknown>) => void)[] = [];
    class FakeEventSource {
      constructor(url: string) {
        urls.push(url);
      }
      addEventListener(_type: string, listener: (event: MessageEvent<unknown>) => void) {
        listeners.push(listener);
      }
      close() {}
    }
    const open = () =>
      openWebhookStream(() => {}, FakeEventSource as unknown as typeof EventSource);
    const stop = open();
    const data = JSON.stringify(message());
    for (const listener of listeners)
      listener(new MessageEvent('webhook', { data, lastEventId: '41' }));
    // An id that is not the server's sequence is not kept.
    for (const listener of listeners)
      listener(new MessageEvent('webhook', { data, lastEventId: '42; drop' }));
    stop();
    // The reload: a new stream.
    open()();
    expect(urls).toEqual(['/api/webhooks/stream', '/api/webhooks/stream?after=41']);
    // A stored value that is not an id is ignored.
    window.sessionStorage.setItem(lastEventIdKey, '../x');
    open()();
    expect(urls.at(-1)).toBe('/api/webhooks/stream');
    window.sessionStorage.removeItem(lastEventIdKey);
  });
});
