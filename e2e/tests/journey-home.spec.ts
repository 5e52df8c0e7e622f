// Taking the journey home (issue 32), one walk at 390 px (phone project) and 1440 px (desktop):
// a 3DS payment, its first call in the Code view (language switched), the trail exported as HAR,
// 'Share journey' — the link opened in a fresh browser context shows the same shop and settings
// and replays the same steps as a recording —, a tampered and an oversized link each give a
// message, and axe finds nothing serious on the terminal with the recording in it.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { readStored } from '../helpers';
import { answerChallenge, expectResult, openCheckout, submitCardForm } from '../payment';
import { readTrail } from '../terminal';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
/** Screenshots for a person to look at, when SJD_SHOTS names a folder. */
const shots = process.env.SJD_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, animations: 'disabled' });
}

/** The terminal: on a phone behind its tab, on a wide screen beside the shop. */
async function openTerminal(page: Page, isPhone: boolean) {
  if (isPhone) await page.getByRole('tab', { name: /^Terminal/ }).click();
  return page.getByRole('tabpanel', { name: 'API' });
}

async function freshPage(browser: Browser, isPhone: boolean) {
  const context = await browser.newContext(
    isPhone ? { viewport: phone, isMobile: true, hasTouch: true } : { viewport: desktop },
  );
  return context.newPage();
}

test('3DS payment → Code → HAR → Share journey → replayed in a fresh browser', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const isPhone = info.project.name === 'mobile';
  const width = isPhone ? 390 : 1440;
  await page.setViewportSize(isPhone ? phone : desktop);

  // A 3DS payment with a challenge (Orchestrated, card details typed in).
  const form = await openCheckout(page, {
    shop: 'retail',
    integration: 'Orchestrated',
    capture: 'Direct',
  });
  await submitCardForm(form, 'Direct', {
    cardNumber: scenarioCard('challenge'),
    cardHolderName: 'Ada Lovelace',
    expiry: '05/35',
    cvc: '555',
  });
  await answerChallenge(page, 'pass');
  await expectResult(page, 'retail', 'success');

  // The payment call in the Code view: curl first, then Python.
  const terminal = await openTerminal(page, isPhone);
  await terminal.getByRole('button', { name: /^1\. Payment Payments API/ }).click();
  await terminal.getByRole('button', { name: 'Code', exact: true }).click();
  await expect(terminal.getByLabel('Payment as curl')).toContainText('--user "$PROVIDER_USERNAME');
  await terminal.getByLabel('Language').selectOption('python');
  const python = terminal.getByLabel('Payment as Python (requests)');
  await expect(python).toContainText('requests.post(');
  await expect(python).toContainText('os.environ["PROVIDER_PASSWORD"]');
  await expect(python).not.toContainText(scenarioCard('challenge'));
  await shot(page, `code-view-${width}`);

  // The trail as HAR.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export HAR' }).click();
  const harPath = await (await download).path();
  const har: unknown = JSON.parse(await readFile(harPath, 'utf8'));
  expect(har).toMatchObject({
    log: {
      version: '1.2',
      entries: expect.arrayContaining([
        expect.objectContaining({ _trigger: 'Pay with card', _api: 'Payments API' }),
      ]),
    },
  });

  // Share journey: the link, and what the trail showed when it was made.
  await page.getByRole('button', { name: 'Share journey' }).click();
  const link = await page.getByRole('textbox', { name: /^Journey link/ }).inputValue();
  expect(link).toMatch(/\/retail#journey=1\./);
  await shot(page, `share-${width}`);
  const recorded = await readTrail(page);

  // A fresh browser: the shop and the settings of the link, the trail as a recording.
  const visitor = await freshPage(browser, isPhone);
  await visitor.goto(link);
  if (isPhone) {
    // The terminal is behind its tab: the page says where the recording is.
    const notice = visitor.getByRole('alert').filter({ hasText: 'the Terminal tab replays it' });
    await expect(notice).toBeVisible();
    await shot(visitor, `link-notice-${width}`);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  }
  const replay = await openTerminal(visitor, isPhone);
  const bar = replay.getByRole('region', { name: 'Recording of a shared journey' });
  await expect(bar.getByText('Recording', { exact: true })).toBeVisible();
  await expect(visitor).toHaveURL(/\/retail$/);
  await expect
    .poll(() => readStored(visitor, 'siteConfig'))
    .toMatchObject({ integrationType: 'Orchestrated', clientIntegrationType: 'Direct' });
  const total = recorded.reduce((sum, trigger) => sum + trigger.events.length, 0);
  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(bar.getByRole('status')).toHaveText(/^Step 1 of \d+$/);
  await expect(
    replay.getByRole('button', { name: /^1\. Payment .*sent, no answer yet/ }),
  ).toBeVisible();
  await bar.getByRole('button', { name: 'Play' }).click();
  await expect(bar.getByRole('button', { name: 'Play again' })).toBeVisible({ timeout: 30_000 });
  expect((await readTrail(visitor)).map((t) => [t.name, t.events.map((e) => e.title)])).toEqual(
    recorded.map((t) => [t.name, t.events.map((e) => e.title)]),
  );
  expect(total).toBeGreaterThanOrEqual(6);
  await shot(visitor, `replay-${width}`);
  expect(await seriousViolations(visitor)).toEqual([]);

  // The diagram of the recording.
  await visitor.getByRole('tab', { name: 'DIAGRAM' }).click();
  await expect(
    visitor.getByRole('img', { name: /^Sequence diagram of the trail: \d+ messages/ }),
  ).toBeVisible();
  await shot(visitor, `diagram-${width}`);

  // A tampered link and an oversized one: a message each, the shop as usual.
  const [base, packed = ''] = link.split('#journey=1.');
  const tampered = `${base}#journey=1.${packed.slice(0, 20)}${packed[20] === 'A' ? 'B' : 'A'}${packed.slice(21)}`;
  for (const [url, message] of [
    [tampered, /cannot be opened: its data (is damaged|is not a journey)/],
    [`${base}#journey=1.${'A'.repeat(70_000)}`, /cannot be opened: it is longer/],
  ] as const) {
    const other = await freshPage(browser, isPhone);
    await other.goto(url);
    // Said where the visitor looks: over the shop on a phone, in the terminal beside it on a
    // wide screen.
    await expect(other.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    if (url === tampered) await shot(other, `tampered-shop-${width}`);
    const otherTerminal = await openTerminal(other, isPhone);
    await expect(other.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(otherTerminal.getByText('No API calls yet.')).toBeVisible();
    if (url === tampered) await shot(other, `tampered-${width}`);
    await other.context().close();
  }
  await visitor.context().close();
});
