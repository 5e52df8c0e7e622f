// The one client of the sandbox's simulator routes parses every answer with its contract: the
// real sandbox's answers fit (the demo clock, a scenario's refusal, a faults call), and an answer
// of another shape, a refusal, no answer and a late answer each come back as a failure that says
// which, never as a value. The scenario names the site offers are the sandbox's.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noVisitorFaults, webhookScenarioNames } from '@sjd/contracts';
import { buildSandbox, merchantCredentials, sandboxConfigFromEnv } from '@sjd/sandbox';
import { eventScenarioNames } from '@sjd/sandbox/scenarios';
import type { ProviderProfile } from '../config/env';
import { freePort, testConfig } from '../test-helpers';
import { InjectDispatcher } from '../testing/inject-dispatcher';
import { simulatorClient } from './simulator-client';
import { sandboxFaults } from './visitor-faults';

const clockId = 'clock-of-a-test-visitor-0001';
const simulatorKey = 'simulator-client-test-key';
let sandbox: FastifyInstance;
let odd: FastifyInstance;
let oddUrl = '';

const profileAt = (baseUrl: string): ProviderProfile => ({
  ...testConfig().providers.try,
  baseUrl,
  simulatorKey,
});

beforeAll(async () => {
  const profile = profileAt('http://sandbox.test');
  const { config } = sandboxConfigFromEnv({
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
    SANDBOX_SIMULATOR_KEY: simulatorKey,
    SANDBOX_USERNAME: profile.username,
    SANDBOX_PASSWORD: profile.password,
  });
  sandbox = await buildSandbox({ ...config, publicUrl: profile.baseUrl });
  // A sandbox of another build: answers of shapes the contracts do not describe, and a slow one.
  odd = Fastify();
  odd.get('/_sandbox/webhooks', async () => ({ events: [{ eventId: 'ev-1' }] }));
  odd.get('/_sandbox/demo-clocks/:clockId', async () => ({ now: 'soon' }));
  odd.post('/_sandbox/scenarios', async (_request, reply) =>
    reply.status(409).send({ errorName: 'scenarioNotApplicable', message: 'Not now.' }),
  );
  odd.post('/_sandbox/webhooks/:eventId/resend', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return {};
  });
  oddUrl = await odd.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await sandbox.close();
  await odd.close();
});

describe('the simulator client', () => {
  it('reads and moves a demo clock on the real sandbox, parsed', async () => {
    const client = simulatorClient(
      profileAt('http://sandbox.test'),
      5000,
      new InjectDispatcher(sandbox),
    );
    const read = await client.clock(clockId, null);
    expect(read).toMatchObject({ ok: true, value: { id: clockId, offsetMs: 0 } });
    const moved = await client.clock(clockId, { advanceMs: 3_600_000 });
    expect(moved).toMatchObject({ ok: true, value: { offsetMs: 3_600_000 } });
    // No outbox (no receiver configured): the sandbox says so in its own envelope.
    const faults = await client.setFaults(['SJD-1'], sandboxFaults(noVisitorFaults));
    expect(faults).toMatchObject({
      ok: false,
      status: 409,
      error: { errorName: 'noReceiverConfigured' },
    });
    const scenario = await client.scenario('chargeback', 'SJD-none');
    expect(scenario).toMatchObject({
      ok: false,
      status: 404,
      error: { errorName: 'resourceNotFound' },
    });
  });

  it('turns an answer of another shape, a refusal, no answer and a late one into failures', async () => {
    const client = simulatorClient(profileAt(oddUrl), 200);
    expect(await client.events('SJD-1')).toMatchObject({ ok: false, status: 200, error: null });
    expect(await client.clock(clockId, null)).toMatchObject({ ok: false, status: 200 });
    expect(await client.scenario('chargeback', 'SJD-1')).toEqual({
      ok: false,
      status: 409,
      timedOut: false,
      error: { errorName: 'scenarioNotApplicable', message: 'Not now.' },
      message: 'Not now.',
    });
    expect(await client.resend('ev-1')).toMatchObject({ ok: false, status: null, timedOut: true });
    const gone = simulatorClient(profileAt(`http://127.0.0.1:${await freePort()}`), 1000);
    expect(await gone.events('SJD-1')).toMatchObject({
      ok: false,
      status: null,
      timedOut: false,
      message: 'The sandbox could not be reached',
    });
  });

  it('acts as the merchant whose credentials it is given (issue 42): its own clocks only', async () => {
    const client = simulatorClient(
      profileAt('http://sandbox.test'),
      5000,
      new InjectDispatcher(sandbox),
    );
    const visitor = client.as(merchantCredentials(simulatorKey, 'merchant-of-a-visitor-001'));
    const id = 'clock-named-alike-0001';
    expect(await visitor.clock(id, { advanceMs: 60_000 })).toMatchObject({
      ok: true,
      value: { offsetMs: 60_000 },
    });
    // The operator's merchant, naming the same clock, reads another one.
    expect(await client.clock(id, null)).toMatchObject({ ok: true, value: { offsetMs: 0 } });
    const forged = client.as({ username: 'merchant-of-a-visitor-001', password: 'guessed' });
    expect(await forged.clock(id, null)).toMatchObject({ ok: false, status: 401 });
  });

  it('sends the simulator key the sandbox requires', async () => {
    const keyless = simulatorClient(
      { ...profileAt('http://sandbox.test'), simulatorKey: undefined },
      5000,
      new InjectDispatcher(sandbox),
    );
    expect(await keyless.clock(clockId, null)).toMatchObject({
      ok: false,
      status: 401,
      error: { errorName: 'accessDenied' },
    });
  });

  it('offers the scenario triggers the sandbox has, no more, no fewer', () => {
    expect([...webhookScenarioNames].sort()).toEqual([...eventScenarioNames].sort());
  });
});
