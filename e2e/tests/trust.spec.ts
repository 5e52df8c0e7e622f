// Issue 35, one walk each (desktop): the 'Test Cards' panel says what each card does and switches
// the settings a card needs in one click, recorded in the trail (item 4), and 'Fill' completes
// the whole typed form; between Pay and the result the device never shows an empty shop, frame
// by frame (item 1); the trail survives a reload (item 2); a reload during the bank's challenge
// ends the journey on a screen that says so, its calls still in the trail (item 2); keyboard
// focus is seen and follows the screens (item 11); PayPal's overlays leave with the review page
// and its pay-in-3 parts add up (item 12).
import type { Page } from '@playwright/test';
import { expect, once, test } from '../fixtures';
import { shopScreen } from '../helpers';
import { seedShop } from '../payment';
import { scenarioCard } from '@sjd/sandbox/scenarios';
import { spaced } from '../card-numbers';

/** The trail as the app keeps it for this visit (sessionStorage, issue 35 item 2). */
async function storedTrail(
  page: Page,
): Promise<{ name: string; events: { title: string; plainText?: string }[] }[]> {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('sjd:trail');
    return raw ? JSON.parse(raw).data.triggers : [];
  });
}

/**
 * Records, on every animation frame from now on, whether the shop's screen area (between its
 * bar and its footer) shows anything: its visible text.
 */
async function watchShopScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: { path: string; text: string }[] = [];
    Object.assign(window, { sjdSamples: samples });
    const sample = () => {
      const area = document.querySelector<HTMLElement>('[data-shop-screen]');
      samples.push({ path: window.location.pathname, text: area ? area.innerText.trim() : '' });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const samplesOf = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { sjdSamples: { path: string; text: string }[] }).sjdSamples,
  );

test(
  'test cards say what they do and switch what they need; no empty frame from Pay to Success; the trail survives a reload',
  once,
  async ({ page }) => {
    test.setTimeout(60_000);
    await seedShop(page, { shop: 'retail', integration: 'Modular', capture: 'Direct' }, 'checkout');
    const cards = page.getByRole('region', { name: 'Test Cards' });

    // Item 4: visibly, under each entry, what it does; FraudSight is off by default, so 'High
    // fraud risk' would pay: the panel says so and switches it on in one click.
    await expect(
      cards.getByText('3DS challenge — passcode 1234 — then success · needs 3DS on'),
    ).toBeVisible();
    const highRisk = cards.getByRole('button', { name: /^High fraud risk/ });
    await expect(highRisk).toHaveAccessibleDescription(/FraudSight is off now/);
    await cards.getByRole('button', { name: 'Turn FraudSight on for High fraud risk' }).click();
    await expect(cards.getByRole('status')).toHaveText(
      'FraudSight switched on for High fraud risk',
    );
    await expect(highRisk).not.toHaveAccessibleDescription(/is off now/);
    expect((await storedTrail(page)).map((t) => t.name)).toEqual(['Settings changed']);
    await expect(page.getByText('Settings changed: FraudSight on').first()).toBeVisible();

    // 'Fill' completes the whole form, address included.
    await cards.getByRole('button', { name: 'Fill the card form with Frictionless' }).click();
    const form = shopScreen(page).getByRole('form', { name: 'Card payment' });
    await expect(form.getByRole('textbox', { name: 'Card number' })).toHaveValue(
      spaced(scenarioCard('frictionless')),
    );
    await expect(form.getByRole('textbox', { name: 'Cardholder name' })).toHaveValue(
      'Ada Lovelace',
    );
    await expect(form.getByRole('textbox', { name: 'Expiry date' })).toHaveValue(/^12\/\d\d$/);
    await expect(form.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
    const billing = form.getByRole('group', { name: 'Billing Address' });
    await expect(billing.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Harbour Row');
    const pay = form.getByRole('button', { name: 'Pay £2.00' });
    await expect(pay).toBeEnabled();

    // Item 1: every frame from Pay to Success shows shop content.
    await watchShopScreen(page);
    await pay.click();
    await expect(shopScreen(page).getByRole('heading', { level: 1, name: 'Success' })).toBeVisible({
      timeout: 20_000,
    });
    const samples = await samplesOf(page);
    const empty = samples.filter((s) => s.text === '').map((s) => s.path);
    expect(empty, 'frames with an empty shop screen').toEqual([]);
    expect(samples.some((s) => s.path === '/retail/processing')).toBe(true);

    // Item 2: the trail survives a reload of the tab.
    const before = (await storedTrail(page)).map((t) => t.name);
    expect(before).toContain('Pay with card');
    await page.reload();
    await expect(shopScreen(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect((await storedTrail(page)).map((t) => t.name)).toEqual(before);
    await expect(page.getByText('Settings changed: FraudSight on').first()).toBeVisible();
  },
);

test(
  'a reload during the bank challenge ends on a screen that says so, its calls still in the trail',
  once,
  async ({ page }) => {
    test.setTimeout(60_000);
    await seedShop(page, { shop: 'retail', integration: 'Modular', capture: 'Direct' }, 'checkout');
    const cards = page.getByRole('region', { name: 'Test Cards' });
    await cards.getByRole('button', { name: 'Fill the card form with Success' }).click();
    const form = shopScreen(page).getByRole('form', { name: 'Card payment' });
    await form.getByRole('button', { name: 'Pay £2.00' }).click();
    await expect(shopScreen(page).getByTitle('3-D Secure check by your bank')).toBeVisible({
      timeout: 20_000,
    });

    await page.reload();
    await expect(page).toHaveURL(/\/retail\/processing$/);
    const screen = shopScreen(page);
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Payment interrupted' }),
    ).toBeVisible();
    await expect(screen.getByText(/^The payment was interrupted/)).toBeVisible();
    // The journey's calls are all there (the 3DS steps record under their own triggers), and the
    // last one ends with the interruption.
    const trail = await storedTrail(page);
    expect(trail.map((t) => t.name)).toEqual(['Pay with card', 'Device data collected']);
    const titles = trail.flatMap((t) => t.events.map((e) => e.title));
    expect(titles).toContain('3DS authentication');
    expect(trail.at(-1)?.events.at(-1)?.title).toBe('Interrupted by a reload');
    await expect(page.getByText('Interrupted by a reload').first()).toBeVisible();
    // Going on leaves the basket as it was: nothing was charged.
    await screen.getByRole('link', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(/processing/);
  },
);

test(
  'keyboard focus: the skip link is the first Tab stop, a ring shows, each new screen focuses its heading',
  once,
  async ({ page }) => {
    await seedShop(page, { shop: 'retail', integration: 'Modular', capture: 'Direct' }, 'plp');
    const screen = shopScreen(page);
    await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the shop' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(screen.getByRole('heading', { level: 1 })).toBeFocused();

    // From the heading, Tab reaches the shop's own controls with a ring that can be seen.
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const style = focused ? getComputedStyle(focused) : null;
      return {
        inShop: Boolean(focused?.closest('[data-shop-screen]')),
        outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
      };
    });
    expect(ring.inShop).toBe(true);
    expect(ring.outline).toBe('solid 3px');

    // A screen change (a product opened from the keyboard) puts focus on the new heading, not on
    // the page's body.
    const product = screen.getByRole('listitem').first().getByRole('link');
    const name = (await product.getByRole('heading').textContent()) ?? '';
    await product.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/retail\/pdp\/\d+$/);
    const heading = screen.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(name);
    await expect(heading).toBeFocused();
  },
);

test(
  "PayPal's sheet: the overlays show from the cue and leave at once with the review page",
  once,
  async ({ page }) => {
    await page.clock.install();
    await seedShop(
      page,
      { shop: 'retail', integration: 'Modular', capture: 'Checkout' },
      'registerPayment',
    );
    await shopScreen(page).getByRole('button', { name: 'Pay with PayPal' }).click();
    const dialog = page.getByRole('dialog', { name: 'PayPal' });
    const total = dialog.locator('[data-overlay="total"]');
    const payLater = dialog.locator('[data-overlay="payLater"]');
    await expect(total).toHaveAttribute('data-shown', 'false');
    // The sheet's clock (page timers, counting while the video plays) moved on to the cue.
    await expect(async () => {
      await page.clock.runFor(500);
      await expect(total).toHaveAttribute('data-shown', 'true', { timeout: 200 });
    }).toPass({ intervals: [0] });
    await expect(payLater).toHaveText('Pay in 3 interest-free: £0.67 + £0.67 + £0.66');
    // Past the review page (5.9 s): every overlay goes at once, no fade left over the next page.
    await page.clock.runFor(2_000);
    for (const overlay of [total, payLater, dialog.locator('[data-overlay="returnTo"]')]) {
      await expect(overlay).toHaveAttribute('data-shown', 'false');
      expect(await overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    }
  },
);
