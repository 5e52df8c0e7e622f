// The museum ticket portal on the hosted payment page (issue 17; spec §2 "Museart", §4 "Hosted
// payment (museart)", §5 "Tickets", §7): from the landing card through the splash, the ticket
// page (bounds, date) and the summary to the provider's page in its cross-origin frame, paid and
// answered through the library's result callback; the other outcomes from one table; the library
// script blocked, then retried. The terminal shows the initialisation call and the result event.
// The main journey runs at both widths; the blocked script and the outcome table walk one tab at
// desktop width (the flow tests in apps/web cover every status; these prove the browser's part).
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { animationsSettled, seriousOf, seriousViolations, shopRegion, wcagTags } from '../axe';
import { expect, test } from '../fixtures';
import { clickUntilGone, fillInFrame } from '../frames';
import { shopScreen, visit } from '../helpers';
import { closeTestCards } from '../storefront';
import { expectTrail } from '../terminal';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const libraryPath = '/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js';

/** The provider's page, framed by the library inside the shop. */
const hostedPage = (page: Page) => shopScreen(page).frameLocator('iframe[name="wp-hpp-frame"]');

interface CardInput {
  name: string;
  number: string;
}

/** On the summary (its lazy screen shown: the Test Cards popup it opens is the one to close). */
async function onSummary(page: Page) {
  await expect(
    shopScreen(page).getByRole('heading', { level: 1, name: 'Order summary' }),
  ).toBeVisible();
  await closeTestCards(page);
}

/** Opens the hosted page from the summary and pays with the card on it. */
async function payOnHostedPage(page: Page, card: CardInput, whenOpen?: () => Promise<void>) {
  await onSummary(page);
  await shopScreen(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(hostedPage(page).getByRole('button', { name: /^Pay £/ })).toBeVisible();
  await whenOpen?.();
  await fillCard(page, card);
}

/** Pays on the open hosted page with the card. */
async function fillCard(page: Page, card: CardInput) {
  const form = hostedPage(page);
  await fillInFrame(form.getByLabel('Name on card'), card.name);
  await fillInFrame(form.getByLabel('Card number'), card.number);
  await fillInFrame(form.getByLabel('Expiry date'), '12/35');
  await fillInFrame(form.getByLabel('Security code'), '123');
  await clickUntilGone(form.getByRole('button', { name: /^Pay £/ }));
}

/** The terminal: a tab of its own at phone width. */
async function showTerminal(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('tab', { name: 'Terminal' }).click();
}

/** axe on the shop inside the device frame (the shell around it has its own checks: a11y.spec). */
async function expectAccessible(page: Page, name: string) {
  expect(await seriousViolations(page, { include: shopRegion }), name).toEqual([]);
}

/**
 * axe inside the hosted page's cross-origin frame, run in that frame itself: AxeBuilder stops at
 * a frame's border when the context is the shop's region, and gives up on a frame that takes
 * over a second to take axe's script (a loaded machine), silently.
 */
async function expectHostedPageAccessible(page: Page) {
  const frame = page.frame({ name: 'wp-hpp-frame' });
  if (!frame) throw new Error('The hosted page is not framed');
  await frame.evaluate(axe.source);
  await animationsSettled(frame);
  const results = await frame.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    wcagTags,
  );
  expect(seriousOf(results.violations), 'the hosted page').toEqual([]);
  expect(results.passes.length, 'axe ran in the hosted page').toBeGreaterThan(10);
}

/**
 * The hosted page is keyboard-complete: Tab walks its fields and buttons in reading order. (Its
 * submit is not pressed by key here: a key press that tears the frame down can hang, frames.ts.)
 */
async function expectHostedPageTabOrder(page: Page) {
  const form = hostedPage(page);
  const first = form.getByLabel('Name on card');
  const order = [
    first,
    form.getByLabel('Card number'),
    form.getByLabel('Expiry date'),
    form.getByLabel('Security code'),
    form.getByRole('button', { name: /^Pay £/ }),
    form.getByRole('button', { name: 'Cancel payment' }),
  ];
  await first.focus();
  for (const control of order) {
    await expect(control).toBeFocused();
    await control.press('Tab');
  }
}

const initialised = 'Pay on hosted page: Create payment page 200 → WPCL.Library setup';

test('splash → tickets → summary → the hosted page → success; the terminal shows the call and the result', async ({
  page,
  sandboxUrl,
  isMobile,
}) => {
  // Five screens with an axe check each, and a payment: longer than one payment's time.
  test.setTimeout(90_000);
  await page.goto('/landing');
  await page.getByRole('link', { name: /Museum ticket portal/ }).click();
  await expect(page).toHaveURL(/\/museart$/);
  const screen = shopScreen(page);
  await expect(screen.getByRole('img', { name: 'Museart logo' })).toBeVisible();
  await expectAccessible(page, 'splash');
  // The left panel: the documentation panel only, no settings form.
  const controls = page.getByRole('complementary', { name: 'Demo controls' });
  await expect(controls.getByRole('heading', { name: 'Documentation' })).toBeAttached();
  await expect(controls.getByRole('button', { name: 'Apply Settings' })).toHaveCount(0);
  // Any other path under the base is the splash too.
  await visit(page, '/museart/anything/else');
  await screen.getByRole('link', { name: 'Enter Site' }).click();

  await expect(page).toHaveURL(/\/museart\/order-detail$/);
  await expect(
    screen.getByRole('heading', { level: 1, name: 'Choose your tickets' }),
  ).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Back' })).toHaveCount(0);
  const total = screen.getByRole('group', { name: 'Order total' });
  await expect(total).toHaveText('Total£16.00');
  await expectAccessible(page, 'order-detail');
  // Bounds: no adult ticket disables Checkout and the minus button; the date starts today.
  await screen.getByRole('button', { name: 'One adult ticket fewer' }).click();
  await expect(screen.getByRole('button', { name: 'One adult ticket fewer' })).toBeDisabled();
  await expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await screen.getByRole('button', { name: 'One adult ticket more' }).click();
  await screen.getByRole('button', { name: 'One child ticket more' }).click();
  await expect(total).toHaveText('Total£20.00');
  const date = screen.getByLabel(/Visit date/);
  const today = await date.inputValue();
  await expect(date).toHaveAttribute('min', today);
  await date.pressSequentially('1999');
  await expect(date).toHaveValue(today);
  await date.fill('2099-12-24');
  await screen.getByRole('link', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/museart\/order-summary$/);
  // Spec §2: 'Test Cards' starts open on the order summary.
  await expect(page.getByRole('button', { name: 'Test Cards' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(screen.getByText(/^Thursday,? 24 December 2099$/)).toBeVisible();
  await expect(screen.getByRole('group', { name: 'Order total' })).toHaveText('Total£20.00');
  await expectAccessible(page, 'order-summary');
  await payOnHostedPage(
    page,
    { name: 'Ada Lovelace', number: scenarioCard('frictionless') },
    async () => {
      await expectHostedPageAccessible(page);
      await expectHostedPageTabOrder(page);
    },
  );

  await expect(page).toHaveURL(/\/museart\/success$/);
  await expect(screen.getByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
  await expect(screen.getByText(/^Order reference: SJD-/)).toBeVisible();
  // Museart's success has no navigation bar.
  await expect(screen.getByRole('link', { name: 'Museart home' })).toHaveCount(0);
  await expectAccessible(page, 'success');
  await showTerminal(page, isMobile);
  await expectTrail(page, sandboxUrl, [initialised, 'Hosted page result: Success settle']);
});

/** In the order one visitor meets them: the last one pays. */
const outcomes = [
  {
    name: 'a refused card → declined',
    card: { name: 'REFUSED', number: scenarioCard('frictionless') },
    title: 'Payment declined',
    path: 'declined',
    event: 'Declined',
  },
  {
    name: 'Cancel payment → error',
    cancel: true,
    title: 'Payment failed',
    path: 'error',
    event: 'Error',
  },
  {
    name: 'the 3DS challenge inside the hosted page → success',
    card: { name: 'Ada Lovelace', number: scenarioCard('challenge') },
    challenge: true,
    title: 'Success',
    path: 'success',
    event: 'Success settle',
  },
] as const;

test('one visitor, one tab: the library blocked then retried, a refusal, a cancel, then a 3DS challenge that pays', async ({
  page,
  sandboxUrl,
  isMobile,
}) => {
  // Four hosted pages and three result screens in one walk: the page loads once.
  test.setTimeout(120_000);
  const screen = shopScreen(page);

  // The provider's library is blocked: the shop says so, keeps the order, and tries again.
  await page.route(`${sandboxUrl}${libraryPath}`, (route) => route.abort('blockedbyclient'));
  await page.goto('/museart/order-detail');
  await screen.getByRole('button', { name: 'One child ticket more' }).click();
  await screen.getByRole('link', { name: 'Checkout' }).click();
  await onSummary(page);
  await screen.getByRole('button', { name: 'Continue to payment' }).click();
  const alert = screen.getByRole('alert');
  await expect(alert).toContainText('The secure payment form could not be loaded');
  await expect(alert).toContainText('your tickets are kept');
  await expect(alert).toBeFocused();
  await expect(screen.getByRole('group', { name: 'Order total' })).toHaveText('Total£20.00');
  await page.unroute(`${sandboxUrl}${libraryPath}`);
  await screen.getByRole('button', { name: 'Try again' }).click();

  const trail = ['Pay on hosted page: Create payment page 200 → Request failed'];
  for (const [index, outcome] of outcomes.entries()) {
    if (index > 0) {
      await screen.getByRole('link', { name: 'Checkout' }).click();
      await onSummary(page);
      await screen.getByRole('button', { name: 'Continue to payment' }).click();
    }
    const form = hostedPage(page);
    await expect(form.getByRole('button', { name: 'Pay £20.00' }), outcome.name).toBeVisible();
    if ('cancel' in outcome) {
      await clickUntilGone(form.getByRole('button', { name: 'Cancel payment' }));
    } else {
      await fillCard(page, outcome.card);
    }
    if ('challenge' in outcome) {
      const bank = form.frameLocator('iframe.challenge-frame');
      await bank.getByLabel('One-time passcode').fill('1234');
      await clickUntilGone(bank.getByRole('button', { name: 'Confirm' }));
    }
    await expect(page, outcome.name).toHaveURL(new RegExp(`/museart/${outcome.path}$`));
    await expect(screen.getByRole('heading', { level: 1, name: outcome.title })).toBeVisible();
    trail.push(initialised, `Hosted page result: ${outcome.event}`);
    if (outcome.path === 'success') continue;
    await expectAccessible(page, outcome.path);
    // Museart's result panel: no back button, no card prompt, only a continue button; the
    // order is still there.
    await expect(screen.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(screen.getByRole('textbox')).toHaveCount(0);
    await screen.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/museart\/order-detail$/);
    await expect(screen.getByRole('group', { name: 'Order total' })).toHaveText('Total£20.00');
  }
  await showTerminal(page, isMobile);
  await expectTrail(page, sandboxUrl, trail);
});
