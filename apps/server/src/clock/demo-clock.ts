// The visitor's demo clock, the server's half (issue 31; the sandbox's half is
// packages/sandbox/src/domain/clocks.ts). Each visitor's clock id is derived from their visitor id
// with the server's key (HMAC-SHA256 under a label of its own, so it is not the cookie's
// signature): unguessable without the key, the same on every instance that shares
// VISITOR_COOKIE_SECRET, and never shown to the browser. The proxy names it in the simulator-only
// `x-sjd-demo-clock` header of every call to the built-in sandbox; a real provider never gets it.
//
// The server also counts each visitor's provider calls under way: the clock does not move in the
// middle of one (`clockBusy`). A journey that waits for the shopper between calls (a 3DS
// challenge) is known to the web app's journey engine, which refuses to move the clock then.
import { simulatorKeyHeader } from '@sjd/sandbox';
import { createHmac } from 'node:crypto';
import type { ProviderProfile } from '../config/env';

/** The clock id of a visitor: 43 characters of base64url. */
export function clockIdFor(key: string | Buffer, visitorId: string): string {
  return createHmac('sha256', key).update(`sjd-demo-clock\u0000${visitorId}`).digest('base64url');
}

/** Provider calls under way, per visitor (this instance's). */
export class CallsInFlight {
  private readonly counts = new Map<string, number>();

  begin(visitorId: string): void {
    this.counts.set(visitorId, (this.counts.get(visitorId) ?? 0) + 1);
  }

  end(visitorId: string): void {
    const left = (this.counts.get(visitorId) ?? 1) - 1;
    if (left <= 0) this.counts.delete(visitorId);
    else this.counts.set(visitorId, left);
  }

  has(visitorId: string): boolean {
    return this.counts.has(visitorId);
  }
}

/** What the sandbox's /_sandbox/demo-clocks routes answer. */
export interface SandboxClockState {
  id: string;
  now: string;
  offsetMs: number;
  epoch: number;
}

export type SandboxClockAnswer =
  { ok: true; state: SandboxClockState } | { ok: false; status: number; message: string };

/** Reads or moves a clock on the built-in sandbox (Basic auth, as every provider call). */
export async function sandboxClockCall(
  profile: ProviderProfile,
  clockId: string,
  body: { advanceMs: number } | { backToNow: true } | null,
  timeoutMs: number,
): Promise<SandboxClockAnswer> {
  const credentials = Buffer.from(`${profile.username}:${profile.password}`).toString('base64');
  try {
    const answer = await fetch(`${profile.baseUrl}/_sandbox/demo-clocks/${clockId}`, {
      method: body === null ? 'GET' : 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        ...(profile.simulatorKey ? { [simulatorKeyHeader]: profile.simulatorKey } : {}),
        accept: 'application/json',
        ...(body === null ? {} : { 'content-type': 'application/json' }),
      },
      body: body === null ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const json = (await answer.json().catch(() => null)) as Record<string, unknown> | null;
    if (answer.ok && json && typeof json.now === 'string' && typeof json.offsetMs === 'number') {
      return { ok: true, state: json as unknown as SandboxClockState };
    }
    const message =
      json && typeof json.message === 'string'
        ? json.message
        : `The sandbox answered ${answer.status}`;
    return { ok: false, status: answer.status, message };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      status: timedOut ? 504 : 502,
      message: timedOut
        ? `The sandbox did not answer within ${timeoutMs} ms`
        : 'The sandbox could not be reached',
    };
  }
}
