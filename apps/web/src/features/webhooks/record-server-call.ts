// A call to the demo server's own webhook routes (Resend, faults, scenario triggers) as a trigger
// of the terminal's trail: the request and the server's answer, so what the visitor set off shows
// beside the provider's events it leads to.
import type { AppDispatch } from '../../app/store';
import { apiEventRecorded, triggerSaved, type JsonValue } from '../event-log';

export const demoServerApi = 'Demo server';

export function recordServerCall(
  dispatch: AppDispatch,
  trigger: string,
  request: { method: 'POST' | 'PUT'; url: string; body: JsonValue },
  answer: { status: number; body: JsonValue; responseTime: number },
): void {
  dispatch(triggerSaved({ name: trigger }));
  dispatch(
    apiEventRecorded({
      trigger,
      event: { title: trigger, type: 'request', api: demoServerApi, ...request, icon: 'request' },
    }),
  );
  dispatch(
    apiEventRecorded({
      trigger,
      event: {
        title: trigger,
        type: 'response',
        api: demoServerApi,
        status: answer.status,
        responseTime: answer.responseTime,
        body: answer.body,
        icon: answer.status < 400 ? 'success' : 'error',
      },
    }),
  );
}

/** Runs a call and measures it, for the trail's response time. */
export async function timed<T>(
  run: () => Promise<T>,
): Promise<{ answer: T; responseTime: number }> {
  const started = performance.now();
  const answer = await run();
  return { answer, responseTime: Math.round(performance.now() - started) };
}
