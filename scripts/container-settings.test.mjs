// The container check's verdicts on compose files and images (scripts/container-settings.mjs),
// on readings shaped as podman-compose and `podman image inspect` give them, and, where
// podman-compose is installed, on its own reading of a compose file with the forms
// compose.yaml must avoid.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPath } from './container-engine.mjs';
import {
  composeChecks,
  composeConfig,
  hostingChecks,
  imageChecks,
  uninterpolated,
} from './container-settings.mjs';

const ports = { port: 4100, sandboxPort: 4101 };
/** compose.yaml's demo service as podman-compose 1.0.3 reads it with a .env of those ports. */
const reading = () => ({
  version: '1.0.3',
  project: 'p',
  services: {
    demo: {
      build: '.',
      image: 'smart-journey-demo',
      env_file: ['.env'],
      environment: {
        PORT: '4100',
        SANDBOX_PORT: '4101',
        HOST: '0.0.0.0',
        SANDBOX_HOST: '0.0.0.0',
        SANDBOX_DB: '/data/sandbox.db',
      },
      ports: ['4100:4100', '4101:4101'],
      volumes: ['sandbox-data:/data'],
    },
  },
  volumes: { 'sandbox-data': null },
});
const failed = (checks) => checks.filter(([ok]) => !ok).map(([, what]) => what);

describe('compose.yaml as podman-compose read it', () => {
  it('passes as the file is', () => {
    const found = composeChecks(reading(), ports);
    expect(failed(found.checks)).toEqual([]);
    expect(found).toMatchObject({ name: 'demo', volume: 'sandbox-data', target: '/data' });
  });

  it('fails on what podman-compose 1.0.3 reads otherwise or not at all', () => {
    const left = reading();
    left.services.demo.ports = ['${PORT:-}:4100', '4101:4101'];
    expect(failed(composeChecks(left, ports).checks)).toEqual([
      expect.stringContaining('left as text: demo.ports[0]'),
      expect.stringContaining('publishes PORT and SANDBOX_PORT'),
    ]);
    const longForm = reading();
    longForm.services.demo.env_file = [{ path: '.env', required: false }];
    expect(failed(composeChecks(longForm, ports).checks)).toEqual([
      expect.stringContaining('env_file'),
    ]);
  });

  it('fails when the database is off the volume or the ports are not published as themselves', () => {
    const moved = reading();
    moved.services.demo.environment.SANDBOX_DB = '/app/data/sandbox.db';
    moved.services.demo.ports = ['3000:4100', '4101:4101'];
    expect(failed(composeChecks(moved, ports).checks)).toHaveLength(2);
  });

  it('names every string left uninterpolated, with its place', () => {
    expect(uninterpolated({ a: ['x', '${B-${C}}'], d: { e: 1 } })).toEqual(['a[1]: ${B-${C}}']);
  });
});

describe('compose.hosting.yaml as podman-compose read it', () => {
  const hosting = () => ({
    version: '1.0.3',
    services: {
      postgres: { image: 'postgres:17' },
      'demo-a': { build: '.', image: 'smart-journey-demo' },
      'demo-b': { build: '.', image: 'smart-journey-demo' },
      balancer: { image: 'haproxy:2.6' },
    },
  });

  it('builds the instances from the image compose.yaml builds', () => {
    expect(failed(hostingChecks(hosting(), 'smart-journey-demo'))).toEqual([]);
    const other = hosting();
    other.services['demo-b'].image = 'someone-else';
    expect(failed(hostingChecks(other, 'smart-journey-demo'))).toHaveLength(1);
  });
});

describe('the image as podman inspects it', () => {
  const compose = { target: '/data', volume: 'sandbox-data' };
  const inspected = () => ({
    Config: {
      User: 'node',
      Env: [
        'PATH=/usr/local/bin',
        'HOST=0.0.0.0',
        'SANDBOX_HOST=0.0.0.0',
        'SANDBOX_DB=/data/sandbox.db',
      ],
      Entrypoint: ['docker-entrypoint.sh'],
      Cmd: ['node', 'scripts/serve.mjs'],
      ExposedPorts: { '3000/tcp': {}, '3001/tcp': {} },
      Volumes: { '/data': {} },
    },
    Healthcheck: { Test: ['CMD', 'node', 'scripts/healthcheck.mjs'] },
  });

  it('runs as node, CMD in exec form, with its HEALTHCHECK, ports and volume', () => {
    expect(failed(imageChecks(inspected(), compose))).toEqual([]);
  });

  it('fails as root, or without a HEALTHCHECK (an OCI image drops it), or with a shell CMD', () => {
    const image = inspected();
    image.Config.User = '';
    image.Config.Cmd = ['/bin/sh', '-c', 'node scripts/serve.mjs'];
    delete image.Healthcheck;
    expect(failed(imageChecks(image, compose))).toHaveLength(3);
  });
});

describe.skipIf(!onPath('podman-compose'))("podman-compose's own reading", () => {
  const folder = mkdtempSync(join(tmpdir(), 'sjd-compose-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('interpolates ${VAR:-default} and keeps an empty default as text, as compose.yaml says', async () => {
    const source = join(folder, 'compose.yaml');
    writeFileSync(
      source,
      [
        'services:',
        '  demo:',
        '    image: demo',
        '    environment:',
        '      A: ${PORT:-3000}',
        '      B: ${UNSET:-}',
        '      C: ${SANDBOX_PORT}',
      ].join('\n'),
    );
    const config = await composeConfig(source, {
      folder: join(folder, 'project'),
      project: 'sjd-test',
      dotenv: 'SANDBOX_PORT=4101\n',
    });
    expect(config.services.demo.environment).toEqual({ A: '3000', B: '${UNSET:-}', C: '4101' });
    expect(uninterpolated(config.services)).toEqual(['demo.environment.B: ${UNSET:-}']);
  });
});
