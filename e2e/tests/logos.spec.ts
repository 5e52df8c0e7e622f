// Every shop logo renders whole with no web fonts (issue 14: on a machine without Oswald the
// GoalRush wordmark fell back to a wider font and was cut to 'GOALRUS'). The logos are SVG images
// whose wordmarks are outlined to paths: font files are refused here, and each logo must still
// draw everything inside its viewBox, with no text left to depend on a font.
import { expect, test } from '../fixtures';

test('the landing page logos, fonts refused: loaded, no text, nothing outside the viewBox', async ({
  page,
}) => {
  await page.route(/\.(woff2?|ttf|otf)(\?|$)/, (route) => route.abort());
  await page.goto('/landing');
  const logos = page.locator('main img[src$=".svg"]');
  await expect(logos).toHaveCount(5);
  const sources: string[] = [];
  for (const logo of await logos.all()) {
    await expect(logo).toBeVisible();
    // Visible is not yet decoded: a logo laid out before its file arrived reads 0 × 0 (NaN).
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0))
      .toBe(true);
    // Loaded, and shown at the drawing's own aspect ratio (so nothing is squeezed or cut).
    const shown = await logo.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      box: img.width / img.height,
    }));
    expect(shown.natural).toBeGreaterThan(1);
    expect(Math.abs(shown.natural - shown.box)).toBeLessThan(0.05);
    sources.push((await logo.getAttribute('src')) ?? '');
  }
  for (const source of sources) {
    await page.goto(source);
    const drawing = await page.evaluate(() => {
      const svg = document.documentElement;
      if (!(svg instanceof SVGSVGElement)) return null;
      const box = svg.getBBox();
      const view = svg.viewBox.baseVal;
      return {
        texts: svg.querySelectorAll('text').length,
        inside:
          box.x >= view.x &&
          box.y >= view.y &&
          box.x + box.width <= view.x + view.width &&
          box.y + box.height <= view.y + view.height,
        box: [box.x, box.y, box.width, box.height].map(Math.round),
        view: [view.x, view.y, view.width, view.height],
      };
    });
    expect(drawing, source).toMatchObject({ texts: 0, inside: true });
  }
});
