// The terminal's latest step in one line, for the processing screen: 'Pay with card ·
// 3DS authentication (sent)'. The terminal holds the whole story; this only says where it is.
import type { RootState } from '../../app/store';
import type { Trigger } from '../event-log';

export function selectLatestStep(state: RootState): string | null {
  return latestStepOf(state.eventLog.triggers);
}

/** The latest step of a trail in one line (a replay's too, issue 44). */
export function latestStepOf(triggers: readonly Trigger[]): string | null {
  const trigger = triggers.at(-1);
  if (!trigger) return null;
  const event = trigger.events.at(-1);
  if (!event) return trigger.name;
  const stage = event.plainText ? '' : event.type === 'request' ? ' (sent)' : ' (answered)';
  return `${trigger.name} · ${event.title}${stage}`;
}
