// The test-scenarios page shows the APM rows of the scenario table: every magic amount, the
// BLIK code, and each simulated method with its currencies.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apmMethodFacts, apmMethods } from '@sjd/contracts';
import { apmScenarios, blikRefusedCode } from '../../domain/scenarios';
import { startTestSandbox, type TestSandbox } from '../../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

it('lists every APM amount, the BLIK code and the methods', async () => {
  const page = await sandbox.app.inject({ method: 'GET', url: '/docs/test-scenarios' });
  expect(page.statusCode).toBe(200);
  const body = page.body;
  expect(body).toContain('id="apms"');
  for (const scenario of apmScenarios) {
    if (scenario.amount !== undefined) expect(body).toContain(`<code>${scenario.amount}</code>`);
  }
  expect(body).toContain(`<code>${blikRefusedCode}</code>`);
  for (const method of apmMethods) {
    expect(body).toContain(`<code>${method}</code>`);
    expect(body).toContain(apmMethodFacts[method].currencies.join(', '));
  }
});
