// Shared helpers for the server's tests: inject tests use no port; the start-up tests of
// server.ts need free ones.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadConfig, type AppConfig } from './config/env';

/** A fake web build: index.html plus one hashed asset with its precompressed siblings. */
export function makeWebDist(): { dir: string; assetName: string; assetBody: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sjd-web-'));
  mkdirSync(join(dir, 'assets'));
  const assetName = 'index-Ab12Cd34.js';
  const assetBody = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Smart Journey Demo</title><div id="root"></div>',
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(join(dir, 'assets', assetName), assetBody);
  writeFileSync(join(dir, 'assets', `${assetName}.br`), brotliCompressSync(assetBody));
  writeFileSync(join(dir, 'assets', `${assetName}.gz`), gzipSync(assetBody));
  return { dir, assetName, assetBody };
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ LOG_LEVEL: 'silent', ...overrides }, { webDist: null }).app;
}

/** A port free on loopback right now, for a server that must know its URL before it listens. */
export { freeLoopbackPort as freePort } from '../../../scripts/ports.mjs';
