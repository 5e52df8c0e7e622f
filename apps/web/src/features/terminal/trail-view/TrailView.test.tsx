// Opening a trail file and a shared journey link in the terminal: a HAR shows read-only and
// marked, the live trail comes back untouched; a bad file says why; a link replays step by step
// with the link's settings applied; a tampered link says why.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeWithLog } from '../../../test/store';
import { renderTerminal } from '../../../test/render-terminal';
import { apiEventRecorded, triggerSaved } from '../../event-log/event-log-slice';
import { threeDsTrail } from '../code/trail-fixture';
import { trailHar } from '../har/har-export';
import { replayFromNavigationState } from '../../../lib/navigation-state';
import { shareLink } from '../share/share-link';
import { isScreenOf, replayScreenAt } from './replay-screens';

function showTerminal() {
  const { store } = storeWithLog();
  store.dispatch(triggerSaved({ name: 'Live trigger' }));
  store.dispatch(
    apiEventRecorded({
      trigger: 'Live trigger',
      event: { title: 'Live step', type: 'response', api: 'X', plainText: 'Live.' },
    }),
  );
  renderTerminal(store);
  return store;
}

const harFile = () =>
  new File([JSON.stringify(trailHar(threeDsTrail, 'Retail', new Date()))], 'journey.har', {
    type: 'application/json',
  });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a trail file in the terminal', () => {
  it('opens a HAR read-only, and goes back to the live trail', async () => {
    const store = showTerminal();
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, harFile());
    const bar = await screen.findByRole('region', { name: 'Trail opened from a file' });
    expect(within(bar).getByText(/Opened from journey.har \(HAR\): read-only/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^1\. Payment/ })).toBeTruthy();
    expect(screen.queryByText('Live step')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear trail' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(bar).getByRole('button', { name: 'Back to the live trail' }));
    expect(await screen.findByText('Live step')).toBeTruthy();
    expect(store.getState().eventLog.triggers.map((t) => t.name)).toEqual(['Live trigger']);
  });

  it('opens a dropped file; a bad one says why and changes nothing', async () => {
    showTerminal();
    const terminal = screen.getByRole('tablist', { name: 'Terminal' }).parentElement?.parentElement;
    if (!terminal) throw new Error('no terminal');
    const bad = new File(['{"hello": 1}'], 'notes.json', { type: 'application/json' });
    fireEvent.drop(terminal, { dataTransfer: { files: [bad], types: ['Files'] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /notes.json is neither a HAR file nor a trail exported from this demo/,
    );
    expect(screen.getByText('Live step')).toBeTruthy();
    fireEvent.drop(terminal, { dataTransfer: { files: [harFile()], types: ['Files'] } });
    expect(await screen.findByRole('region', { name: 'Trail opened from a file' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a shared journey link', () => {
  const settings = {
    environment: 'try',
    integrationType: 'Orchestrated',
    clientIntegrationType: 'Direct',
    currency: 'EUR',
    allow3DS: true,
    allowFraudSight: false,
    checkCVC: true,
    allowExpressPayment: false,
    allowLocalMethods: true,
  } as const;

  /** The screens the fixture's 8 steps happened on; one of another shop, never followed. */
  const screens = [
    '/retail/checkout',
    '/retail/processing',
    '/retail/processing',
    '/gambling/account',
    '/retail/processing',
    '/retail/processing',
    '/retail/processing',
    '/retail/success',
  ];
  let index = 0;
  const recorded = threeDsTrail.map((trigger) => ({
    ...trigger,
    events: trigger.events.map((event) => ({ ...event, screen: screens[index++] ?? '' })),
  }));

  it('replays the recorded trail with the link settings applied, the shop on each step’s screen', async () => {
    const link = shareLink(
      { shop: 'retail', settings, triggers: recorded },
      window.location.origin,
    );
    if (!link.ok) throw new Error(link.message);
    const url = new URL(link.url);
    window.history.replaceState(null, '', `${url.pathname}${url.hash}`);
    const store = showTerminal();
    const bar = await screen.findByRole('region', { name: 'Recording of a shared journey' });
    expect(store.getState().siteConfig).toMatchObject({
      currency: 'EUR',
      integrationType: 'Orchestrated',
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/retail');
    expect(within(bar).getByRole('status').textContent).toBe('Step 0 of 8');
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'Next' }));
    // The step's screen, opened as a replay's: it shows, nothing runs.
    expect(window.location.pathname).toBe('/retail/checkout');
    expect(replayFromNavigationState(window.history.state?.usr)).toEqual({
      latestStep: 'Pay with card · Payment (sent)',
    });
    await user.click(within(bar).getByRole('button', { name: 'Next' }));
    expect(within(bar).getByRole('status').textContent).toBe('Step 2 of 8');
    expect(window.location.pathname).toBe('/retail/processing');
    expect(screen.getByRole('button', { name: /^1\. Payment .* 201/ })).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: /sent, no answer yet/ })).toBeTruthy();
    expect(window.location.pathname).toBe('/retail/checkout');
    await user.click(within(bar).getByRole('button', { name: 'Play' }));
    // The recorded pauses of this journey add up to under 2 s.
    await waitFor(
      () =>
        expect(within(bar).getByRole('status').textContent).toBe('Replay over: all 8 steps shown'),
      { timeout: 5_000 },
    );
    expect(window.location.pathname).toBe('/retail/success');
    expect(screen.getByText('End of the recording')).toBeTruthy();
    expect(within(bar).getByText(/The replay is over/)).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Play again' })).toBeTruthy();
    // Leaving it: the shop where the link opened, and the live trail — which the link's
    // settings reset (spec §4), kept for Undo.
    await user.click(within(bar).getByRole('button', { name: 'Back to the live trail' }));
    expect(window.location.pathname).toBe('/retail');
    expect(
      screen.getByText(/Settings applied: the terminal's trail was reset \(1 event\)/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Live step')).toBeTruthy();
  }, 15_000);

  it('never leaves the shop for a recorded screen: another shop’s, or none of its routes', () => {
    expect(isScreenOf('retail', '/retail/pdp/3')).toBe(true);
    expect(isScreenOf('retail', '/retail/processing')).toBe(true);
    expect(isScreenOf('retail', '/retail/nowhere')).toBe(false);
    expect(isScreenOf('retail', '/Retail/plp')).toBe(false);
    expect(isScreenOf('retail', '/gambling/account')).toBe(false);
    expect(isScreenOf('retail', '/landing')).toBe(false);
    // A step recorded without a screen (an older link) keeps the screen before it.
    expect(replayScreenAt(recorded, 4, 'retail')).toBeNull();
    expect(replayScreenAt(recorded, 3, 'retail')?.path).toBe('/retail/processing');
    expect(replayScreenAt(threeDsTrail, 8, 'retail')).toBeNull();
  });

  it('says why a tampered link cannot be opened, and keeps the live trail', async () => {
    window.history.replaceState(null, '', '/retail#journey=1.AAAA-tampered');
    showTerminal();
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot be opened/);
    expect(screen.getByText('Live step')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recording of a shared journey' })).toBeNull();
  });
});
