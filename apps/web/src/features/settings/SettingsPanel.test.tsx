import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopTheme } from '../../config/paths';
import { storeWithLog } from '../../test/store';
import {
  defaultSiteConfig,
  demoInitialisationFinished,
  demoInitialisationStarted,
  settingsApplied,
} from '../site-config/site-config-slice';
import { apiEventRecorded, triggerSaved } from '../event-log';
import { SettingsPanel } from './SettingsPanel';

function renderSettings(shop: ShopTheme) {
  const { store } = storeWithLog({ siteConfig: { ...defaultSiteConfig, theme: shop } });
  const router = createMemoryRouter(
    [
      { path: `/${shop}/settings`, element: <SettingsPanel shop={shop} /> },
      { path: `/${shop}`, element: <p>shop base</p> },
    ],
    { initialEntries: [`/${shop}/settings`] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const currencies = () =>
  within(screen.getByRole('combobox', { name: 'Currency' }))
    .getAllByRole('option')
    .map((o) => o.textContent);
const switches = () => screen.getAllByRole('switch').map((s) => s.getAttribute('name'));

describe('SettingsPanel', () => {
  it('offers GBP and EUR only on gambling', () => {
    renderSettings('gambling');
    expect(currencies()).toEqual(['GBP', 'EUR']);
  });

  it.each<[ShopTheme, string[]]>([
    [
      'retail',
      ['allow3DS', 'allowFraudSight', 'checkCVC', 'allowExpressPayment', 'allowLocalMethods'],
    ],
    ['gambling', ['allow3DS', 'allowFraudSight', 'checkCVC']],
    ['digital', ['allow3DS', 'allowFraudSight']],
  ])('shows the toggles of %s', (shop, expected) => {
    renderSettings(shop);
    expect(switches()).toEqual(expected);
    expect(currencies()).toEqual(
      shop === 'gambling'
        ? ['GBP', 'EUR']
        : shop === 'retail'
          ? ['GBP', 'USD', 'EUR', 'AUD', 'PLN', 'SEK', 'BRL']
          : ['GBP', 'USD', 'EUR', 'AUD'],
    );
  });

  it('offers express payment on modernmart only with the Modular integration', async () => {
    renderSettings('modernmart');
    await userEvent.click(screen.getByRole('radio', { name: 'Orchestrated' }));
    expect(switches()).not.toContain('allowExpressPayment');
    await userEvent.click(screen.getByRole('radio', { name: 'Modular' }));
    expect(switches()).toContain('allowExpressPayment');
  });

  it('Live forces the Checkout SDK and disables Direct with its note', async () => {
    renderSettings('retail');
    await userEvent.click(screen.getByRole('radio', { name: 'Direct' }));
    expect(screen.getByRole('radio', { name: 'Direct' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Live' }));
    expect(screen.getByRole('radio', { name: 'Direct' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Checkout SDK' })).toBeChecked();
    expect(screen.getByText('Not available in Live')).toBeVisible();
  });

  it('enables Apply only for a changed draft; applying stores it and goes to the shop base', async () => {
    const { store, router } = renderSettings('retail');
    const apply = screen.getByRole('button', { name: 'Apply Settings' });
    expect(apply).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(apply).toBeEnabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(apply).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'FraudSight' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'AUD');
    await userEvent.click(apply);
    expect(await screen.findByText('shop base')).toBeVisible();
    expect(router.state.location.pathname).toBe('/retail');
    expect(store.getState().siteConfig).toMatchObject({ currency: 'AUD', allowFraudSight: true });
  });

  it('says before and after that applying resets the trail (spec §4), and Undo brings it back', async () => {
    const { store } = storeWithLog({ siteConfig: { ...defaultSiteConfig, theme: 'retail' } });
    store.dispatch(triggerSaved({ name: 'Pay with card' }));
    store.dispatch(
      apiEventRecorded({
        trigger: 'Pay with card',
        event: { title: 'Payment', type: 'request', api: 'Payments API' },
      }),
    );
    // The panel stays beside the shop, whichever screen it shows.
    const router = createMemoryRouter([{ path: '*', element: <SettingsPanel shop="retail" /> }], {
      initialEntries: ['/retail/plp'],
    });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    const apply = screen.getByRole('button', { name: 'Apply Settings' });
    expect(apply).toHaveAccessibleDescription(
      "Applying starts a new trail: the terminal's 1 event goes (Undo brings them back).",
    );
    await userEvent.click(apply);
    expect(store.getState().eventLog.triggers).toEqual([]);
    expect(
      await screen.findByText(/^Settings applied: the terminal's trail was reset \(1 event\)/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().eventLog.triggers.map((t) => t.name)).toEqual(['Pay with card']);
  });

  it('keeps a choice when the store changes but the saved settings do not', async () => {
    const { store } = renderSettings('retail');
    await userEvent.click(screen.getByRole('radio', { name: 'Direct' }));
    act(() => {
      store.dispatch(demoInitialisationStarted());
      store.dispatch(demoInitialisationFinished());
    });
    expect(screen.getByRole('radio', { name: 'Direct' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Apply Settings' })).toBeEnabled();
  });

  it('takes new saved settings as its baseline', async () => {
    const { store } = renderSettings('retail');
    await userEvent.click(screen.getByRole('radio', { name: 'Direct' }));
    act(() => {
      store.dispatch(
        settingsApplied({
          ...defaultSiteConfig,
          integrationType: 'Orchestrated',
          clientIntegrationType: 'Checkout',
        }),
      );
    });
    expect(screen.getByRole('radio', { name: 'Orchestrated' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Checkout SDK' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Apply Settings' })).toBeDisabled();
  });
});
