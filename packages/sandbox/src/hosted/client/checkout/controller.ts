// The hidden controller frame of one Checkout SDK init (sandbox origin). It knows which fields
// the form has, collects their values over the same-origin channel, and on the host's
// `generate` command posts them to the session endpoints on its own origin (provider-api.md
// §11.3), answering the host with session hrefs only. It also reports an unknown checkout id.
import {
  channelName,
  envelope,
  parseChannelMessage,
  parseHostCommand,
  type FrameMessage,
} from '../../shared/checkout-protocol';
import { expiryDate, isFieldName, type FieldName } from '../../shared/field-rules';
import { isRecord, numberAt, pageData, recordAt, stringAt } from '../shared/guards';

const sessionsMediaType = 'application/vnd.worldpay.sessions-v1.hal+json';
const verifiedTokensMediaType = 'application/vnd.worldpay.verified-tokens-v1.hal+json';
const sdkHeader = 'access-checkout-web/2.0.0-sandbox';

const data = pageData();
const instance = stringAt(data, 'instance') ?? '';
const parentOrigin = stringAt(data, 'parent') ?? '';
const checkoutId = stringAt(data, 'id') ?? '';
const version = numberAt(data, 'version') === 1 ? 1 : 2;
const rawFields = data.fields;
const fields: FieldName[] = Array.isArray(rawFields) ? rawFields.filter(isFieldName) : [];
const initError = stringAt(data, 'error');

const toHost = (message: FrameMessage) =>
  window.parent.postMessage(envelope(instance, message), parentOrigin);

class SessionError extends Error {}

/** POSTs to a session endpoint on this origin and returns the session href. */
async function createSession(
  path: string,
  mediaType: string,
  rel: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': mediaType, Accept: mediaType, 'X-WP-SDK': sdkHeader },
    body: JSON.stringify({ identity: checkoutId, ...body }),
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An answer without a JSON body is reported below by its status.
  }
  const href = isRecord(json)
    ? stringAt(recordAt(recordAt(json, '_links') ?? {}, rel) ?? {}, 'href')
    : undefined;
  if (response.status === 201 && href) return href;
  const message = isRecord(json) ? stringAt(json, 'message') : undefined;
  throw new SessionError(message ?? `The session could not be created (HTTP ${response.status}).`);
}

// First word to the host: the frame was allowed to load (a refused frame never says it).
if (instance && parentOrigin) toHost({ type: 'loaded' });

if (initError) {
  toHost({ type: 'init-error', message: initError });
} else if (instance && parentOrigin && fields.length > 0) {
  const values = new Map<FieldName, { value: string; isValid: boolean }>();
  const channel = new BroadcastChannel(channelName(instance));
  let isReady = false;

  channel.addEventListener('message', (event) => {
    const message = parseChannelMessage(event.data);
    if (message?.kind !== 'value') return;
    values.set(message.field, { value: message.value, isValid: message.isValid });
    if (!isReady && fields.every((field) => values.has(field))) {
      isReady = true;
      toHost({ type: 'ready' });
    }
  });
  // Fields that loaded before this frame announce themselves again.
  channel.postMessage({ kind: 'hello' });

  const valueOf = (field: FieldName) => values.get(field)?.value ?? '';
  const isValid = (names: FieldName[]) => names.every((name) => values.get(name)?.isValid === true);

  async function cardSession(withCvc: boolean): Promise<string> {
    const cardExpiryDate = expiryDate(valueOf('expiry'));
    const card = { cardNumber: valueOf('pan'), cardExpiryDate };
    // SDK v1 tokenizes through Verified Tokens sessions (which always carry the CVC).
    if (version === 1) {
      return createSession(
        '/verifiedTokens/sessions',
        verifiedTokensMediaType,
        'verifiedTokens:session',
        {
          ...card,
          cvc: valueOf('cvv'),
        },
      );
    }
    return createSession('/sessions/card', sessionsMediaType, 'sessions:session', {
      ...card,
      ...(withCvc ? { cvc: valueOf('cvv') } : {}),
    });
  }

  const cvcSession = () =>
    createSession('/sessions/payments/cvc', sessionsMediaType, 'sessions:session', {
      cvc: valueOf('cvv'),
    });

  async function generate(want: 'card' | 'sessions'): Promise<Record<string, string>> {
    const hasCard = fields.includes('pan');
    if (want === 'card' && !hasCard) {
      throw new SessionError('generateSessionState needs the card number and expiry fields.');
    }
    if (!isValid(fields)) throw new SessionError('The card details are not valid.');
    if (want === 'card') return { card: await cardSession(true) };
    if (!hasCard) return { cvv: await cvcSession() };
    const [card, cvv] = await Promise.all([cardSession(false), cvcSession()]);
    return { card, cvv };
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const command = parseHostCommand(event.data, instance);
    if (command?.type !== 'generate') return;
    generate(command.want).then(
      (sessions) => toHost({ type: 'sessions', requestId: command.requestId, sessions }),
      (error: unknown) =>
        toHost({
          type: 'session-error',
          requestId: command.requestId,
          message:
            error instanceof SessionError
              ? error.message
              : 'The session service could not be reached.',
        }),
    );
  });
}
