// The Checkout SDK's messages (README "Checkout SDK frames"). Three parties:
//   host page (merchant origin)  ⇄ postMessage, explicit target origins, origin + source checks
//   field frames + controller    (sandbox origin, one per init)
//   field frames ⇄ controller    BroadcastChannel `sjd-checkout:<instance>`, which only documents
//                                of the sandbox's origin can join: card data never leaves them.
// The host sees states and brands only, never a card number, expiry or CVC.
import { isFieldName, type FieldName } from './field-rules';

export const messageSource = 'sjd-checkout';
export const channelName = (instance: string) => `sjd-checkout:${instance}`;
export const instancePattern = /^[A-Za-z0-9_-]{16,64}$/;

export interface FieldState {
  field: FieldName;
  isValid: boolean;
  isEmpty: boolean;
  isFocused: boolean;
  /** The field shows its message (the container gets `is-invalid`). */
  showsError: boolean;
}

/** Frames → host. */
export type FrameMessage =
  | ({ type: 'field-state' } & FieldState)
  | { type: 'brand'; brand: string | null }
  | { type: 'resize'; field: FieldName; height: number }
  | { type: 'cleared'; field: FieldName; requestId: string }
  | { type: 'loaded' }
  | { type: 'ready' }
  | { type: 'init-error'; message: string }
  | { type: 'sessions'; requestId: string; sessions: Record<string, string> }
  | { type: 'session-error'; requestId: string; message: string };

/** Host → frames. */
export type HostCommand =
  | { type: 'clear'; requestId: string }
  | { type: 'generate'; requestId: string; want: 'card' | 'sessions' };

/** Field frames ⇄ controller, on the same-origin channel. */
export type ChannelMessage =
  | { kind: 'value'; field: FieldName; value: string; isValid: boolean }
  | { kind: 'brand'; brand: string | null }
  | { kind: 'hello' };

type Envelope<T> = T & { source: typeof messageSource; instance: string };

export const envelope = <T extends object>(instance: string, message: T): Envelope<T> => ({
  source: messageSource,
  instance,
  ...message,
});

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
function str(value: Json, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}
const bool = (value: Json, key: string) => value[key] === true;

function fromInstance(data: unknown, instance: string): Json | null {
  if (!isRecord(data) || data.source !== messageSource || data.instance !== instance) return null;
  return data;
}

export function parseFrameMessage(data: unknown, instance: string): FrameMessage | null {
  const m = fromInstance(data, instance);
  if (!m) return null;
  const requestId = str(m, 'requestId');
  const field = m.field;
  switch (m.type) {
    case 'field-state':
      if (!isFieldName(field)) return null;
      return {
        type: 'field-state',
        field,
        isValid: bool(m, 'isValid'),
        isEmpty: bool(m, 'isEmpty'),
        isFocused: bool(m, 'isFocused'),
        showsError: bool(m, 'showsError'),
      };
    case 'brand': {
      const brand = m.brand;
      return typeof brand === 'string' || brand === null ? { type: 'brand', brand } : null;
    }
    case 'resize': {
      const height = m.height;
      if (!isFieldName(field) || typeof height !== 'number' || !Number.isFinite(height))
        return null;
      return { type: 'resize', field, height: Math.min(Math.max(height, 0), 400) };
    }
    case 'cleared':
      return isFieldName(field) && requestId ? { type: 'cleared', field, requestId } : null;
    case 'loaded':
      return { type: 'loaded' };
    case 'ready':
      return { type: 'ready' };
    case 'init-error': {
      const message = str(m, 'message');
      return message ? { type: 'init-error', message } : null;
    }
    case 'sessions': {
      const sessions = m.sessions;
      if (!requestId || !isRecord(sessions)) return null;
      const hrefs = Object.entries(sessions).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      return { type: 'sessions', requestId, sessions: Object.fromEntries(hrefs) };
    }
    case 'session-error': {
      const message = str(m, 'message');
      return requestId && message ? { type: 'session-error', requestId, message } : null;
    }
    default:
      return null;
  }
}

export function parseHostCommand(data: unknown, instance: string): HostCommand | null {
  const m = fromInstance(data, instance);
  const requestId = m ? str(m, 'requestId') : undefined;
  if (!m || !requestId) return null;
  if (m.type === 'clear') return { type: 'clear', requestId };
  if (m.type === 'generate' && (m.want === 'card' || m.want === 'sessions')) {
    return { type: 'generate', requestId, want: m.want };
  }
  return null;
}

export function parseChannelMessage(data: unknown): ChannelMessage | null {
  if (!isRecord(data)) return null;
  if (data.kind === 'hello') return { kind: 'hello' };
  if (data.kind === 'brand') {
    const brand = data.brand;
    return typeof brand === 'string' || brand === null ? { kind: 'brand', brand } : null;
  }
  if (data.kind === 'value' && isFieldName(data.field) && typeof data.value === 'string') {
    return { kind: 'value', field: data.field, value: data.value, isValid: bool(data, 'isValid') };
  }
  return null;
}
