// The local-method pages' script (hosted/apm): sends the shopper back to the shop at once after
// an answer (a button does it without script), counts down to the request's expiry (the time
// left on the payment's clock when the page was made) and then shows the page again, expired;
// on the Pix / Swish page, polls the payment so that an answer given elsewhere shows. A second
// click never posts an answer twice (the server records one anyway).
export {};

const returnForm = document.querySelector<HTMLFormElement>('form[data-auto-submit]');
if (returnForm) returnForm.submit();

const reloadAt = (url: string) => window.location.replace(url);
const main = document.querySelector<HTMLElement>('main');
const pageUrl = main?.dataset.page ?? window.location.href;

const expiry = document.querySelector<HTMLElement>('[data-expires-in-ms]');
if (expiry && !returnForm) {
  const endsAt = Date.now() + Number(expiry.dataset.expiresInMs ?? 0);
  const tick = () => {
    const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    const minutes = Math.floor(left / 60);
    const seconds = String(left % 60).padStart(2, '0');
    // Long waits (a Pix code lives a day) in hours, the last hour as m:ss.
    expiry.textContent =
      left > 3600
        ? `Expires in about ${Math.round(left / 3600)} hours.`
        : `Expires in ${minutes}:${seconds}.`;
    if (left === 0) reloadAt(pageUrl);
    else window.setTimeout(tick, 1000);
  };
  tick();
}

const pollUrl = main?.dataset.poll;
if (pollUrl) {
  let first: string | undefined;
  const poll = async () => {
    try {
      const response = await fetch(pollUrl, { cache: 'no-store' });
      const state: unknown = await response.json();
      if (typeof state === 'object' && state !== null && 'lastEvent' in state) {
        const seen = `${String(state.lastEvent)}:${'answered' in state ? String(state.answered) : ''}`;
        first ??= seen;
        if (seen !== first) return reloadAt(pageUrl);
      }
    } catch {
      // A missed poll is tried again at the next one.
    }
    window.setTimeout(() => void poll(), 2000);
  };
  void poll();
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[method="post"]')) {
  let isSent = false;
  form.addEventListener('submit', (event) => {
    if (isSent) event.preventDefault();
    isSent = true;
  });
}
// Chromium ignores `autofocus` in a cross-origin frame: focus the code field from here.
const firstField = document.querySelector<HTMLInputElement>('[data-focus-first]');
if (firstField && document.hasFocus()) firstField.focus();
