// The platform journey: the production build serves the SPA, client routes opened directly are
// answered by the SPA fallback, and missing assets are real 404s.
import { expect, test } from '../fixtures';
import { holdRequests } from '../helpers';

test('the landing page renders in the browser', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Journey Demo' })).toBeVisible();
  await expect(page).toHaveTitle('Smart Journey Demo | Demo Homepage');
  // The store's start-up flow fetched /api/config from the server.
  await expect(page.getByRole('status')).toContainText('Connected to the provider sandbox');
});

test('a client route typed into the address bar and reloaded is served by the SPA', async ({
  page,
}) => {
  const first = await page.goto('/error');
  expect(first?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'OOPS! Something went wrong.' })).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'OOPS! Something went wrong.' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to the demo' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('an unknown path is served by the SPA and redirected to /landing', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { name: 'Smart Journey Demo' })).toBeVisible();
});

test('missing assets and unknown API paths are real 404s', async ({ request }) => {
  expect((await request.get('/assets/does-not-exist.js')).status()).toBe(404);
  const api = await request.get('/api/does-not-exist');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: 'notFound' });
});

test('the built-in sandbox answers on its own origin', async ({ request, sandboxUrl }) => {
  const res = await request.get(`${sandboxUrl}/_sandbox/health`);
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok', service: 'sandbox' });
});

test("a shop's splash with artwork is served with its launch screen, painted before any script", async ({
  browser,
  baseURL,
}) => {
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await noScripts.newPage();
  await page.goto('/museart');
  await expect(page.getByRole('status')).toHaveText('Opening Museart…');
  await expect(page.getByRole('img', { name: 'Museart logo' })).toBeVisible();
  // The splash's artwork, from the HTML: loaded, not only referenced.
  const artwork = page.locator('main picture img');
  await expect
    .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await noScripts.close();
});

test('while a shop loads, its launch screen shows; then its screen replaces it', async ({
  page,
}) => {
  // The shell's chunk is held back until the launch screen has been seen.
  const release = await holdRequests(page, '**/assets/shop-layout-route-*.js');
  await page.goto('/retail/plp');
  await expect(page.getByRole('status')).toHaveText('Opening Sunbaked…');
  await expect(page.getByRole('img', { name: 'Sunbaked logo' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Summer' })).toBeVisible();
  await expect(page.getByText('Opening Sunbaked…')).toHaveCount(0);
});
