// Taking the journey home (issue 32), one walk at 390 px (phone project) and 1440 px (desktop):
// a 3DS payment, its first call in the Code view (language switched), the trail exported as HAR,
// 'Share journey' — the link opened in a fresh browser context shows the same shop and settings
// and replays the same steps as a recording —, a tampered and an oversized link each give a
// message, and axe finds nothing serious on the terminal with the recording in it.
// Issue 44 on the same walk: the terminal's header is one row (also at 1920 px) whose focus ring
// measures at least 3:1 on the dark panel; Clear says what it emptied and Undo brings it back; a
// webhook fault set from the header shows a badge that turns them all off; the replay shows the
// paths as recorded (the cut ids an ellipsis), drives the shop through the steps' screens, keeps
// its RECORDING bar in view and says when it is over; every lane of the diagram is in view.
// The copied code says in its first line that it runs as-is (the card put back from the scenario
// table), and 'Download as script' gives a bash file that, run here, replays the browser's
// journey against the sandbox with the outcomes the trail recorded.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { readStored } from '../helpers';
import { answerChallenge, expectResult, openCheckout, submitCardForm } from '../payment';
import { expectOneHeaderRow, focusRingContrast, readTrail } from '../terminal';
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
  // The demo clock stays in view on the phone's Terminal tab too (issue 44).
  await expect(page.getByRole('button', { name: /^Demo clock/ })).toBeInViewport();
  await terminal.getByRole('button', { name: /^1\. Payment Payments API/ }).click();
  await terminal.getByRole('button', { name: 'Code', exact: true }).click();
  const curl = terminal.getByLabel('Payment as curl');
  await expect(curl).toContainText(/^# Runs as-is against the built-in sandbox: 'Payment'/);
  await expect(curl).toContainText('-u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"');
  await terminal.getByLabel('Language').selectOption('python');
  const python = terminal.getByLabel('Payment as Python (requests)');
  await expect(python).toContainText('requests.post(');
  await expect(python).toContainText('os.environ.get("PROVIDER_PASSWORD"');
  // The trail masks the card: the code puts back the scenario table's card it fits.
  await expect(python).toContainText(`"cardNumber": "${scenarioCard('challenge')}"`);
  await python.scrollIntoViewIfNeeded();
  await shot(page, `code-view-${width}`);
  // Copy as curl says under it whether the copy runs as-is (the Code view's curl is the same text).
  const copyAsCurl = terminal.getByRole('button', { name: 'Copy as curl' });
  await copyAsCurl.scrollIntoViewIfNeeded();
  await expect(
    terminal.getByText(/^Runs as-is against the built-in sandbox: 'Payment'/),
  ).toBeVisible();
  await shot(page, `copy-as-curl-${width}`);

  // Download as script: the journey as a bash file, run here against the same sandbox.
  await page.getByRole('button', { name: 'More trail actions' }).click();
  await shot(page, `menu-${width}`);
  const scriptDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^Download as script \(bash\)/ }).click();
  const script = await (await scriptDownload).path();
  const { stdout } = await promisify(execFile)('bash', [script], {
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '' },
  });
  expect(stdout.split('\n').filter((line) => line.startsWith('#'))).toEqual([
    '#1 Payment: 201 3dsDeviceDataRequired',
    '#2 Supply 3DS device data: 201 3dsChallenged',
    '#3 Complete 3DS challenge: 201 authorized',
  ]);

  // The header: one row of the tabs and named icons, a focus ring that shows on the dark panel.
  await expectOneHeaderRow(page);
  await page.getByRole('tab', { name: 'API' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Share journey' })).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Share journey as a link' })).toBeVisible();
  expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
  await shot(page, `header-${width}`);

  // Clear says what it emptied; Undo brings it back.
  const before = await readTrail(page);
  await page.getByRole('button', { name: 'Clear trail' }).click();
  await expect(terminal.getByText('No API calls yet.')).toBeVisible();
  await expect(page.getByText(/^Trail cleared \(\d+ events\)\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await readTrail(page)).toEqual(before);

  // A webhook fault, set from the header with no webhook opened: a badge that turns all off.
  const menu = page.getByRole('button', { name: 'More trail actions' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Webhook faults…' }).click();
  const faults = page.getByRole('region', { name: 'Webhook faults' });
  await faults.getByRole('checkbox', { name: /^Delay/ }).check();
  await expect(page.getByText('Webhook fault on:')).toBeVisible();
  await shot(page, `fault-badge-${width}`);
  await page.getByRole('button', { name: 'Turn all off' }).click();
  await expect(faults.getByText('Every webhook fault is off for your payments.')).toBeVisible();
  await expect(faults.getByRole('checkbox', { name: /^Delay/ })).not.toBeChecked();
  await faults.getByRole('button', { name: 'Close' }).click();

  // The trail as HAR.
  const download = page.waitForEvent('download');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Export HAR' }).click();
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
  const bar = visitor.getByRole('region', { name: 'Recording of a shared journey' });
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
  // The shop shows the screen the step happened on, not the splash.
  await expect(visitor).not.toHaveURL(/\/retail$/);
  await shot(visitor, `replay-step-1-${width}`);
  await bar.getByRole('button', { name: 'Next' }).click();
  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(bar.getByRole('status')).toHaveText(/^Step 3 of \d+$/);
  await shot(visitor, `replay-step-3-${width}`);
  await bar.getByRole('button', { name: 'Play' }).click();
  await expect(bar.getByRole('button', { name: 'Play again' })).toBeVisible({ timeout: 30_000 });
  expect((await readTrail(visitor)).map((t) => [t.name, t.events.map((e) => e.title)])).toEqual(
    recorded.map((t) => [t.name, t.events.map((e) => e.title)]),
  );
  expect(total).toBeGreaterThanOrEqual(6);
  // Over, and saying so: the bar, its status and the end of the trail; the shop on the result.
  await expect(bar.getByRole('status')).toHaveText(/^Replay over: all \d+ steps shown$/);
  await expect(replay.getByText('End of the recording')).toBeVisible();
  await expect(visitor).toHaveURL(/\/retail\/success$/);
  // Paths as recorded: the cut ids an ellipsis, never its encoding.
  await expect(replay).toContainText(/\/api\/payments\/[\w-]{6}…\/3dsDeviceData/);
  await expect(replay).not.toContainText('%E2%80%A6');
  // The RECORDING bar stays in view with the trail scrolled to its end.
  await replay.evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
  await expect(bar.getByText('Recording', { exact: true })).toBeInViewport();
  await shot(visitor, `replay-${width}`);
  expect(await seriousViolations(visitor)).toEqual([]);

  // The diagram of the recording.
  await visitor.getByRole('tab', { name: 'DIAGRAM' }).click();
  const diagram = visitor.getByRole('img', {
    name: /^Sequence diagram of the trail: \d+ messages/,
  });
  await expect(diagram).toBeVisible();
  // Every lane in view, the picture no wider than the panel.
  const panelBox = await visitor.getByRole('tabpanel', { name: 'DIAGRAM' }).boundingBox();
  const diagramBox = await diagram.boundingBox();
  expect(diagramBox && panelBox && diagramBox.x + diagramBox.width).toBeLessThanOrEqual(
    (panelBox?.x ?? 0) + (panelBox?.width ?? 0),
  );
  const lanes = visitor.locator('[data-lane]');
  await expect(lanes).toHaveCount(4);
  for (const lane of await lanes.all()) await expect(lane).toBeInViewport({ ratio: 1 });
  await shot(visitor, `diagram-${width}`);
  if (!isPhone) {
    // The widest layout the terminal column knows: still one header row.
    await visitor.setViewportSize({ width: 1920, height: 1080 });
    await visitor.getByRole('tab', { name: 'API' }).click();
    await expectOneHeaderRow(visitor);
    await shot(visitor, 'replay-1920');
  }
  // Leaving the recording: the shop where the link opened.
  await bar.getByRole('button', { name: 'Back to the live trail' }).click();
  await expect(visitor).toHaveURL(/\/retail$/);

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
