// The card check (spec §4 "Card check", §5 CVC): the first press flips the saved card to its back
// and turns 'Verify Card' into 'Continue with payment'; the second hands the security code over —
// typed (Direct) or as a CVC-only session of the hosted field (Checkout SDK).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Token } from '@sjd/contracts';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeSdkUrl,
  findSdkScript,
  forgetFakeSdk,
  loadFakeSdk,
  report,
  sdkScripts,
} from '../../test/fake-checkout-sdk';
import { sampleToken } from '../../test/fixtures';
import { storeWithLog } from '../../test/store';
import { themes } from '../../themes';
import type { CheckoutSdkSetup } from './CardForm';
import { CardCheckScreen } from './CardCheckScreen';
import { checkoutSessionCreated } from '../journeys';

afterEach(forgetFakeSdk);

const amexToken: Token = {
  ...sampleToken,
  paymentInstrument: {
    ...sampleToken.paymentInstrument,
    brand: 'AMEX',
    cardNumber: '3400*******1007',
  },
};

function renderCardCheck(options: { token?: Token; sdk?: CheckoutSdkSetup } = {}) {
  const log = storeWithLog();
  const onContinue = vi.fn();
  render(
    <Provider store={log.store}>
      <CardCheckScreen
        token={options.token ?? sampleToken}
        capture={options.sdk ? 'Checkout' : 'Direct'}
        sdk={options.sdk ?? null}
        total={<p>Total £2.00</p>}
        onContinue={onContinue}
      />
    </Provider>,
  );
  return { ...log, onContinue, user: userEvent.setup({ delay: null }) };
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify Card' });
const continueButton = () => screen.getByRole('button', { name: 'Continue with payment' });
const securityCode = () => screen.getByRole('textbox', { name: 'Security code' });

describe('CardCheckScreen, Direct capture', () => {
  it('the first press flips the card and the label; the code field takes the focus', async () => {
    const { user, onContinue } = renderCardCheck();
    expect(
      screen.getByRole('img', { name: 'Visa card ending 1091, Ada Lovelace, expires 05/35' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Security code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with payment' })).toBeNull();

    await user.click(verifyButton());
    expect(
      screen.getByRole('img', {
        name: 'Back of your Visa card ending 1091: the security code is on the signature strip',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify Card' })).toBeNull();
    expect(continueButton()).toBeEnabled();
    expect(securityCode()).toHaveFocus();
    expect(
      screen.getByText('Enter the 3-digit security code from the back of your card.'),
    ).toBeVisible();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("continuing without a valid code says 'CVC is not valid'; a valid one is handed over", async () => {
    const { user, onContinue } = renderCardCheck();
    await user.click(verifyButton());
    await user.type(securityCode(), '1a2');
    expect(securityCode()).toHaveValue('12');
    await user.click(continueButton());
    expect(securityCode()).toHaveAccessibleDescription('CVC is not valid');
    expect(onContinue).not.toHaveBeenCalled();

    await user.type(securityCode(), '3');
    expect(securityCode()).toHaveAccessibleDescription('3 digits');
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({ cvc: '123' });
  });

  it("'CVC is not valid' stays while the code is not valid and clears as soon as it is", async () => {
    const { user } = renderCardCheck();
    await user.click(verifyButton());
    await user.type(securityCode(), '1');
    await user.click(continueButton());
    expect(securityCode()).toHaveAccessibleDescription('CVC is not valid');
    expect(securityCode()).toBeInvalid();
    await user.type(securityCode(), '2');
    expect(securityCode()).toHaveAccessibleDescription('CVC is not valid');
    await user.type(securityCode(), '3');
    expect(securityCode()).toHaveAccessibleDescription('3 digits');
    expect(securityCode()).toBeValid();
    expect(screen.queryByText('CVC is not valid')).toBeNull();
  });

  it("a code of the wrong length shows 'Invalid CVC' once left", async () => {
    const { user } = renderCardCheck();
    await user.click(verifyButton());
    await user.type(securityCode(), '1234');
    expect(securityCode()).toHaveAccessibleDescription('3 digits');
    await user.tab();
    expect(securityCode()).toHaveAccessibleDescription('Invalid CVC');
    expect(securityCode()).toBeInvalid();
  });

  it('an American Express card wants 4 digits from its front', async () => {
    const { user, onContinue } = renderCardCheck({ token: amexToken });
    await user.click(verifyButton());
    expect(
      screen.getByText('Enter the 4-digit security code from the front of your card.'),
    ).toBeVisible();
    await user.type(securityCode(), '123');
    await user.click(continueButton());
    expect(onContinue).not.toHaveBeenCalled();
    await user.type(securityCode(), '4');
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({ cvc: '1234' });
  });
});

describe('CardCheckScreen with the Checkout SDK', () => {
  it('loads the CVC field once flipped and continues with a CVC session', async () => {
    const sdk: CheckoutSdkSetup = {
      scriptUrl: fakeSdkUrl(),
      checkoutId: 'sjd-checkout-id',
      styles: themes.retail.hostedStyles.checkout,
      sessionEndpoint: 'http://localhost:3001/sessions/payments/cvc',
    };
    const href = 'http://localhost:3001/sessions/payments/cvc/abc';
    const { user, onContinue, actions } = renderCardCheck({ sdk });
    // Nothing is loaded for a shopper who has not asked to verify yet.
    expect(sdkScripts(sdk.scriptUrl)).toEqual([]);

    await user.click(verifyButton());
    expect(continueButton()).toBeDisabled();
    const [checkout] = await loadFakeSdk(await findSdkScript(sdk.scriptUrl), {
      session: { href },
    });
    if (!checkout) throw new Error('The screen did not call Worldpay.checkout.init');
    expect(Object.keys(checkout.config.fields)).toEqual(['cvv']);
    await waitFor(() => expect(continueButton()).toBeEnabled());

    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('CVC is not valid');
    expect(checkout.generateSessions).not.toHaveBeenCalled();

    // The shopper types a valid code in the hosted field: the message goes at once.
    report(checkout, { isValid: true });
    await waitFor(() => expect(screen.queryByText('CVC is not valid')).toBeNull());
    await user.click(continueButton());
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith({ cvcSessionHref: href }));
    expect(actions.filter(checkoutSessionCreated.match).map((a) => a.payload)).toEqual([
      expect.objectContaining({ kind: 'cvc', href }),
    ]);
  });
});
