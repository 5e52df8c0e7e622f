// The 3DS challenge return page in a real browser (provider-api.md §3.2): a host page on the
// app's origin frames it and posts TransactionId + MD into the frame, as the provider's
// challenge page does; the host must receive 'Challenge received' and the structured message
// from that frame, on its own origin. The page must name no other target origin, and a page on
// another origin cannot frame it at all.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const hostPath = '/__e2e/challenge-host.html';

/** A host page that frames the return page and lists every message it receives. */
function hostPage(fields: Record<string, string>, options: { spyOnTargets?: boolean } = {}) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => {
      const escaped = value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      return `<input type="hidden" name="${name}" value="${escaped}">`;
    })
    .join('');
  // With spyOnTargets, postMessage on this window only records the target origin it was given
  // (the frame calls window.parent.postMessage, which is this window's property).
  const spy = options.spyOnTargets
    ? `window.postMessage = function (message, targetOrigin) {
         add('target', { targetOrigin: typeof targetOrigin === 'string' ? targetOrigin : JSON.stringify(targetOrigin) });
       };`
    : '';
  return `<!doctype html><html lang="en"><head><title>Challenge host</title></head><body>
<iframe name="challenge" title="3DS challenge"></iframe>
<form method="POST" action="/challenge-return.html" target="challenge">${inputs}</form>
<ul id="log" aria-label="Messages"></ul>
<script>
  function add(kind, detail) {
    var li = document.createElement('li');
    li.textContent = JSON.stringify(Object.assign({ kind: kind }, detail));
    document.getElementById('log').appendChild(li);
  }
  window.addEventListener('message', function (event) {
    add('message', { origin: event.origin, data: event.data, fromFrame: event.source === frames.challenge });
  });
  ${spy}
</script></body></html>`;
}

async function openHost(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url);
}

async function logEntries(page: Page): Promise<unknown[]> {
  const texts = await page.getByRole('listitem').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

const submitForm = (page: Page) =>
  page.locator('form').evaluate((form: HTMLFormElement) => form.submit());

test('the return page tells its parent on the app origin, with the posted values', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const hostile = '</script><script>parent.postMessage("pwned","*")</script>';
  await openHost(
    page,
    `${appOrigin}${hostPath}`,
    hostPage({ TransactionId: 'tx-706hov', MD: hostile }),
  );
  await submitForm(page);

  await expect(page.getByRole('listitem')).toHaveCount(2);
  expect(await logEntries(page)).toEqual([
    { kind: 'message', origin: appOrigin, data: 'Challenge received', fromFrame: true },
    {
      kind: 'message',
      origin: appOrigin,
      data: { type: 'sjd:challenge-return', TransactionId: 'tx-706hov', MD: hostile },
      fromFrame: true,
    },
  ]);
  await expect(
    page.frameLocator('iframe[name="challenge"]').getByText('Authentication complete'),
  ).toBeVisible();
});

test('the return page targets the app origin and no other', async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  await openHost(
    page,
    `${appOrigin}${hostPath}`,
    hostPage({ TransactionId: 'tx-1', MD: 'md-1' }, { spyOnTargets: true }),
  );
  await submitForm(page);
  await expect(page.getByRole('listitem')).toHaveCount(2);
  expect(await logEntries(page)).toEqual([
    { kind: 'target', targetOrigin: appOrigin },
    { kind: 'target', targetOrigin: appOrigin },
  ]);
});

test('a page on another origin cannot frame the return page', async ({
  page,
  baseURL,
  sandboxUrl,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const html = hostPage({ TransactionId: 'tx-2', MD: 'md-2' }).replace(
    'action="/challenge-return.html"',
    `action="${appOrigin}/challenge-return.html"`,
  );
  await openHost(page, `${sandboxUrl}${hostPath}`, html);
  const navigated = page.waitForEvent('framenavigated', (frame) => frame.name() === 'challenge');
  await submitForm(page);
  // frame-ancestors 'self' makes the browser replace the framed page with its error page, so
  // the return page's script never runs under a foreign parent.
  expect((await navigated).url()).toBe('chrome-error://chromewebdata/');
  // No message of any kind reached the foreign parent.
  await expect(page.getByRole('listitem')).toHaveCount(0);
});

// At a desktop and a phone width, in the one (desktop) project that runs this spec.
test('the return page has no accessibility violations', async ({ page }) => {
  await page.goto('/challenge-return.html');
  await expect(page.getByText('Authentication complete')).toBeVisible();
  for (const size of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${v.id} (${v.impact})`),
      `${size.width} px`,
    ).toEqual([]);
  }
});
