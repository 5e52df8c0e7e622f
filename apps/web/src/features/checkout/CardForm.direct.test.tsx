// The card form with Direct capture (spec §4 "Checkout form", §5): what typing does, the §5
// messages once a field is left, the billing address revealed once the card part is valid,
// submit enabled exactly then, and what a submission hands over.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../test/store';
import { scenarioCard, testCards } from '@sjd/sandbox/scenarios';
import { scenarioFillOf, testCardPicked } from '../chrome/test-cards';
import { CardForm } from './CardForm';
import { spaced } from '../../test/card-numbers';

function renderDirectForm(props: Partial<ComponentProps<typeof CardForm>> = {}) {
  const { store } = storeWithLog();
  const onSubmit = vi.fn();
  render(
    <Provider store={store}>
      <CardForm
        label="Card payment"
        capture="Direct"
        sdk={null}
        showRememberDetails
        submitLabel="Pay £2.00"
        onSubmit={onSubmit}
        {...props}
      />
    </Provider>,
  );
  return { store, onSubmit, user: userEvent.setup({ delay: null }) };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const payButton = () => screen.getByRole('button', { name: 'Pay £2.00' });
const billingAddress = () => screen.queryByRole('group', { name: 'Billing Address' });

type User = ReturnType<typeof userEvent.setup>;

/** Puts a whole value into a field at once (typing key by key is what the first test checks). */
async function fill(user: User, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillCard(user: User, card = { number: scenarioCard('challenge'), cvc: '555' }) {
  await fill(user, 'Card number', card.number);
  await fill(user, 'Cardholder name', 'Ada Lovelace');
  await fill(user, 'Expiry date', '0535');
  await fill(user, 'CVC', card.cvc);
}

async function fillAddress(user: User) {
  await fill(user, 'Address', '1 Demo Street');
  await fill(user, 'City', 'London');
  await fill(user, 'Postcode', 'AAAA');
}

describe('CardForm, Direct capture', () => {
  it('formats as the shopper types and caps each field (§5 input behaviour)', async () => {
    const { user } = renderDirectForm();
    expect(screen.getByRole('form', { name: 'Card payment' })).toBeVisible();
    expect(field('Card number')).toHaveAttribute('maxlength', '23');
    expect(field('Expiry date')).toHaveAttribute('maxlength', '5');
    expect(field('CVC')).toHaveAttribute('maxlength', '4');

    await user.type(field('Card number'), scenarioCard('challenge'));
    expect(field('Card number')).toHaveValue(spaced(scenarioCard('challenge')));
    expect(field('CVC')).toHaveAccessibleDescription(
      '3 digits on the back of your Visa or Mastercard',
    );
    await user.clear(field('Card number'));
    await user.paste('3400000000010071234');
    expect(field('Card number')).toHaveValue(spaced(scenarioCard('frictionless', 'amex')));
    expect(field('CVC')).toHaveAccessibleDescription(
      '4 digits on the front of your American Express card',
    );

    await user.type(field('Expiry date'), '5');
    expect(field('Expiry date')).toHaveValue('05/');
    await user.type(field('Expiry date'), '35');
    expect(field('Expiry date')).toHaveValue('05/35');
    await user.type(field('CVC'), '5a5');
    expect(field('CVC')).toHaveValue('55');
    await user.type(field('CVC'), '667');
    expect(field('CVC')).toHaveValue('5566');
  });

  // Validation settles after the resolver's promise: messages are awaited, not read at once.
  it('shows each §5 message once the field is left, and not before', async () => {
    const { user } = renderDirectForm();
    await user.type(field('Card number'), '4000000000001092');
    expect(screen.queryByText('Invalid card number')).toBeNull();
    await user.tab();
    await waitFor(() =>
      expect(field('Card number')).toHaveAccessibleDescription('Invalid card number'),
    );
    await waitFor(() => expect(field('Card number')).toBeInvalid());
    // The number re-validates the CVC (its length follows the brand), but a CVC not yet typed
    // keeps its help text rather than an early 'Field cannot be empty'.
    await waitFor(() =>
      expect(field('CVC')).toHaveAccessibleDescription(
        '3 digits on the back of your Visa or Mastercard',
      ),
    );
    await waitFor(() => expect(field('CVC')).toBeValid());

    await user.click(field('Cardholder name'));
    await user.tab();
    await waitFor(() =>
      expect(field('Cardholder name')).toHaveAccessibleDescription('Field cannot be empty'),
    );

    await user.type(field('Expiry date'), '1020');
    await user.tab();
    await waitFor(() =>
      expect(field('Expiry date')).toHaveAccessibleDescription('Date must be in the future'),
    );
    await user.clear(field('Expiry date'));
    await user.type(field('Expiry date'), '1/');
    expect(field('Expiry date')).toHaveValue('01/');
    await waitFor(() =>
      expect(field('Expiry date')).toHaveAccessibleDescription('Please enter a valid format'),
    );

    await user.type(field('CVC'), '1234');
    await user.tab();
    await waitFor(() => expect(field('CVC')).toHaveAccessibleDescription('Invalid CVC'));
    // A touched field follows what is typed; the CVC follows the number's brand.
    await user.clear(field('Card number'));
    await user.type(field('Card number'), scenarioCard('frictionless', 'amex'));
    await waitFor(() => expect(field('Card number')).toBeValid());
    await waitFor(() =>
      expect(field('CVC')).toHaveAccessibleDescription(
        '4 digits on the front of your American Express card',
      ),
    );
    await waitFor(() => expect(field('CVC')).toBeValid());
  });

  it('reveals the billing address once the card part is valid; submit waits for the address', async () => {
    const { user } = renderDirectForm();
    expect(billingAddress()).toBeNull();
    expect(screen.getByText(/The billing address comes next/)).toBeVisible();
    expect(payButton()).toBeDisabled();

    await fillCard(user, { number: scenarioCard('challenge'), cvc: '55' });
    expect(billingAddress()).toBeNull();
    await user.type(field('CVC'), '5');
    const address = billingAddress();
    expect(address).toBeVisible();
    expect(screen.queryByText(/The billing address comes next/)).toBeNull();
    expect(within(address as HTMLElement).getByRole('combobox', { name: 'Country' })).toHaveValue(
      'GB',
    );
    expect(payButton()).toBeDisabled();

    await fill(user, 'Address', '1 Demo Street');
    await fill(user, 'City', 'London');
    expect(payButton()).toBeDisabled();
    await fill(user, 'Postcode', 'AAAA');
    expect(payButton()).toBeEnabled();

    // Enabled exactly while the whole form is valid: a broken card disables it again, and the
    // address stays where it is rather than jumping away under the shopper's hands.
    await user.clear(field('CVC'));
    expect(payButton()).toBeDisabled();
    expect(billingAddress()).toBeVisible();
    await fill(user, 'CVC', '555');
    expect(payButton()).toBeEnabled();
    await user.clear(field('City'));
    expect(payButton()).toBeDisabled();
  });

  it('submits the typed card, the billing address and saveDetails', async () => {
    const { user, onSubmit } = renderDirectForm();
    await fillCard(user);
    await fillAddress(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
    await user.click(screen.getByRole('checkbox', { name: 'Remember my details' }));
    await user.click(payButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      card: {
        kind: 'plain',
        cardHolderName: 'Ada Lovelace',
        cardNumber: scenarioCard('challenge'),
        expiryDate: { month: 5, year: 2035 },
        cvc: '555',
      },
      billingAddress: {
        address1: '1 Demo Street',
        city: 'London',
        postalCode: 'AAAA',
        countryCode: 'FR',
      },
      saveDetails: true,
    });
  });

  it('without the remember option (adding a card), saveDetails is false', async () => {
    const { user, onSubmit } = renderDirectForm({ showRememberDetails: false });
    await fillCard(user);
    await fillAddress(user);
    expect(screen.queryByRole('checkbox', { name: 'Remember my details' })).toBeNull();
    await user.click(payButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ saveDetails: false }));
  });

  it('a blocked form (empty basket) says why and cannot be sent', async () => {
    const { user, onSubmit } = renderDirectForm({
      blockedReason: 'Your basket is empty: add something to pay for first.',
    });
    await fillCard(user);
    await fillAddress(user);
    expect(screen.getByText('Your basket is empty: add something to pay for first.')).toBeVisible();
    expect(payButton()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("the 'Test Cards' popup fills the whole form for its scenario, and it can be paid at once", async () => {
    const { store, onSubmit } = renderDirectForm();
    expect(store.getState().appWrapper.cardFormsOpen).toBe(1);
    const refused = testCards.find((card) => card.label === 'Refused');
    if (!refused) throw new Error("the scenario table has no 'Refused' card");
    act(() => {
      store.dispatch(testCardPicked(scenarioFillOf(refused, new Date(2026, 10, 27))));
    });
    expect(field('Card number')).toHaveValue(spaced(scenarioCard('frictionless')));
    expect(field('Cardholder name')).toHaveValue('REFUSED');
    expect(field('Expiry date')).toHaveValue('12/29');
    expect(field('CVC')).toHaveValue('123');
    expect(await screen.findByRole('textbox', { name: 'Address' })).toHaveValue('12 Harbour Row');
    expect(field('City')).toHaveValue('St Ives');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        billingAddress: expect.objectContaining({
          address1: '12 Harbour Row',
          postalCode: 'TR26 1LP',
        }),
      }),
    );
  });
});
