// The hosted payment page runs 3DS itself, with the same browser protocol a merchant's page
// uses (provider-api.md §3): a hidden frame posts Bin + JWT to the DDC page and waits for its
// profile.completed message; the challenge frame gets JWT and comes back to the page's own
// ReturnUrl. Both frames are on this page's origin, so messages are accepted from it only, and
// only from the frame that was created for the step.
import { challengeReturnedType } from '../../shared/hpp-protocol';
import { isRecord } from '../shared/guards';

/** The provider's plugin waits 10 s, then goes on without a collectionReference (§3.1). */
const ddcTimeoutMs = 10_000;

function postInto(frame: HTMLIFrameElement, url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = frame.name;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** Resolves with the SessionId, or undefined when collection failed or timed out. */
export function collectDeviceData(slot: HTMLElement, url: string, jwt: string, bin?: string) {
  return new Promise<string | undefined>((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = `sjd-hpp-ddc-${Date.now()}`;
    frame.className = 'ddc-frame';
    frame.title = 'Device data collection';
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    slot.appendChild(frame);
    const done = (sessionId: string | undefined) => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(sessionId);
    };
    const timer = window.setTimeout(() => done(undefined), ddcTimeoutMs);
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      if (typeof event.data !== 'string') return;
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!isRecord(message) || message.MessageType !== 'profile.completed') return;
      done(
        message.Status === true && typeof message.SessionId === 'string'
          ? message.SessionId
          : undefined,
      );
    }
    window.addEventListener('message', onMessage);
    postInto(frame, url, { JWT: jwt, ...(bin ? { Bin: bin } : {}) });
  });
}

/** Shows the bank's challenge in the slot; resolves when the frame is back on our ReturnUrl. */
export function showChallenge(slot: HTMLElement, url: string, jwt: string, md: string) {
  return new Promise<void>((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = `sjd-hpp-challenge-${Date.now()}`;
    frame.className = 'challenge-frame';
    frame.title = 'Verification by your bank';
    // The shopper's next step is in the bank's page, which cannot take the focus itself in a
    // frame (Chromium blocks autofocus there): move it in, and the page focuses its passcode.
    frame.addEventListener('load', () => {
      if (document.activeElement !== frame) frame.focus();
    });
    slot.replaceChildren(frame);
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      if (!isRecord(event.data) || event.data.type !== challengeReturnedType) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve();
    }
    window.addEventListener('message', onMessage);
    postInto(frame, url, { JWT: jwt, MD: md });
  });
}
