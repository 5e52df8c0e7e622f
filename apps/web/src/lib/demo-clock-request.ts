// GET / POST /api/clock (issue 31; contracts/src/demo-clock.ts): the visitor's demo clock, beside
// the environment config's request as the other call to our own /api that is not a provider call.
// Answers are returned as they came (status, parsed JSON, time taken); the clock flow parses them.
import { environmentHeader, type DemoClockMove } from '@sjd/contracts';

export interface ClockAnswer {
  status: number;
  json: unknown;
  ms: number;
}

export async function requestDemoClock(
  environment: string,
  body: DemoClockMove | null,
  apiBaseUrl = '',
): Promise<ClockAnswer> {
  const started = performance.now();
  const response = await fetch(`${apiBaseUrl}/api/clock`, {
    method: body ? 'POST' : 'GET',
    headers: {
      accept: 'application/json',
      [environmentHeader]: environment,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, json, ms: Math.round(performance.now() - started) };
}
