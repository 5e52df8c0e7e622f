// The terminal's header (issue 44): one row — the tabs, then Share journey, Clear trail and a
// menu, each named, with a tooltip, reachable by Tab —; the menu's actions (Export JSON writes
// the trail); Clear says what it emptied and Undo brings it back before what came since; a badge
// while a webhook fault is on turns them all off in one click; the faults open from the menu
// with no webhook in the trail; a step opened scrolls into view.
import { noVisitorFaults, visitorFaultsSchema } from '@sjd/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderTerminal } from '../../../test/render-terminal';
import { storeWithLog } from '../../../test/store';
import { apiEventRecorded, triggerSaved } from '../../event-log';
import type { ApiEvent } from '../../event-log';

const request: ApiEvent = {
  title: 'Payment',
  type: 'request',
  api: 'Payments API',
  method: 'POST',
  url: 'http://localhost:3001/api/payments',
  body: { transactionReference: 'SJD-1' },
};

/** No fault on (the contract's default). */
const off = noVisitorFaults;

type Call = { method: string; url: string; body: unknown };

/** The demo server's faults routes: the faults it holds, and each PUT taken as given. */
function stubFaults(initial: typeof off) {
  const calls: Call[] = [];
  let faults = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT' && typeof body === 'object' && body !== null && 'faults' in body) {
        faults = visitorFaultsSchema.parse(body.faults);
      }
      return new Response(JSON.stringify({ simulator: true, faults }), { status: 200 });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function showTerminal() {
  const { store } = storeWithLog();
  renderTerminal(store);
  const record = (trigger: string) =>
    act(() => {
      store.dispatch(triggerSaved({ name: trigger }));
      store.dispatch(apiEventRecorded({ trigger, event: request }));
    });
  return { store, record };
}

describe('the terminal header', () => {
  it('is one row: the tabs, then named icon buttons with tooltips, in Tab order', async () => {
    stubFaults(off);
    showTerminal();
    const tabs = screen.getByRole('tablist', { name: 'Terminal' });
    const buttons = ['Share journey', 'Clear trail', 'More trail actions'].map((name) =>
      screen.getByRole('button', { name }),
    );
    for (const button of buttons) expect(button.parentElement).toBe(tabs.parentElement);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Clear trail' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Clear the trail: it is empty');
    screen.getByRole('tab', { name: 'API' }).focus();
    for (const button of buttons) {
      await user.tab();
      expect(button).toHaveFocus();
    }
    expect(buttons[2]).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('keeps the rarer actions in a menu: Export JSON writes the trail', async () => {
    stubFaults(off);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:trail');
    // jsdom has no object URLs: lent for this test, then put back (files share the worker).
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { record } = showTerminal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More trail actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Export JSON' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /^Open trail…/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    record('Pay');
    await user.click(screen.getByRole('button', { name: 'More trail actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export JSON' }));
    expect(screen.queryByRole('menu')).toBeNull();
    const blob = createObjectURL.mock.lastCall?.[0];
    if (!blob) throw new Error('nothing was exported');
    expect(JSON.parse(await blob.text())).toMatchObject({
      theme: 'retail',
      triggers: [{ name: 'Pay', events: [request] }],
    });
  });

  it('Download as script writes the trail as a bash or a Node file that says it runs as-is', async () => {
    stubFaults(off);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:script');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { record } = showTerminal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More trail actions' }));
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', {
        name: /^Download as script \(bash\)/,
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    record('Pay');
    for (const [item, ending, first] of [
      [
        /^Download as script \(bash\)/,
        /^journey-retail-\d{4}-\d\d-\d\d\.sh$/,
        '#!/usr/bin/env bash',
      ],
      [
        /^Download as script \(Node\)/,
        /^journey-retail-\d{4}-\d\d-\d\d\.mjs$/,
        '#!/usr/bin/env node',
      ],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'More trail actions' }));
      await user.click(screen.getByRole('menuitem', { name: item }));
      await waitFor(() => expect(names.at(-1)).toMatch(ending));
      const text = await createObjectURL.mock.lastCall?.[0]?.text();
      const [shebang, headline] = text?.split('\n') ?? [];
      expect(shebang).toBe(first);
      expect(headline).toMatch(/Runs as-is against the built-in sandbox|Does not run as-is/);
      expect(text).toContain('"transactionReference": ');
    }
  });

  it('Clear says what it emptied; Undo brings it back before what came since', async () => {
    stubFaults(off);
    const { store, record } = showTerminal();
    record('Pay');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear trail' }));
    expect(store.getState().eventLog.triggers).toEqual([]);
    expect(screen.getByText('Trail cleared (1 event).')).toBeVisible();
    record('Pay again');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().eventLog.triggers.map((t) => t.name)).toEqual(['Pay', 'Pay again']);
    expect(screen.queryByText(/Trail cleared/)).toBeNull();
  });

  it('shows a badge while a webhook fault is on; Turn all off turns them all off', async () => {
    const calls = stubFaults({ ...off, delay: true, duplicate: true });
    const { store } = showTerminal();
    expect(await screen.findByText('2 webhook faults on:')).toBeVisible();
    expect(screen.getByText(/Delay, Duplicate/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn all off' }));
    expect(await screen.findByText('Every webhook fault is off for your payments.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ faults: off });
    expect(screen.queryByText(/webhook faults? on/)).toBeNull();
    expect(store.getState().eventLog.triggers.at(-1)?.name).toBe('Webhook fault: all off');
  });

  it('opens the faults from the menu, with no webhook in the trail', async () => {
    stubFaults(off);
    showTerminal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More trail actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Webhook faults…' }));
    const panel = screen.getByRole('region', { name: 'Webhook faults' });
    expect(within(panel).getByRole('heading', { name: 'Webhook faults' })).toHaveFocus();
    const duplicate = within(panel).getByRole('checkbox', { name: /^Duplicate/ });
    await waitFor(() => expect(duplicate).toBeEnabled());
    await user.click(duplicate);
    expect(await screen.findByText('Webhook fault on:')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Webhook faults' })).toBeNull();
  });

  it('scrolls a step it opens into view', async () => {
    stubFaults(off);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    const { record } = showTerminal();
    record('Pay');
    await userEvent.click(screen.getByRole('button', { name: /^1\. Payment/ }));
    const details = scrolled.mock.contexts.at(-1);
    expect(details).toBeInstanceOf(HTMLElement);
    expect(details).toHaveTextContent('http://localhost:3001/api/payments');
  });
});
