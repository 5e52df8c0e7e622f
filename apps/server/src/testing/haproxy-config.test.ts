// deploy/haproxy.cfg, as deployed and as the loopback topology runs it: the site's backend sends
// small writes at once (option http-no-delay). Without it each event of a visitor's stream (SSE)
// waited for the client's delayed ACK through the balancer (bench 'swarm': about 200 ms more per
// event than without the balancer; issue 46).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployedBalancerConfig, loopbackBalancerConfig } from './topology';

/** The lines of one section (`backend sites`) of a HAProxy configuration, trimmed. */
function section(config: string, header: string): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  if (start === -1) throw new Error(`no ${header}`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^\S/.test(line));
  return (end === -1 ? rest : rest.slice(0, end)).map((line) => line.trim());
}

describe('the balancer configuration', () => {
  const deployed = readFileSync(deployedBalancerConfig, 'utf8');

  it('sends the site backend’s small writes (the event streams) without delay', () => {
    expect(section(deployed, 'backend sites')).toContain('option http-no-delay');
  });

  it('keeps that option in the loopback topology the tests and the bench run', () => {
    const instance = (name: 'a' | 'b', port: number) => ({
      name,
      sitePort: port,
      sandboxPort: port + 1,
      process: null,
      output: '',
    });
    const loopback = loopbackBalancerConfig(deployed, {
      sitePort: 4000,
      sandboxPort: 4001,
      statsPort: 4002,
      instances: [instance('a', 4010), instance('b', 4020)],
    });
    expect(section(loopback, 'backend sites')).toContain('option http-no-delay');
  });
});
