// A provider script loads once per URL; one that fails is removed and flagged, and the next call
// fetches it afresh (spec §8). jsdom does not fetch scripts: the test fires their events.
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptLoadError, scriptLoader } from './script-loader';

const scripts = (url: string) => Array.from(document.head.querySelectorAll(`script[src="${url}"]`));

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  Reflect.deleteProperty(window, 'SJD_TEST_LIB');
});

const load = scriptLoader(
  () => {
    const value: unknown = Reflect.get(window, 'SJD_TEST_LIB');
    return typeof value === 'string' ? value : null;
  },
  { name: 'The test library', defines: 'SJD_TEST_LIB' },
);

describe('script loader', () => {
  it('loads once per URL and hands over what the script defined', async () => {
    const url = 'http://localhost:3001/one.js';
    const first = load(url);
    expect(load(url)).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    Reflect.set(window, 'SJD_TEST_LIB', 'ready');
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('ready');
  });

  it('a script that fails is removed and flagged; the next call tries again', async () => {
    const url = 'http://localhost:3001/two.js';
    const first = load(url);
    scripts(url)[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(
      new ScriptLoadError('The test library could not be loaded from http://localhost:3001.'),
    );
    expect(scripts(url)).toHaveLength(0);
    const second = load(url);
    expect(second).not.toBe(first);
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(second).rejects.toThrow(
      'The test library script loaded but did not define SJD_TEST_LIB.',
    );
  });
});
