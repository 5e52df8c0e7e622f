// The provider's events in the trail (issue 30), one lean walk at 1440 px and at 390 px (the
// phone project, widened from its 375 px): pay → the `authorized` event in the trail → its
// inspector, the duplicate fault on → settle from the order → `sentForSettlement` twice, the
// second shown as ignored → Resend from the inspector sends it again → `settled` once the
// visitor's demo clock has moved an hour (issue 31: only this visitor's payments see it); axe on
// the inspector and the order.
// SJD_SHOTS=<folder> saves screenshots of the inspector and the order detail there.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { act, expectWebhookTriggers, showOrders, timelineTitles, viewOrder } from '../orders';
import { expectResult, openCheckout, submitCardForm } from '../payment';
import { paymentsApiCards } from '@sjd/sandbox/scenarios';

const frictionless = { cardNumber: paymentsApiCards.visa, cardHolderName: 'Ada Lovelace' };

test.beforeEach(async ({ page }) => {
  const size = page.viewportSize();
  if (size && size.width < 390) await page.setViewportSize({ width: 390, height: 844 });
});

async function shot(page: Page, name: string) {
  const folder = process.env.SJD_SHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `${folder}/webhooks-${name}-${width}.png`,
    animations: 'disabled',
  });
}

const phoneTabs = (page: Page) => page.getByRole('tablist', { name: 'Demo view' });

/** Shows the terminal (its own tab on a phone) and returns its trail. */
async function showTerminal(page: Page): Promise<Locator> {
  const tabs = phoneTabs(page);
  if (await tabs.isVisible()) await tabs.getByRole('tab', { name: /^Terminal/ }).click();
  const trail = page.getByRole('list', { name: 'API calls' });
  await expect(trail).toBeVisible();
  return trail;
}

/** The trail's triggers named `name` (each webhook delivery is one). */
const entries = (trail: Locator, name: string) =>
  trail
    .getByRole('listitem')
    .filter({ has: trail.page().getByRole('heading', { level: 3, name }) });

/**
 * Opens a trail entry. The terminal follows new entries to its end, so a click that lands while
 * one arrives can miss: it is tried again until the entry says it is open.
 */
async function open(opener: Locator) {
  await expect(async () => {
    if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Moves this visitor's demo clock an hour on (issue 31): the payment is on it, so its `settled`
 * comes (15 minutes after the settlement), and no other visitor's time moves.
 */
async function settleByTheClock(page: Page) {
  const origin = new URL(page.url()).origin;
  const moved = await page.request.post(`${origin}/api/clock`, { data: { advance: '1h' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await expectWebhookTriggers(page, ['Webhook: settled'], 15_000);
}

test('retail: the events of a payment in the trail, a duplicate ignored, Resend', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const form = await openCheckout(
    page,
    { shop: 'retail', integration: 'Modular', capture: 'Direct' },
    { allow3DS: false },
  );
  await submitCardForm(form, 'Direct', frictionless);
  await expectResult(page, 'retail', 'success');
  const panel = await viewOrder(page, 'Authorized');
  await expectWebhookTriggers(page, ['Webhook: authorized']);

  // The inspector of the authorized event: its delivery; then the duplicate fault on.
  const trail = await showTerminal(page);
  const authorized = entries(trail, 'Webhook: authorized');
  await open(authorized.getByRole('button', { name: /Webhook: authorized/ }));
  await expect(authorized.getByRole('list', { name: 'Delivery attempts' })).toContainText(
    '· 200 ·',
  );
  await expect(authorized.getByText(/^Event-Signature: 1\/SHA256\/[0-9a-f]{64}$/)).toBeVisible();
  await authorized.getByRole('checkbox', { name: /^Duplicate/ }).check();
  await expect(authorized.getByText('Duplicate on for your payments.')).toBeVisible();
  await shot(page, 'inspector');
  // The trail is live (an applied event reads the order again, and its rows fade in): axe is
  // asked again until it has looked at a still trail.
  await expect
    .poll(() => seriousViolations(page, { include: '[aria-label="API calls"]' }), {
      message: 'the inspector',
      timeout: 15_000,
    })
    .toEqual([]);

  // Settle from the order: `sentForSettlement` now comes twice, the second shown as ignored.
  await showOrders(page);
  await act(
    panel,
    panel.getByRole('button', { name: 'Settle', exact: true }),
    'Sent for Settlement',
  );
  await showTerminal(page);
  const sent = entries(trail, 'Webhook: sentForSettlement');
  await expect(sent).toHaveCount(2);
  await expect(sent.nth(1)).toContainText(
    'a duplicate of an event already received (same eventId): ignored',
  );

  // Resend the first: the sandbox sends it again, the receiver ignores it once more.
  await open(sent.first().getByRole('button', { name: /Webhook: sentForSettlement/ }));
  await sent.first().getByRole('button', { name: 'Resend' }).click();
  await expect(sent.first().getByText(/Sent again, same eventId/)).toBeVisible();
  await expect(entries(trail, 'Webhook: sentForSettlement')).toHaveCount(3);
  await expect(entries(trail, 'Resend webhook')).toHaveCount(1);

  // `settled` comes 15 minutes after the settlement on the visitor's clock.
  await settleByTheClock(page);
  const orders = await showOrders(page);
  // Each applied event reads the order again: settled once that is done.
  await expect(panel.getByTestId('provider-status')).toHaveText('Settled');
  const received = orders.getByRole('list', { name: 'Events received' });
  await expect(received.getByRole('listitem').first()).toHaveText('authorized applied');
  for (const line of [
    'sentForSettlement applied',
    'sentForSettlement duplicate, ignored',
    'settled applied',
  ]) {
    await expect(received.getByRole('listitem').filter({ hasText: line }).first()).toBeVisible();
  }
  await expect(
    received.getByRole('listitem').filter({ hasText: 'sentForSettlement duplicate, ignored' }),
  ).toHaveCount(2);
  await expect(orders.getByRole('button', { name: 'Chargeback' })).toBeVisible();
  await shot(page, 'order');

  // A chargeback (issue 43): the APIs keep 'Settled', the applied events tell the rest: the
  // status the shopper sees, the balance bar and the timeline move.
  await orders.getByRole('button', { name: 'Chargeback' }).click();
  await expect(panel.getByTestId('provider-status')).toHaveText(
    'Charged back (information requested)',
    { timeout: 15_000 },
  );
  await expect(
    panel.getByText(/The API still says Settled: the events applied since say more/),
  ).toBeVisible();
  await panel.getByTestId('provider-status').scrollIntoViewIfNeeded();
  await shot(page, 'chargeback-status');
  await expect(panel.getByRole('region', { name: 'Balance' })).toContainText(
    /Charged back£\d+\.\d{2}/,
  );
  const history = await timelineTitles(panel, { withEvents: true });
  expect(history).toEqual(
    expect.arrayContaining(['Charged back (webhook)', 'Information requested (webhook)']),
  );
  await expect(panel.getByRole('button', { name: /^(Refund|Partial refund)$/ })).toHaveCount(0);
  await shot(page, 'chargeback');
  expect(
    await seriousViolations(page, { include: 'section[aria-labelledby="orders-title"]' }),
    'the order detail',
  ).toEqual([]);
});
