// compose.hosting.yaml and deploy/haproxy.cfg read as data (the container check reads the same
// file with podman-compose; the topology they describe is started from Debian's packages by
// apps/server/src/topology.test.ts, its images being out of reach):
// PostgreSQL, two instances of the demo's image on it, HAProxy round robin with health checks in
// front, publishing the site and the sandbox origins the instances are told about. HAProxy itself
// checks its config when it is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { root } from './lib.mjs';

const compose = parseYaml(readFileSync(join(root, 'compose.hosting.yaml'), 'utf8'), {
  merge: true,
});
const haproxyConfig = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8');

/** `backend name` → its lines. */
function section(kind, name) {
  const lines = haproxyConfig.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${kind} ${name}`);
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.trim());
}

describe('compose.hosting.yaml', () => {
  const demos = Object.keys(compose.services).filter((name) => name.startsWith('demo-'));

  it('runs PostgreSQL, two demo instances on it and a balancer', () => {
    expect(demos).toEqual(['demo-a', 'demo-b']);
    const postgres = compose.services.postgres;
    expect(postgres.healthcheck.test).toContain('pg_isready');
    const { POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB } = postgres.environment;
    for (const name of demos) {
      const demo = compose.services[name];
      expect(demo.build).toBe('.');
      expect(demo.environment.DATABASE_URL).toBe(
        `postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@postgres:5432/${POSTGRES_DB}`,
      );
      expect(demo.depends_on.postgres.condition).toBe('service_healthy');
      expect(demo.environment).toMatchObject({ HOST: '0.0.0.0', SANDBOX_HOST: '0.0.0.0' });
    }
  });

  it("publishes the balancer's two frontends as the origins the instances are told about", () => {
    const balancer = compose.services.balancer;
    expect(balancer.volumes).toContain(
      './deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    const published = balancer.ports.map((port) => port.split(':')[0]);
    for (const name of demos) {
      const { PUBLIC_URL, SANDBOX_PUBLIC_URL, PORT, SANDBOX_PORT } =
        compose.services[name].environment;
      expect(published).toContain(new URL(PUBLIC_URL).port);
      expect(published).toContain(new URL(SANDBOX_PUBLIC_URL).port);
      expect(section('frontend', 'site')).toContain(`bind :${new URL(PUBLIC_URL).port}`);
      expect(section('frontend', 'sandbox')).toContain(`bind :${new URL(SANDBOX_PUBLIC_URL).port}`);
      expect(section('backend', 'sites')).toContain(`server ${name} ${name}:${PORT}`);
      expect(section('backend', 'sandboxes')).toContain(`server ${name} ${name}:${SANDBOX_PORT}`);
    }
  });

  it('balances round robin over instances that pass their health checks', () => {
    for (const [backend, path] of [
      ['sites', '/api/health'],
      ['sandboxes', '/_sandbox/health'],
    ]) {
      const lines = section('backend', backend);
      expect(lines).toContain('balance roundrobin');
      expect(lines).toContain(`option httpchk GET ${path}`);
      expect(lines.some((line) => line.startsWith('default-server check'))).toBe(true);
    }
    expect(haproxyConfig).toMatch(/option redispatch/);
  });

  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));
  it.skipIf(!haproxy)('is a config HAProxy accepts', () => {
    const check = spawnSync(haproxy, ['-c', '-f', join(root, 'deploy/haproxy.cfg')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr + check.stdout).toBe(0);
  });
});
