// Makes the express wallets' demo videos (spec §1 "a demo video or animation", §4 "Express
// demo") from this folder's drawings: every frame is an SVG drawn here, rasterised by sharp and
// piped into ffmpeg (VP9 in WebM, which Debian's Chromium plays), plus a poster (the first frame)
// per video and the still of Google Pay's mobile image dialog.
//
//   npm run videos                  write them into src/assets/wallets (and the manifest)
//   npm run videos:check            make them again in a temporary folder and compare bytes
//   npm run videos -- --preview 4.5 write each sheet's frame at 4.5 s as PNG into .preview/
//
// The files are committed and are what ships: the build, `npm start` and `npm test` need no
// ffmpeg. The manifest records the sources' fingerprint and each file's hash; a Vitest test
// (src/features/express/wallet-media.test.ts) holds the committed files to it, so a drawing
// changed without running this script fails `npm test`. `videos:check` shows that running the
// script again gives the very same bytes (single-threaded, bit-exact encoding; checked with the
// ffmpeg and libvips versions the manifest names — another ffmpeg may encode differently). It is
// not part of `npm test`: CI does not install ffmpeg. Needs ffmpeg with libvpx (apt: ffmpeg).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sheetFrame, sheetScripts } from '../../src/features/express/sheet-layout.ts';
import { applePayFrame } from './apple-pay.mjs';
import { frame } from './draw.mjs';
import { fileHash, sourceFingerprint, webRoot } from './fingerprint.mjs';
import { googlePayFrame } from './google-pay.mjs';
import { payPalFrame } from './paypal.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const outputDir = join(webRoot, 'src', 'assets', 'wallets');
const KB = 1024;
/** Spec'd by the express issue: each video well under 400 KB. */
const videoBudget = 400 * KB;
const imageBudget = 60 * KB;

const { width, height, fps } = sheetFrame;

/** The videos: file stem, drawing, length. The still is Google Pay's settled sheet. */
const videos = [
  { name: 'apple-pay', draw: applePayFrame, durationMs: sheetScripts.applePay.durationMs },
  { name: 'google-pay', draw: googlePayFrame, durationMs: sheetScripts.googlePay.durationMs },
  { name: 'paypal', draw: payPalFrame, durationMs: sheetScripts.payPal.durationMs },
];
const stills = [{ name: 'google-pay-sheet', draw: googlePayFrame, at: 3 }];

// Single-threaded VP9 with bit-exact muxing: the same frames give the same bytes every run.
const encoder = [
  ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '30', '-deadline', 'good', '-cpu-used', '2'],
  ...['-row-mt', '0', '-threads', '1', '-g', String(fps * 5), '-pix_fmt', 'yuv420p', '-an'],
  ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1'],
];
const webp = { quality: 82, effort: 6 };

function render(draw, t, options) {
  return sharp(Buffer.from(frame(width, height, draw(t, options))));
}

function encode(video, file) {
  return new Promise((resolve, reject) => {
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`];
    const args = ['-loglevel', 'error', '-y', ...input, '-r', String(fps), '-i', '-'];
    const ffmpeg = spawn('ffmpeg', [...args, ...encoder, file], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
    (async () => {
      const frames = Math.round((video.durationMs / 1000) * fps);
      for (let index = 0; index < frames; index += 1) {
        const pixels = await render(video.draw, index / fps)
          .raw()
          .toBuffer();
        if (!ffmpeg.stdin.write(pixels)) {
          await new Promise((next) => ffmpeg.stdin.once('drain', next));
        }
      }
      ffmpeg.stdin.end();
    })().catch(reject);
  });
}

async function make(dir) {
  mkdirSync(dir, { recursive: true });
  const made = [];
  for (const video of videos) {
    const file = `${video.name}.webm`;
    await encode(video, join(dir, file));
    const poster = `${video.name}-poster.webp`;
    await render(video.draw, 0).webp(webp).toFile(join(dir, poster));
    made.push({ file, budget: videoBudget }, { file: poster, budget: imageBudget });
  }
  for (const still of stills) {
    const file = `${still.name}.webp`;
    await render(still.draw, still.at, { still: true }).webp(webp).toFile(join(dir, file));
    made.push({ file, budget: imageBudget });
  }
  return made;
}

function toolVersions() {
  const ffmpeg = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  return {
    ffmpeg: ffmpeg.stdout?.split('\n')[0] ?? 'not found',
    libvips: sharp.versions.vips,
  };
}

function hasFfmpeg() {
  return spawnSync('ffmpeg', ['-version']).status === 0;
}

async function write() {
  const made = await make(outputDir);
  const files = {};
  let overBudget = false;
  for (const { file, budget } of made) {
    const bytes = statSync(join(outputDir, file)).size;
    files[file] = fileHash(join(outputDir, file));
    const over = bytes > budget;
    overBudget ||= over;
    console.log(
      `${over ? '✗' : '✓'} ${file} ${(bytes / KB).toFixed(1)} KB (budget ${budget / KB} KB)`,
    );
  }
  const manifest = { sources: sourceFingerprint(), tools: toolVersions(), files };
  writeFileSync(join(outputDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (overBudget) process.exit(1);
}

async function check() {
  const dir = mkdtempSync(join(tmpdir(), 'sjd-wallet-videos-'));
  try {
    const made = await make(dir);
    const committed = JSON.parse(readFileSync(join(outputDir, 'manifest.json'), 'utf8'));
    const differ = made.filter(({ file }) => fileHash(join(dir, file)) !== committed.files[file]);
    if (committed.sources !== sourceFingerprint()) differ.push({ file: 'manifest sources' });
    if (differ.length > 0) {
      console.error(
        `Made again, these differ from what is committed: ${differ.map((d) => d.file).join(', ')}`,
      );
      console.error(
        `Committed with ${JSON.stringify(committed.tools)}; here ${JSON.stringify(toolVersions())}.`,
      );
      console.error('Run `npm run videos` and commit src/assets/wallets.');
      process.exit(1);
    }
    console.log(`The wallet videos made again match the committed files (${made.length} files).`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function preview(at) {
  const dir = join(here, '.preview');
  mkdirSync(dir, { recursive: true });
  for (const video of videos) {
    const file = join(dir, `${video.name}-${at}s.png`);
    await render(video.draw, at).png().toFile(file);
    console.log(file);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--preview') {
  await preview(Number(args[1] ?? 4));
} else if (!hasFfmpeg()) {
  console.error(
    'Cannot make the wallet videos: ffmpeg is not installed (Debian: apt-get install ffmpeg).',
  );
  process.exit(1);
} else if (args[0] === '--check') {
  await check();
} else {
  await write();
}
