// Nothing covers a control (issue 14): every screen of every shop that exists, as a visitor first
// sees it (the 'Test Cards' popup as the route opens it, nothing closed by the test), at a phone
// width and at the desktop width. For each visible input, card-field frame, button, link, tab and
// notice, the element at its centre, once scrolled into view, must be the control itself.
//
// One row per (shop, path, setup): a new shop joins with its rows. The setups say what the
// visitor has done before (a basket, Direct capture, saved cards, the billing address shown).
import type { Page } from '@playwright/test';
import { coveredControls } from '../covering';
import { expect, test } from '../fixtures';
import { sampleCart, shopScreen, stored } from '../helpers';
import { fillCard, sampleAddress } from '../payment';
import { createSavedCard, sampleCard, seedSavedCards } from '../storefront';

type Shop = 'retail' | 'modernmart' | 'gambling' | 'digital' | 'museart';

/** A screen of each shop that loads the app (and so its namespace) before cards are seeded. */
const firstScreen: Record<Shop, string> = {
  retail: 'plp',
  modernmart: 'plp',
  gambling: 'account',
  // Their splash (any path of theirs that is not a screen).
  digital: '',
  museart: '',
};

interface Visit {
  cart?: boolean;
  capture?: 'Checkout' | 'Direct';
  checkCVC?: boolean;
  savedCards?: number;
}

/** Opens /{shop}/{path} with the visit's state stored before the app's first load. */
async function open(page: Page, shop: Shop, path: string, visit: Visit = {}): Promise<void> {
  const siteConfig = {
    currency: 'GBP',
    environment: 'try',
    clientIntegrationType: visit.capture ?? 'Checkout',
    integrationType: 'Modular',
    allowCardPayment: true,
    allowExpressPayment: true,
    allow3DS: true,
    allowFraudSight: false,
    checkCVC: visit.checkCVC ?? true,
    isApplePayEligible: true,
    theme: shop,
    initializingConfig: false,
  };
  const entries: Record<string, string> = { 'sjd:siteConfig': stored(siteConfig) };
  if (visit.cart) entries['sjd:cart'] = stored(sampleCart);
  await page.addInitScript((values) => {
    if (window !== window.top || window.sessionStorage.getItem('sjd-e2e:seeded')) return;
    window.sessionStorage.setItem('sjd-e2e:seeded', 'yes');
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
  if (visit.savedCards) {
    // The shopper's namespace exists once the app has loaded.
    await page.goto(`/${shop}/${firstScreen[shop]}`);
    await expect(shopScreen(page).getByRole('heading', { level: 1 })).toBeVisible();
    // Different cards: the same card twice is one token at the provider.
    const cards = [sampleCard, { ...sampleCard, cardNumber: '4000000000001000' }];
    const tokens = [];
    for (const card of cards.slice(0, visit.savedCards))
      tokens.push(await createSavedCard(page, card));
    await seedSavedCards(page, tokens);
  }
  await page.goto(`/${shop}/${path}`);
  await expect(shopScreen(page).getByRole('heading', { level: 1 })).toBeVisible();
}

type Setup = (page: Page, shop: Shop, path: string) => Promise<void>;

const setups = {
  'new visitor': (page, shop, path) => open(page, shop, path),
  'basket of 2': (page, shop, path) => open(page, shop, path, { cart: true }),
  'basket of 2, Direct capture': (page, shop, path) =>
    open(page, shop, path, { cart: true, capture: 'Direct' }),
  'card typed, billing address shown': async (page, shop, path) => {
    await open(page, shop, path, { cart: true, capture: 'Direct' });
    const form = shopScreen(page).getByRole('form').first();
    await fillCard(form, 'Direct', { cardNumber: '4000000000001091', cardHolderName: 'Ada' });
    const billing = form.getByRole('group', { name: 'Billing Address' });
    await billing.getByRole('textbox', { name: 'Address' }).fill(sampleAddress.address1);
  },
  'saved card': (page, shop, path) => open(page, shop, path, { cart: true, savedCards: 1 }),
  'two saved cards, CVC check off': (page, shop, path) =>
    open(page, shop, path, { cart: true, savedCards: 2, checkCVC: false }),
  'saved card, its edit link followed': async (page, shop) => {
    await open(page, shop, 'account', { savedCards: 1 });
    // Retail edits a saved card; modernmart's are read-only ('View').
    await shopScreen(page)
      .getByRole('link', { name: /^(Edit|View) / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account\/edit-card$/);
  },
  'Add to Basket pressed': async (page, shop, path) => {
    await open(page, shop, path);
    await shopScreen(page).getByRole('button', { name: 'Add to Basket' }).click();
    await expect(
      shopScreen(page).getByRole('status').filter({ hasText: 'Item added' }),
    ).toBeVisible();
  },
  // Museart: the order summary holds the default order (one adult ticket), as 'Checkout' leaves it.
  'tickets chosen': async (page, shop, path) => {
    await open(page, shop, 'order-detail');
    await shopScreen(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop}/${path}$`));
    await expect(shopScreen(page).getByRole('heading', { level: 1 })).toBeVisible();
  },
  'hosted page open': async (page, shop, path) => {
    await setups['tickets chosen'](page, shop, path);
    await shopScreen(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      shopScreen(page)
        .frameLocator('iframe[name="wp-hpp-frame"]')
        .getByRole('button', { name: /^Pay £/ }),
    ).toBeVisible();
  },
  'hosted page library blocked': async (page, shop, path) => {
    await page.route('**/hpp-embedded-integration-library.js', (route) =>
      route.abort('blockedbyclient'),
    );
    await setups['tickets chosen'](page, shop, path);
    await shopScreen(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(shopScreen(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
  // The express wallets' dialogs (issue 18), mid-sheet with the shop's total laid over it: a
  // video held by the viewer's 'Pause demo'; Google Pay's phone still, which runs on a 6 s clock,
  // held by pausing the page's clock.
  'Apple Pay dialog open': (page, shop, path) => openWallet(page, shop, path, 'Apple Pay'),
  'Google Pay dialog open': (page, shop, path) => openWallet(page, shop, path, 'Google Pay'),
  'PayPal dialog open': (page, shop, path) => openWallet(page, shop, path, 'PayPal'),
} satisfies Record<string, Setup>;

async function openWallet(page: Page, shop: Shop, path: string, wallet: string): Promise<void> {
  await page.clock.install();
  await open(page, shop, path, { cart: true });
  await shopScreen(page)
    .getByRole('button', { name: `Pay with ${wallet}` })
    .click();
  const dialog = page.getByRole('dialog', { name: wallet });
  const total = dialog.locator('[data-overlay="total"]');
  await expect(total).toHaveAttribute('data-shown', 'true');
  const pause = dialog.getByRole('button', { name: 'Pause demo' });
  if (await dialog.locator('video').count()) await pause.click();
  else await pauseClock(page);
  // Held mid-sheet: still showing the total, not past the sheet's end.
  await expect(total).toHaveAttribute('data-shown', 'true');
}

/**
 * Pauses the page's clock about now. `pauseAt` only moves forward, and the page's clock runs on
 * while the time is read and the pause is sent (more than 10 ms on a loaded CI machine: "Cannot
 * fast-forward to the past"), so it aims a little ahead and, if that moment has passed, aims again.
 * The Google Pay still shows its overlays from 4 s to its end at 6 s, far longer than the aim.
 */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

type SetupName = keyof typeof setups;

interface Row {
  shop: Shop;
  path: string;
  setup: SetupName;
}

const fashionScreens = (shop: Shop): Row[] => [
  { shop, path: '', setup: 'new visitor' },
  { shop, path: 'plp', setup: 'new visitor' },
  { shop, path: 'pdp/1', setup: 'new visitor' },
  { shop, path: 'pdp/2', setup: 'Add to Basket pressed' },
  { shop, path: 'basket', setup: 'new visitor' },
  { shop, path: 'basket', setup: 'basket of 2' },
  { shop, path: 'basket', setup: 'saved card' },
  { shop, path: 'basket', setup: 'two saved cards, CVC check off' },
  { shop, path: 'registerPayment', setup: 'basket of 2' },
  { shop, path: 'checkout', setup: 'basket of 2' },
  { shop, path: 'checkout', setup: 'basket of 2, Direct capture' },
  { shop, path: 'checkout', setup: 'card typed, billing address shown' },
  { shop, path: 'cardCheck', setup: 'saved card' },
  { shop, path: 'account', setup: 'new visitor' },
  { shop, path: 'account', setup: 'saved card' },
  { shop, path: 'account/edit-card', setup: 'saved card, its edit link followed' },
  { shop, path: 'success', setup: 'basket of 2' },
  { shop, path: 'declined', setup: 'basket of 2' },
  { shop, path: 'error', setup: 'basket of 2' },
  { shop, path: 'addCardfailed', setup: 'new visitor' },
];

/** The subscription shop's payment screens (its result panels are the shared ones above). */
const digitalScreens: Row[] = [
  { shop: 'digital', path: 'checkout', setup: 'card typed, billing address shown' },
  { shop: 'digital', path: 'account', setup: 'saved card' },
  { shop: 'digital', path: 'account/edit-card', setup: 'saved card, its edit link followed' },
  { shop: 'digital', path: 'account/replace-card', setup: 'saved card' },
];

/** The museum ticket portal: its ticket pages, the hosted payment page's states, its results. */
const museartScreens: Row[] = [
  { shop: 'museart', path: '', setup: 'new visitor' },
  { shop: 'museart', path: 'order-detail', setup: 'new visitor' },
  { shop: 'museart', path: 'order-summary', setup: 'tickets chosen' },
  { shop: 'museart', path: 'order-summary', setup: 'hosted page open' },
  { shop: 'museart', path: 'order-summary', setup: 'hosted page library blocked' },
  { shop: 'museart', path: 'success', setup: 'new visitor' },
  { shop: 'museart', path: 'declined', setup: 'new visitor' },
  { shop: 'museart', path: 'error', setup: 'new visitor' },
];

/** The sports-betting shop (issue 15): its account, card and money screens and its results. */
const gamblingScreens: Row[] = [
  { shop: 'gambling', path: '', setup: 'new visitor' },
  { shop: 'gambling', path: 'account', setup: 'new visitor' },
  { shop: 'gambling', path: 'account', setup: 'saved card' },
  { shop: 'gambling', path: 'account/add-card', setup: 'new visitor' },
  { shop: 'gambling', path: 'account/add-funds', setup: 'saved card' },
  { shop: 'gambling', path: 'account/withdraw-funds', setup: 'saved card' },
  { shop: 'gambling', path: 'account/edit-card', setup: 'saved card, its edit link followed' },
  { shop: 'gambling', path: 'success', setup: 'new visitor' },
  { shop: 'gambling', path: 'fastSuccess', setup: 'new visitor' },
  { shop: 'gambling', path: 'slowSuccess', setup: 'new visitor' },
  { shop: 'gambling', path: 'declined', setup: 'new visitor' },
  { shop: 'gambling', path: 'error', setup: 'new visitor' },
  { shop: 'gambling', path: 'addCardfailed', setup: 'new visitor' },
];

/** Every screen of every shop that exists; a new shop adds its rows here. */
const screens: Row[] = [
  ...fashionScreens('retail'),
  ...fashionScreens('modernmart'),
  ...digitalScreens,
  ...museartScreens,
  { shop: 'retail', path: 'registerPayment', setup: 'Apple Pay dialog open' },
  { shop: 'retail', path: 'registerPayment', setup: 'Google Pay dialog open' },
  { shop: 'retail', path: 'registerPayment', setup: 'PayPal dialog open' },
  ...gamblingScreens,
];

const widths = [
  { name: 'phone 390 px', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop 1440 px', viewport: { width: 1440, height: 900 } },
];

// Between the two: the narrowest phone, a tablet, the smallest wide layout, a laptop.
const moreWidths = [360, 768, 1024, 1280].map((width) => ({
  name: `${width} px`,
  viewport: { width, height: 800 },
  isMobile: width < 1024,
  hasTouch: width < 1024,
  rows: screens.filter(
    (row) =>
      row.shop === 'retail' &&
      ((row.path === 'checkout' && row.setup === 'card typed, billing address shown') ||
        (row.path === 'account' && row.setup === 'saved card')),
  ),
}));

for (const width of [...widths.map((w) => ({ ...w, rows: screens })), ...moreWidths]) {
  test.describe(`nothing covers a control, ${width.name}`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.isMobile ?? false,
      hasTouch: width.hasTouch ?? false,
    });
    for (const { shop, path, setup } of width.rows) {
      test(`/${shop}/${path} (${setup})`, async ({ page }) => {
        await setups[setup](page, shop, path);
        const secureFields = shopScreen(page).locator('iframe[title^="Secure "]');
        for (const frame of await secureFields.all())
          await expect(frame.contentFrame().locator('input')).toBeVisible();
        expect(await coveredControls(page)).toEqual([]);
        // The hosted payment page, once open: nothing inside it covers its own controls either.
        const hostedPage = page.frame({ name: 'wp-hpp-frame' });
        if (hostedPage) expect(await coveredControls(hostedPage), 'hosted page').toEqual([]);
      });
    }
  });
}
