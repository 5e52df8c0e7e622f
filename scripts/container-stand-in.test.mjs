// What the container check decides before it asks podman anything: which image the Dockerfile
// builds on and what stands in for it, the npm a Node release bundles, and the limits the
// containers get. (The engine itself runs in the container check, scripts/container-check.mjs.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError, ulimitFlags } from './container-engine.mjs';
import { baseImages, bundledNpm, standInFor } from './container-stand-in.mjs';
import { nodeLine, root } from './node-release.mjs';

describe("the Dockerfile's base image", () => {
  it('is the node image at the pinned release, which a stand-in can replace', () => {
    const images = baseImages(readFileSync(join(root, 'Dockerfile'), 'utf8'));
    expect(images).toEqual([`node:${nodeLine.pinned}-slim`]);
    expect(standInFor(images[0] ?? '')).toMatchObject({
      name: `docker.io/library/node:${nodeLine.pinned}-slim`,
      release: nodeLine.pinned,
      suite: 'trixie',
    });
  });

  it("reads FROM lines with the global ARGs' defaults and leaves stages out", () => {
    const dockerfile = [
      'ARG BASE=node',
      'ARG TAG=1.2.3-slim',
      'FROM ${BASE}:$TAG AS deps',
      'ARG TAG=ignored',
      'FROM deps AS build',
      'FROM --platform=linux/amd64 postgres:17',
      'FROM node:1.2.3-slim',
    ].join('\n');
    expect(baseImages(dockerfile)).toEqual(['node:1.2.3-slim', 'postgres:17']);
  });

  it('has no stand-in but the slim node image at the pinned release', () => {
    expect(standInFor(`node:${nodeLine.pinned}-bookworm-slim`).suite).toBe('bookworm');
    expect(standInFor(`docker.io/library/node:${nodeLine.pinned}-trixie-slim`).name).toBe(
      `docker.io/library/node:${nodeLine.pinned}-trixie-slim`,
    );
    expect(() => standInFor('node:26.0.0-slim')).toThrow(/must name that release/);
    expect(() => standInFor(`node:${nodeLine.pinned}-alpine`)).toThrow(EngineError);
    expect(() => standInFor('postgres:17')).toThrow(/no stand-in/);
  });
});

describe('the npm a Node release bundles', () => {
  const changelog = [
    '<a id="26.2.1"></a>',
    '## Version 26.2.1',
    '* **deps**: update undici to 7.1.0',
    '<a id="26.2.0"></a>',
    '* **deps**: upgrade npm to 11.4.2 (npm team)',
    '<a id="26.1.0"></a>',
    '* **deps**: upgrade npm to 11.3.0 (npm team)',
  ].join('\n');

  it("is the newest upgrade at or before the release in the release's changelog", () => {
    expect(bundledNpm(changelog, '26.2.1')).toBe('11.4.2');
    expect(bundledNpm(changelog, '26.2.0')).toBe('11.4.2');
    expect(bundledNpm(changelog, '26.1.0')).toBe('11.3.0');
  });

  it('is refused, not guessed, when the changelog does not say', () => {
    expect(() => bundledNpm(changelog, '26.3.0')).toThrow(EngineError);
    expect(() => bundledNpm('<a id="26.0.0"></a>', '26.0.0')).toThrow(/does not say/);
  });
});

describe("the containers' limits", () => {
  const limits = (files, processes) =>
    [
      'Limit                     Soft Limit           Hard Limit           Units',
      `Max processes             ${processes}                ${processes}                processes`,
      `Max open files            ${files}                ${files}                files`,
    ].join('\n');

  it("stay within this machine's hard limits, which runc may not raise", () => {
    expect(ulimitFlags(limits(20000, 96367))).toEqual([
      '--ulimit',
      'nofile=16384:16384',
      '--ulimit',
      'nproc=8192:8192',
    ]);
    expect(ulimitFlags(limits(4096, 'unlimited'))).toEqual([
      '--ulimit',
      'nofile=4096:4096',
      '--ulimit',
      'nproc=8192:8192',
    ]);
  });
});
