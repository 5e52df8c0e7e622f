// hpp-embedded-integration-library.js — WPCL.Library (provider-api.md §12.2):
//   var lib = new WPCL.Library();
//   lib.setup({ url, type: 'iframe', inject: 'immediate', target: 'custom-html',
//               accessibility: true, debug: false, resultCallback, flowCallback, customisation });
// It frames the hosted payment page in the target element, sizes the frame to the page, and
// calls resultCallback({ order: { status, transactionReference } }) once. Messages are taken
// only from the page's frame, on the library's own origin. Without a resultCallback it sends
// the browser to the matching successURL / failureURL / … option instead, as the library does.
import type { HostedPaymentStatus } from '@sjd/contracts';
import { hppMessageSource, isHppStatus } from '../../shared/hpp-protocol';
import { isRecord, numberAt, recordAt, stringAt, type Json } from '../shared/guards';

const scriptSrc =
  document.currentScript instanceof HTMLScriptElement
    ? document.currentScript.src
    : (document.querySelector<HTMLScriptElement>('script[src*="hpp-embedded-integration-library"]')
        ?.src ?? '');
const libraryOrigin = new URL(scriptSrc || window.location.href).origin;

const redirectOptions: Record<HostedPaymentStatus, string> = {
  success: 'successURL',
  pending: 'pendingURL',
  failure: 'failureURL',
  error: 'errorURL',
  exception: 'errorURL',
  cancelled_by_shopper: 'cancelURL',
  session_expired: 'expiryURL',
};

function fail(message: string): never {
  throw new Error(`WPCL.Library: ${message}`);
}

class Library {
  private frame: HTMLIFrameElement | null = null;
  private options: Json = {};
  private hasResult = false;
  private readonly listener = (event: MessageEvent) => this.receive(event);

  setup(options: unknown): void {
    if (!isRecord(options)) fail('setup needs an options object.');
    const url = stringAt(options, 'url');
    if (!url) fail('the "url" option (the hosted payment page URL) is required.');
    if (new URL(url, window.location.href).origin !== libraryOrigin) {
      fail('the "url" must be a hosted payment page of the provider that served this library.');
    }
    const type = stringAt(options, 'type') ?? 'iframe';
    if (type !== 'iframe' && type !== 'lightbox') fail('"type" must be "iframe" or "lightbox".');
    const targetId = stringAt(options, 'target');
    const target = targetId ? document.getElementById(targetId) : null;
    if (type === 'iframe' && !target)
      fail(`the "target" element "${targetId ?? ''}" was not found.`);
    this.options = options;
    const inject = stringAt(options, 'inject') ?? 'default';
    const open = () => this.inject(url, type, target);
    if (inject === 'immediate') open();
    else if (inject === 'onload' && document.readyState !== 'complete')
      window.addEventListener('load', open, { once: true });
    else if (inject === 'onload') open();
    else {
      const triggerId = stringAt(options, 'trigger');
      const trigger = triggerId ? document.getElementById(triggerId) : null;
      if (!trigger) fail('inject "default" needs a "trigger" element id.');
      trigger.addEventListener('click', open);
    }
  }

  private inject(url: string, type: string, target: HTMLElement | null): void {
    if (this.frame) return;
    const src = new URL(url, window.location.href);
    src.searchParams.set('parent', window.location.origin);
    const customisation = this.options.customisation;
    if (isRecord(customisation))
      src.searchParams.set('customisation', JSON.stringify(customisation));
    const language = stringAt(this.options, 'language');
    if (language) src.searchParams.set('language', language);
    if (this.options.debug === true) src.searchParams.set('debug', 'true');

    const frame = document.createElement('iframe');
    frame.src = src.href;
    frame.title = 'Payment form';
    frame.name = 'wp-hpp-frame';
    frame.setAttribute('allow', 'payment');
    frame.style.cssText = 'display:block;width:100%;height:640px;border:0;background:transparent';
    window.addEventListener('message', this.listener);
    this.frame = frame;
    if (type === 'lightbox' || !target) {
      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', 'Payment');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483000;overflow:auto;padding:24px 8px;background:rgba(15,23,42,.6)';
      frame.style.maxWidth = '520px';
      frame.style.margin = '0 auto';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
    } else {
      target.replaceChildren(frame);
    }
    // With accessibility on, keyboard users land in the payment form rather than behind it.
    if (this.options.accessibility === true)
      frame.addEventListener('load', () => frame.focus(), { once: true });
  }

  private receive(event: MessageEvent): void {
    if (!this.frame || event.origin !== libraryOrigin || event.source !== this.frame.contentWindow)
      return;
    const message = event.data;
    if (!isRecord(message) || message.source !== hppMessageSource) return;
    if (this.options.debug === true) console.log('[WPCL]', message);
    switch (message.type) {
      case 'resize': {
        const height = numberAt(message, 'height');
        if (height !== undefined)
          this.frame.style.height = `${Math.min(Math.max(height, 200), 4000)}px`;
        return;
      }
      case 'flow': {
        const callback = this.options.flowCallback;
        if (typeof callback === 'function') callback({ page: stringAt(message, 'page') });
        return;
      }
      case 'result':
        return this.result(recordAt(message, 'order'));
    }
  }

  private result(order: Json | undefined): void {
    const status = order?.status;
    if (this.hasResult || !order || !isHppStatus(status)) return;
    this.hasResult = true;
    const data = {
      order: { status, transactionReference: stringAt(order, 'transactionReference') },
    };
    const callback = this.options.resultCallback;
    if (typeof callback === 'function') {
      callback(data);
      return;
    }
    const redirect = stringAt(this.options, redirectOptions[status]);
    if (redirect) window.location.assign(redirect);
  }
}

const existing: unknown = Reflect.get(window, 'WPCL');
Reflect.set(window, 'WPCL', { ...(isRecord(existing) ? existing : {}), Library });
