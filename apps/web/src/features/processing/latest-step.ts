// The terminal's latest step in one line, for the processing screen: 'Pay with card ·
// 3DS authentication (sent)'. The terminal holds the whole story; this only says where it is.
import type { RootState } from '../../app/store';

export function selectLatestStep(state: RootState): string | null {
  const trigger = state.eventLog.triggers.at(-1);
  if (!trigger) return null;
  const event = trigger.events.at(-1);
  if (!event) return trigger.name;
  const stage = event.plainText ? '' : event.type === 'request' ? ' (sent)' : ' (answered)';
  return `${trigger.name} · ${event.title}${stage}`;
}
