// The card form with the Checkout SDK (spec §4 "Checkout form" with the SDK, §7 "Card form with
// SDK", §8): the script is loaded into the form's containers, the address shows once the hosted
// fields report the card valid, submit sends a session href; a script that cannot be had is
// removed, flagged, explained, and can be tried again.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failSdkScript,
  fakeSdkUrl,
  findSdkScript,
  forgetFakeSdk,
  loadFakeSdk,
  report,
  sdkScripts,
  type FakeSdkBehaviour,
} from '../../test/fake-checkout-sdk';
import { storeWithLog } from '../../test/store';
import { themes } from '../../themes';
import { CardForm, type CheckoutSdkSetup } from './CardForm';
import { checkoutSessionCreated } from '../journeys';

afterEach(forgetFakeSdk);

function renderSdkForm() {
  const log = storeWithLog();
  const onSubmit = vi.fn();
  const sdk: CheckoutSdkSetup = {
    scriptUrl: fakeSdkUrl(),
    checkoutId: 'sjd-checkout-id',
    styles: themes.retail.hostedStyles.checkout,
    sessionEndpoint: 'http://localhost:3001/verifiedTokens/sessions',
  };
  const view = render(
    <Provider store={log.store}>
      <CardForm
        label="Card payment"
        capture="Checkout"
        sdk={sdk}
        showRememberDetails
        submitLabel="Pay £2.00"
        onSubmit={onSubmit}
      />
    </Provider>,
  );
  return { ...log, ...view, sdk, onSubmit, user: userEvent.setup({ delay: null }) };
}

/** Renders the form and plays its script as `behaviour` says. */
async function renderLoadedForm(behaviour: FakeSdkBehaviour = {}) {
  const rendered = renderSdkForm();
  const [checkout] = await loadFakeSdk(await findSdkScript(rendered.sdk.scriptUrl), behaviour);
  if (!checkout) throw new Error('The form did not call Worldpay.checkout.init');
  await waitFor(() => expect(loadingStatus()).toBeNull());
  return { ...rendered, checkout };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const payButton = () => screen.getByRole('button', { name: 'Pay £2.00' });
const billingAddress = () => screen.queryByRole('group', { name: 'Billing Address' });
const loadingStatus = () => screen.queryByText('Loading the secure card fields…');

async function fillNameAndAddress(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    ['Cardholder name', 'Ada Lovelace'],
    ['Address', '1 Demo Street'],
    ['City', 'London'],
    ['Postcode', 'AAAA'],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
}

describe('CardForm with the Checkout SDK', () => {
  it('initialises the hosted fields in its own containers while showing that they load', async () => {
    const { sdk } = renderSdkForm();
    expect(loadingStatus()).toBeVisible();
    const script = await findSdkScript(sdk.scriptUrl);
    expect(script.isConnected).toBe(true);
    const [checkout] = await loadFakeSdk(script);
    await waitFor(() => expect(loadingStatus()).toBeNull());

    expect(checkout?.config).toMatchObject({
      id: 'sjd-checkout-id',
      styles: themes.retail.hostedStyles.checkout,
      accessibility: {
        ariaLabel: {
          enabled: true,
          pan: 'Card number',
          expiry: 'Expiry date',
          cvv: 'Security code',
        },
      },
    });
    const form = document.querySelector(checkout?.config.form ?? 'none');
    expect(form).toBeInstanceOf(HTMLElement);
    for (const name of ['pan', 'expiry', 'cvv']) {
      const container = document.querySelector(checkout?.config.fields[name]?.selector ?? 'none');
      expect(container, name).not.toBeNull();
      expect(form?.contains(container ?? null), name).toBe(true);
    }
    // The card itself is typed in the provider's frames, never into this page.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(field('Cardholder name')).toBeVisible();
  });

  it('shows the address once the frames report the card valid; submit follows them', async () => {
    const { checkout, user } = await renderLoadedForm();
    expect(billingAddress()).toBeNull();
    expect(payButton()).toBeDisabled();

    report(checkout, { isValid: true });
    expect(billingAddress()).toBeVisible();
    expect(payButton()).toBeDisabled();
    await fillNameAndAddress(user);
    expect(payButton()).toBeEnabled();

    report(checkout, { isValid: false });
    expect(payButton()).toBeDisabled();
    expect(billingAddress()).toBeVisible();
    report(checkout, { isValid: true });
    expect(payButton()).toBeEnabled();
  });

  it('submits the session href with the name, the address and saveDetails', async () => {
    const href = 'http://localhost:3001/verifiedTokens/sessions/abc';
    const { checkout, user, onSubmit, actions } = await renderLoadedForm({ session: { href } });
    report(checkout, { isValid: true });
    await fillNameAndAddress(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember my details' }));
    await user.click(payButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(checkout.generateSessionState).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      card: { kind: 'checkout', cardHolderName: 'Ada Lovelace', sessionHref: href },
      billingAddress: {
        address1: '1 Demo Street',
        city: 'London',
        postalCode: 'AAAA',
        countryCode: 'GB',
      },
      saveDetails: true,
    });
    // The terminal hears of the session the frames made (the provider client never sees it).
    const reported = actions.filter(checkoutSessionCreated.match).map((a) => a.payload);
    expect(reported).toEqual([
      expect.objectContaining({
        kind: 'card',
        endpoint: 'http://localhost:3001/verifiedTokens/sessions',
        href,
      }),
    ]);
  });

  it('a session the SDK refuses is shown, and the form can be sent again', async () => {
    const { checkout, user, onSubmit } = await renderLoadedForm({
      session: { error: 'The card details are not valid.' },
    });
    report(checkout, { isValid: true });
    await fillNameAndAddress(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The card details are not valid.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it('a script that fails to load is removed and flagged; Try again loads it afresh', async () => {
    const { sdk, user } = renderSdkForm();
    const script = await findSdkScript(sdk.scriptUrl);
    failSdkScript(script);

    expect(script.isConnected).toBe(false);
    expect(sdkScripts(sdk.scriptUrl)).toEqual([]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The secure card fields could not be loaded. The Checkout SDK could not be loaded from http://localhost:3001.',
    );
    expect(loadingStatus()).toBeNull();
    expect(payButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadingStatus()).toBeVisible();
    const again = await findSdkScript(sdk.scriptUrl);
    expect(again).not.toBe(script);
    const [checkout] = await loadFakeSdk(again);
    await waitFor(() => expect(loadingStatus()).toBeNull());
    expect(checkout?.config.id).toBe('sjd-checkout-id');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[string, FakeSdkBehaviour, string]>([
    [
      'a script without Worldpay.checkout.init',
      { definesNothing: true },
      'The Checkout SDK script loaded but did not define Worldpay.checkout.init.',
    ],
    [
      'an init that answers an error',
      { initError: 'Unknown checkout id: sjd-checkout-id' },
      'Unknown checkout id: sjd-checkout-id',
    ],
  ])('%s is a load failure with its reason', async (_name, behaviour, reason) => {
    const { sdk } = renderSdkForm();
    await loadFakeSdk(await findSdkScript(sdk.scriptUrl), behaviour);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The secure card fields could not be loaded. ${reason}`,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(payButton()).toBeDisabled();
  });

  it('removes the hosted fields when the form goes', async () => {
    const { checkout, unmount } = await renderLoadedForm();
    expect(checkout.remove).not.toHaveBeenCalled();
    unmount();
    expect(checkout.remove).toHaveBeenCalledTimes(1);
  });
});
