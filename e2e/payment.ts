// Helpers for the payment journeys (issue 8): open the checkout of a shop in a chosen
// integration and capture mode, fill the card form (typed, or in the sandbox's hosted fields),
// pass or fail the bank's challenge, see the result; 'Buy Now' with a saved card.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { clickUntilGone, fillInFrame } from './frames';
import { readStored, sampleCart, seedStorage, shopScreen, stored, visit } from './helpers';
import { closeTestCards } from './storefront';

export type ShopName = 'retail' | 'modernmart';
export type Integration = 'Modular' | 'Orchestrated';
/** The site config's clientIntegrationType: 'Checkout' is the Checkout SDK. */
export type Capture = 'Checkout' | 'Direct';

export interface Combo {
  shop: ShopName;
  integration: Integration;
  capture: Capture;
}

export const comboName = ({ shop, integration, capture }: Combo) =>
  `${shop}/${integration}/${capture === 'Checkout' ? 'SDK' : 'Direct'}`;

export interface CardInput {
  cardNumber: string;
  cardHolderName: string;
  expiry?: string;
  cvc?: string;
}

export interface AddressInput {
  address1: string;
  city: string;
  postalCode: string;
}

export const sampleAddress: AddressInput = {
  address1: '12 Harbour Row',
  city: 'St Ives',
  postalCode: 'TR26 1LP',
};

/**
 * The site config a new visitor gets (apps/web site-config-slice's defaults), stored whole: the
 * app drops a stored config that does not match its schema, which seedShop's check would catch.
 */
const defaultSiteConfig = {
  currency: 'GBP',
  environment: 'try',
  clientIntegrationType: 'Checkout',
  integrationType: 'Modular',
  allowCardPayment: true,
  allowExpressPayment: true,
  allowLocalMethods: true,
  allow3DS: true,
  allowFraudSight: false,
  checkCVC: true,
  isApplePayEligible: true,
  theme: 'retail',
  initializingConfig: false,
};

/**
 * Opens `/{shop}/{path}` with the sample cart (2 items, £2.00) and the combination's settings
 * already stored: an init script writes them before the app's first load reads them (one load,
 * and nothing the app writes on start-up can overwrite them). Later loads in the same tab keep
 * whatever the app stored since.
 */
export async function seedShop(
  page: Page,
  combo: Combo,
  path: string,
  settings: Record<string, unknown> = {},
): Promise<void> {
  const config = {
    ...defaultSiteConfig,
    theme: combo.shop,
    integrationType: combo.integration,
    clientIntegrationType: combo.capture,
    ...settings,
  };
  await page.addInitScript(
    (entries) => {
      if (window !== window.top || window.sessionStorage.getItem('sjd-e2e:seeded')) return;
      window.sessionStorage.setItem('sjd-e2e:seeded', 'yes');
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    { 'sjd:cart': stored(sampleCart), 'sjd:siteConfig': stored(config) },
  );
  await page.goto(`/${combo.shop}/${path}`);
  await expect(basketLink(page, 2)).toBeVisible();
  expect(await readStored(page, 'siteConfig'), 'the app took the seeded settings').toEqual(config);
}

export const basketLink = (page: Page, items: number) =>
  shopScreen(page).getByRole('link', { name: `Basket, ${items} items` });

/** The checkout's card form with the sample cart in it. */
export async function openCheckout(
  page: Page,
  combo: Combo,
  settings: Record<string, unknown> = {},
): Promise<Locator> {
  await seedShop(page, combo, 'checkout', settings);
  await closeTestCards(page);
  const form = shopScreen(page).getByRole('form', { name: 'Card payment' });
  await expect(form).toBeVisible();
  return form;
}

/** Fills the card part of a card form: typed fields (Direct) or the hosted frames (SDK). */
export async function fillCard(form: Locator, capture: Capture, card: CardInput): Promise<void> {
  const expiry = card.expiry ?? '12/35';
  const cvc = card.cvc ?? '123';
  if (capture === 'Direct') {
    await form.getByRole('textbox', { name: 'Card number' }).fill(card.cardNumber);
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill(card.cardHolderName);
    await form.getByRole('textbox', { name: 'Expiry date' }).fill(expiry);
    await form.getByRole('textbox', { name: 'CVC' }).fill(cvc);
    return;
  }
  const field = (title: string, label: string) =>
    form.frameLocator(`iframe[title="${title}"]`).getByLabel(label);
  await fillInFrame(field('Secure card number field', 'Card number'), card.cardNumber);
  await fillInFrame(field('Secure expiry date field', 'Expiry date'), expiry);
  await fillInFrame(field('Secure security code field', 'Security code'), cvc);
  await form.getByRole('textbox', { name: 'Cardholder name' }).fill(card.cardHolderName);
}

/** The billing address, revealed once the card part is valid; GB is the default country. */
export async function fillAddress(
  form: Locator,
  options: { address?: AddressInput; remember?: boolean } = {},
): Promise<void> {
  const address = options.address ?? sampleAddress;
  const section = form.getByRole('group', { name: 'Billing Address' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  await section.getByRole('textbox', { name: 'Address' }).fill(address.address1);
  await section.getByRole('textbox', { name: 'City' }).fill(address.city);
  await section.getByRole('textbox', { name: 'Postcode' }).fill(address.postalCode);
  if (options.remember)
    await section.getByRole('checkbox', { name: 'Remember my details' }).check();
}

/** Card, address, then the form's submit button ('Pay £2.00', 'Save card'). */
export async function submitCardForm(
  form: Locator,
  capture: Capture,
  card: CardInput,
  options: { remember?: boolean; submit?: string | RegExp } = {},
): Promise<void> {
  await fillCard(form, capture, card);
  await fillAddress(form, options);
  const submit = form.getByRole('button', { name: options.submit ?? /^Pay / });
  await expect(submit).toBeEnabled();
  await submit.click();
}

/**
 * The bank's challenge on the processing screen: the passcode (1234) and Confirm pass, Cancel
 * fails. The button is clicked until it goes (see frames.ts: the challenge frame has only just
 * faded in when a test gets to it, and Chromium drops clicks on such a frame).
 */
export async function answerChallenge(page: Page, action: 'pass' | 'cancel'): Promise<void> {
  const screen = shopScreen(page);
  await expect(
    screen.getByRole('heading', { level: 1, name: /^(Processing payment|Adding card)$/ }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/ \| Payment Processing$/);
  const frame = screen.getByTitle('3-D Secure check by your bank').contentFrame();
  if (action === 'pass') {
    await frame.getByRole('textbox', { name: 'One-time passcode' }).fill('1234');
    await clickUntilGone(frame.getByRole('button', { name: 'Confirm' }));
  } else {
    await clickUntilGone(frame.getByRole('button', { name: 'Cancel' }));
  }
}

export type ResultScreen = 'success' | 'declined' | 'error';

const resultTexts: Record<ResultScreen, { title: string; message: string }> = {
  success: {
    title: 'Success',
    message: 'Thank you for your order. Your payment was successful.',
  },
  declined: { title: 'Payment declined', message: 'Your payment was declined.' },
  error: { title: 'Payment failed', message: 'There was an error taking your payment.' },
};

/**
 * The result screen's title and message; the cart emptied on success and kept otherwise
 * (the sample cart's 2 items).
 */
export async function expectResult(page: Page, shop: ShopName, result: ResultScreen) {
  const screen = shopScreen(page);
  // A payment is several provider round trips after the last click: a wider wait than a click's.
  await expect(page).toHaveURL(new RegExp(`/${shop}/${result}$`), { timeout: 20_000 });
  const texts = resultTexts[result];
  await expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(screen.getByText(texts.message, { exact: true })).toBeVisible();
  await expect(basketLink(page, result === 'success' ? 0 : 2)).toBeVisible();
}

/**
 * Fills the basket again (a paid order emptied it) with the CVC check as given, on the basket
 * page: the saved cards stay as the app stored them. Reloading clears the terminal.
 */
export async function refillBasket(page: Page, shop: ShopName, checkCVC: boolean): Promise<void> {
  await visit(page, `/${shop}/basket`);
  const config = await readStored(page, 'siteConfig');
  // A new shopping trip: the trail kept across reloads (sjd:trail, this tab's session storage)
  // starts empty, so the next journey's calls are the trail's only ones.
  await page.evaluate(() => window.sessionStorage.removeItem('sjd:trail'));
  await seedStorage(page, {
    'sjd:cart': stored(sampleCart),
    'sjd:siteConfig': stored({ ...(typeof config === 'object' ? config : {}), checkCVC }),
  });
  await expect(basketLink(page, 2)).toBeVisible();
}

/**
 * 'Buy Now' with the saved card: with the CVC check on, the card check first (flip the card,
 * type the security code — in the hosted field with the SDK — and continue).
 */
export async function buyNow(page: Page, capture: Capture, checkCVC: boolean): Promise<void> {
  const screen = shopScreen(page);
  await screen
    .getByRole('group', { name: 'Basket actions' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  if (!checkCVC) return;
  await expect(screen.getByRole('heading', { level: 1, name: 'Verify your card' })).toBeVisible();
  await screen.getByRole('button', { name: 'Verify Card' }).click();
  if (capture === 'Direct')
    await screen.getByRole('textbox', { name: 'Security code' }).fill('123');
  else
    await fillInFrame(
      screen.frameLocator('iframe[title="Secure security code field"]').getByLabel('Security code'),
      '123',
    );
  await screen.getByRole('button', { name: 'Continue with payment' }).click();
}
