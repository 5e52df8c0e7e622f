// Site and sandbox logs, joined (issue 28): the demo server and the built-in sandbox write to
// the same stdout from one process, so each line must say which service wrote it, carry a
// request id of its own, and a provider call must be traceable from the site's line to the
// sandbox's. Here both run as in production, over real HTTP on loopback ports (the sandbox
// in-process rather than on its thread, so that its log can be read from a stream), and one
// payment goes through /api/payments.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerResultSchema } from '@sjd/contracts';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { validBodies } from '@sjd/sandbox/valid-bodies';
import { buildApp } from './app';
import { freePort, testConfig } from './test-helpers';

interface Line {
  service?: string;
  reqId?: string;
  msg?: string;
  correlationId?: string;
  req?: { method?: string; url?: string };
  [field: string]: unknown;
}

/** A log destination that keeps the lines it is given, parsed. */
function lineCollector() {
  const lines: Line[] = [];
  return {
    lines,
    write(chunk: string) {
      for (const text of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
    },
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('site and sandbox logs', () => {
  const siteLog = lineCollector();
  const sandboxLog = lineCollector();
  let sandbox: FastifyInstance;
  let site: FastifyInstance;
  let siteUrl = '';

  beforeAll(async () => {
    const sandboxPort = await freePort();
    const env = {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
      SANDBOX_DB: ':memory:',
      LOG_LEVEL: 'info',
    };
    const { config: sandboxConfig, listen } = sandboxConfigFromEnv(env, 'http://127.0.0.1', [
      'sjd-checkout-id',
    ]);
    sandbox = await buildSandbox(sandboxConfig, { logStream: sandboxLog });
    await sandbox.listen(listen);
    site = await buildApp(testConfig(env), { logStream: siteLog });
    await site.listen({ port: 0, host: '127.0.0.1' });
    siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await site.close();
    await sandbox.close();
  });

  it("joins a payment's site line to its sandbox line on the provider call's correlation id", async () => {
    const answer = await fetch(`${siteUrl}/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: validBodies.payment?.() }),
    });
    expect(answer.status).toBe(200);
    const result = providerResultSchema.parse(await answer.json());
    expect(result.status).toBe(201);

    // The site's line: written once its answer has gone, which the fetch has just read.
    await expect.poll(() => siteLog.lines.some((l) => l.msg === 'request completed')).toBe(true);
    const siteLine = siteLog.lines.find(
      (line) => line.msg === 'request completed' && line.req?.url === '/api/payments',
    );
    expect(siteLine).toMatchObject({
      service: 'site',
      req: { method: 'POST', url: '/api/payments' },
      res: { statusCode: 200 },
      provider: { endpoint: 'payment', method: 'POST', path: '/api/payments', status: 201 },
    });
    const correlationId = siteLine?.correlationId;
    expect(correlationId).toMatch(uuid);
    // The sandbox echoed the id the site sent, so the visitor's terminal shows the same one.
    expect(result.correlationId).toBe(correlationId);

    // The sandbox's line for the same call: the one line with that correlation id.
    const joined = sandboxLog.lines.filter((line) => line.correlationId === correlationId);
    expect(joined).toHaveLength(1);
    const sandboxLine = joined[0];
    expect(sandboxLine).toMatchObject({
      service: 'sandbox',
      msg: 'request completed',
      req: { method: 'POST', url: '/api/payments' },
      res: { statusCode: 201 },
      endpoint: 'payment',
    });

    // Two services, two request ids, neither a counter that the other could also reach.
    expect(sandboxLine?.service).not.toBe(siteLine?.service);
    expect(siteLine?.reqId).toMatch(uuid);
    expect(sandboxLine?.reqId).toMatch(uuid);
    expect(sandboxLine?.reqId).not.toBe(siteLine?.reqId);

    // One line per request on each side, every line naming its service.
    for (const [log, service] of [
      [siteLog, 'site'],
      [sandboxLog, 'sandbox'],
    ] as const) {
      for (const line of log.lines) expect(line.service).toBe(service);
      const requestLines = log.lines.filter((line) => line.reqId !== undefined);
      expect(requestLines).toHaveLength(1);
    }
  });
});
