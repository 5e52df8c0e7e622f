// @vitest-environment node
// The wallet videos and images ship as committed files (the build and `npm start` need no
// ffmpeg). This holds them to what made them: the manifest's fingerprint of the drawings must be
// today's (a drawing changed without `npm run videos` fails here), every committed file must be
// the one the script wrote, and each is a WebM/VP9 or WebP within the size budget.
// `npm run videos:check` goes further where ffmpeg is installed: it makes them again and
// compares bytes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileHash, sourceFingerprint, webRoot } from '../../../art/wallets/fingerprint.mjs';

const dir = join(webRoot, 'src', 'assets', 'wallets');
const manifest = z
  .object({ sources: z.string(), files: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
const KB = 1024;

describe('the committed wallet media', () => {
  it('were made from the drawings as they are now (else: npm run videos)', () => {
    expect(manifest.sources).toBe(sourceFingerprint());
  });

  it('are exactly the files the script wrote, no more, no fewer', () => {
    const committed = readdirSync(dir).filter((name) => name !== 'manifest.json');
    expect(committed.sort()).toEqual(Object.keys(manifest.files).sort());
    for (const [file, hash] of Object.entries(manifest.files)) {
      expect(fileHash(join(dir, file)), file).toBe(hash);
    }
  });

  it('are VP9 WebM videos under 400 KB with WebP posters, one per wallet', () => {
    for (const wallet of ['apple-pay', 'google-pay', 'paypal']) {
      const video = readFileSync(join(dir, `${wallet}.webm`));
      expect(video.subarray(0, 4).toString('hex'), wallet).toBe('1a45dfa3');
      expect(video.includes('V_VP9'), wallet).toBe(true);
      expect(video.length, wallet).toBeLessThan(400 * KB);
      const poster = readFileSync(join(dir, `${wallet}-poster.webp`));
      expect(poster.subarray(8, 12).toString('latin1'), wallet).toBe('WEBP');
    }
    expect(statSync(join(dir, 'google-pay-sheet.webp')).size).toBeLessThan(60 * KB);
  });
});
