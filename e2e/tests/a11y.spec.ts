// axe finds no serious or critical violation on the landing page, /error and each shop's splash.
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

for (const path of [
  '/landing',
  '/error',
  '/modernmart',
  '/retail',
  '/gambling',
  '/digital',
  '/museart',
]) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: the shell with the settings open and the STYLES tab', async ({ page }, info) => {
  await page.goto('/gambling/account');
  await page.getByRole('button', { name: 'Sports betting platform · Modular APIs' }).click();
  await expect(page.getByRole('form', { name: 'Demo settings' })).toBeVisible();
  if (info.project.name === 'mobile') await page.getByRole('tab', { name: 'Terminal' }).click();
  await page.getByRole('tab', { name: 'STYLES' }).click();
  await expect(page.getByRole('group', { name: 'Checkout SDK styles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
