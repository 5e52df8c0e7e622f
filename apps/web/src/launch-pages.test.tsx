import { describe, expect, it } from 'vitest';
import { splashImages } from './assets/splash';
import { launchPages } from './launch-pages';

describe('launch pages (prerendered at build)', () => {
  it('are the splash routes of the shops with artwork, each with its own file', () => {
    expect(launchPages().map(({ file, paths }) => ({ file, paths }))).toEqual([
      { file: 'launch-modernmart.html', paths: ['/modernmart'] },
      { file: 'launch-retail.html', paths: ['/retail'] },
      { file: 'launch-museart.html', paths: ['/museart'] },
    ]);
  });

  it("show the shop's launch screen with its splash artwork", () => {
    const museart = launchPages().find((page) => page.file === 'launch-museart.html');
    const markup = museart?.markup ?? '';
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Opening Museart…');
    expect(markup).toContain('alt="Museart logo"');
    for (const url of [
      splashImages.museart.mobile.webp,
      splashImages.museart.mobile.fallback,
      splashImages.museart.desktop.webp,
    ]) {
      expect(markup).toContain(url);
    }
  });
});
