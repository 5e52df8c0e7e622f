// Helpers for the orders back office (issue 29): the Orders panel (a mode of the device frame on
// wide windows, a tab on a phone), its order detail, and the terminal's trail of its actions.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { shopScreen } from './helpers';
import { isWebhookTrigger, readTrail, summariseTrail } from './terminal';

/** The Orders panel, wherever the layout puts it. */
export const ordersPanel = (page: Page) => page.getByRole('region', { name: 'Orders' });

const phoneTabs = (page: Page) => page.getByRole('tablist', { name: 'Demo view' });

/** Shows the Orders panel: the 'Orders' tab on a phone, the Shop / Orders switch otherwise. */
export async function showOrders(page: Page): Promise<Locator> {
  const tab = phoneTabs(page).getByRole('tab', { name: 'Orders' });
  const toggle = page.getByRole('group', { name: 'Shop or orders' }).getByRole('button', {
    name: 'Orders',
  });
  // Whichever the layout shows, once the shell is there (after a reload, it is still loading).
  await expect(tab.or(toggle)).toBeVisible();
  await ((await tab.isVisible()) ? tab : toggle).click();
  await expect(ordersPanel(page)).toBeVisible();
  return ordersPanel(page);
}

/** 'View order' on the success screen: the panel opens on the order, read from the provider. */
export async function viewOrder(page: Page, status: string | RegExp): Promise<Locator> {
  await shopScreen(page).getByRole('button', { name: 'View order' }).click();
  const panel = ordersPanel(page);
  await expect(panel.getByTestId('provider-status')).toHaveText(status, { timeout: 15_000 });
  return panel;
}

/** Clicks a button of the detail, waits until the provider was read again, and checks both. */
export async function act(panel: Locator, button: Locator, status: string | RegExp) {
  await expect(button).toBeEnabled();
  await button.click();
  // Refresh waits while an action is sent and the order read again.
  await expect(panel.getByRole('button', { name: 'Refresh' })).toBeEnabled({ timeout: 15_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('status').filter({ hasText: /accepted it/ })).toBeVisible();
  await expect(panel.getByTestId('provider-status')).toHaveText(status);
}

/** The balance's figure for a bucket ('Settled', 'Refunded', …). */
export async function expectBalance(panel: Locator, figures: Record<string, string>) {
  const balance = panel.getByRole('region', { name: 'Balance' });
  for (const [label, amount] of Object.entries(figures)) {
    await expect(balance, label).toContainText(`${label}${amount}`);
  }
}

/**
 * The timeline's entry titles, in order: Payment Queries' commands, and with `withEvents` the
 * applied webhook events among them too (they arrive on their own time).
 */
export async function timelineTitles(
  panel: Locator,
  { withEvents = false }: { withEvents?: boolean } = {},
): Promise<string[]> {
  const list = panel.getByRole('list', { name: 'Payment history' });
  const items = withEvents
    ? list.getByRole('listitem')
    : list.locator('li:not([data-stage="event"])');
  return items.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('span')?.textContent ?? ''),
  );
}

/**
 * The terminal ends with these triggers (summariseTrail's lines). On a phone the terminal is a
 * tab of its own: it is looked at there, and the Orders tab shown again.
 */
export async function expectTrailEnd(page: Page, providerUrl: string, expected: readonly string[]) {
  const tabs = phoneTabs(page);
  const isPhone = await tabs.isVisible();
  if (isPhone) await tabs.getByRole('tab', { name: /^Terminal/ }).click();
  await expect
    .poll(async () => summariseTrail(await readTrail(page), providerUrl).slice(-expected.length), {
      timeout: 15_000,
    })
    .toEqual(expected);
  if (isPhone) await tabs.getByRole('tab', { name: 'Orders' }).click();
}

/**
 * The terminal holds these webhook triggers among others ('Webhook: authorized', issue 30): the
 * provider's events reached this browser. On a phone it is looked at in the Terminal tab.
 */
export async function expectWebhookTriggers(
  page: Page,
  expected: readonly string[],
  timeout = 15_000,
) {
  const tabs = phoneTabs(page);
  const isPhone = await tabs.isVisible();
  if (isPhone) await tabs.getByRole('tab', { name: /^Terminal/ }).click();
  await expect
    .poll(async () => (await readTrail(page)).map((t) => t.name).filter(isWebhookTrigger), {
      timeout,
    })
    .toEqual(expect.arrayContaining([...expected]));
  if (isPhone) await tabs.getByRole('tab', { name: 'Orders' }).click();
}
