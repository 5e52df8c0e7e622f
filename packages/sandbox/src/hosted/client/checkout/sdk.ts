// checkout.js — the Checkout SDK on the merchant's page (provider-api.md §11):
// Worldpay.checkout.init({ id, form, fields, styles, accessibility, acceptedCardBrands,
// enablePanFormatting }, callback(error, checkout)). It injects one sandbox frame per field plus
// a hidden controller frame, mirrors their states onto the containers (is-onfocus, is-empty,
// is-valid, is-invalid) and the form (brand class, wp:* events), and asks the controller for
// session hrefs. Card data stays in the frames; this script only ever sees states and hrefs.
import {
  controllerFramePath,
  fieldFramePath,
  type ControllerFrameConfig,
  type FieldFrameConfig,
} from '../../shared/checkout-config';
import {
  envelope,
  parseFrameMessage,
  type FieldState,
  type FrameMessage,
  type HostCommand,
} from '../../shared/checkout-protocol';
import type { FieldName } from '../../shared/field-rules';
import { isRecord } from '../shared/guards';
import { readCheckoutConfig, type CheckoutSetup } from './init-config';

type Callback<T> = (error: Error | null, result?: T) => void;

const scriptSrc =
  document.currentScript instanceof HTMLScriptElement
    ? document.currentScript.src
    : (document.querySelector<HTMLScriptElement>('script[src*="/access-checkout/"]')?.src ?? '');
const sdkUrl = new URL(scriptSrc || window.location.href);
const sdkOrigin = sdkUrl.origin;
const sdkVersion: 1 | 2 = sdkUrl.pathname.includes('/access-checkout/v1/') ? 1 : 2;
const initTimeoutMs = 20_000;
/** After the controller frame's load event, how long its first message may take to arrive. */
const loadGraceMs = 1_500;
const stateClasses = ['is-onfocus', 'is-empty', 'is-valid', 'is-invalid'];

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function frameUrl(path: string, config: FieldFrameConfig | ControllerFrameConfig): string {
  const url = new URL(path, sdkOrigin);
  url.searchParams.set('config', JSON.stringify(config));
  return url.href;
}

/** Runs `step` in a task of its own: a message, not a timer (a background tab's wait a second). */
function inNextTask(step: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    step();
  };
  channel.port2.postMessage(null);
}

function makeFrame(src: string, title: string, name: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = title;
  frame.name = name;
  frame.setAttribute('scrolling', 'no');
  // The frame pads its input by 3px for the focus ring; the negative margin lines the input up
  // with the container's edges.
  frame.style.cssText =
    'display:block;width:calc(100% + 6px);height:50px;margin:-3px;border:0;overflow:hidden;background:transparent';
  return frame;
}

/**
 * Why the frames did not load, and what to change: the sandbox lets only its configured app
 * origins frame its pages (the setting is the sandbox's, so the message names it).
 */
function refusedText(origin: string): string {
  return (
    `The checkout frames were refused: this page (${origin}) may not use this checkout. ` +
    "Add its origin to SANDBOX_APP_ORIGINS (comma-separated; by default the demo's PUBLIC_URL " +
    'under localhost, 127.0.0.1 or [::1]) and restart the demo.'
  );
}

class Checkout {
  private readonly instance = randomId();
  private readonly frames = new Map<FieldName, HTMLIFrameElement>();
  private readonly controller: HTMLIFrameElement;
  private readonly validity = new Map<FieldName, boolean>();
  private readonly pending = new Map<string, (message: FrameMessage) => void>();
  private isFormValid = false;
  private brand: string | null = null;
  private isRemoved = false;
  private hasLoaded = false;
  private readonly listener = (event: MessageEvent) => this.receive(event);

  constructor(
    private readonly setup: CheckoutSetup,
    private readonly onReady: (error: Error | null) => void,
  ) {
    const base = { instance: this.instance, parent: window.location.origin, id: setup.id };
    window.addEventListener('message', this.listener);
    for (const field of setup.fields) field.container.classList.add('is-empty');
    const controllerConfig: ControllerFrameConfig = {
      ...base,
      fields: setup.fields.map((f) => f.name),
      version: sdkVersion,
    };
    this.controller = makeFrame(
      frameUrl(controllerFramePath, controllerConfig),
      'Checkout',
      `sjd-checkout-controller-${this.instance}`,
    );
    this.controller.style.display = 'none';
    this.controller.setAttribute('aria-hidden', 'true');
    this.controller.tabIndex = -1;
    // A frame the sandbox refuses (this origin is not allowed) loads an error page that never
    // says 'loaded': fail the init then instead of waiting for the timeout.
    this.controller.addEventListener('load', () => {
      window.setTimeout(() => {
        if (!this.hasLoaded && !this.isRemoved) {
          onReady(new Error(refusedText(window.location.origin)));
        }
      }, loadGraceMs);
    });
    // One frame per task: adding a frame to the page costs its main thread several milliseconds
    // (a phone: tens), and all four at once held the merchant's page for one long task.
    const steps = setup.fields.map((field) => () => {
      const config: FieldFrameConfig = {
        ...base,
        field: field.name,
        ariaLabel: field.ariaLabel,
        enablePanFormatting: setup.enablePanFormatting,
        acceptedCardBrands: setup.acceptedCardBrands,
        cvcOnly: setup.isCvcOnly,
        ...(field.placeholder !== undefined ? { placeholder: field.placeholder } : {}),
        ...(setup.lang ? { lang: setup.lang } : {}),
        ...(setup.styles !== undefined ? { styles: setup.styles } : {}),
      };
      const frame = makeFrame(
        frameUrl(fieldFramePath, config),
        field.title,
        `sjd-checkout-${field.name}-${this.instance}`,
      );
      field.container.appendChild(frame);
      this.frames.set(field.name, frame);
    });
    steps.push(() => setup.form.appendChild(this.controller));
    const next = () => {
      if (this.isRemoved) return;
      steps.shift()?.();
      if (steps.length > 0) inNextTask(next);
    };
    next();
  }

  private receive(event: MessageEvent): void {
    // Only our own frames, on the sandbox's origin, speaking for this init.
    if (event.origin !== sdkOrigin || this.isRemoved) return;
    const message = parseFrameMessage(event.data, this.instance);
    if (!message) return;
    const fromController = event.source === this.controller.contentWindow;
    const fromField = [...this.frames].find(([, frame]) => frame.contentWindow === event.source);
    switch (message.type) {
      case 'loaded':
        if (fromController) this.hasLoaded = true;
        return;
      case 'ready':
      case 'init-error':
        if (fromController)
          this.onReady(message.type === 'ready' ? null : new Error(message.message));
        return;
      case 'sessions':
      case 'session-error':
        if (fromController) this.settle(message.requestId, message);
        return;
      case 'field-state':
        if (fromField?.[0] === message.field) this.fieldChanged(message);
        return;
      case 'brand':
        if (fromField?.[0] === 'pan') this.brandChanged(message.brand);
        return;
      case 'resize':
        if (fromField?.[0] === message.field) fromField[1].style.height = `${message.height}px`;
        return;
      case 'cleared':
        if (fromField?.[0] === message.field) this.settle(message.requestId, message);
        return;
    }
  }

  private dispatch(type: string, detail: unknown): void {
    this.setup.form.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
  }

  private fieldChanged(state: FieldState): void {
    const setup = this.setup.fields.find((f) => f.name === state.field);
    if (!setup) return;
    const classes = setup.container.classList;
    classes.toggle('is-onfocus', state.isFocused);
    classes.toggle('is-empty', state.isEmpty);
    classes.toggle('is-valid', state.isValid);
    classes.toggle('is-invalid', state.showsError);
    if ((this.validity.get(state.field) ?? false) !== state.isValid) {
      this.validity.set(state.field, state.isValid);
      this.dispatch('wp:field:change', {
        field: { name: state.field, $element: setup.container },
        'is-valid': state.isValid,
      });
    }
    const isFormValid = this.setup.fields.every((f) => this.validity.get(f.name) === true);
    if (isFormValid !== this.isFormValid) {
      this.isFormValid = isFormValid;
      this.dispatch('wp:form:change', { 'is-valid': isFormValid });
    }
  }

  private brandChanged(brand: string | null): void {
    if (brand === this.brand) return;
    if (this.brand) this.setup.form.classList.remove(this.brand);
    if (brand) this.setup.form.classList.add(brand);
    this.brand = brand;
    this.dispatch('wp:card:change', { type: brand });
    this.dispatch('wp:card-brands:change', { brands: brand ? [brand] : [] });
  }

  private settle(requestId: string, message: FrameMessage): void {
    const resolve = this.pending.get(requestId);
    this.pending.delete(requestId);
    resolve?.(message);
  }

  private send(
    frame: HTMLIFrameElement,
    command: HostCommand,
    onAnswer: (m: FrameMessage) => void,
  ) {
    this.pending.set(command.requestId, onAnswer);
    frame.contentWindow?.postMessage(envelope(this.instance, command), sdkOrigin);
  }

  private generate(
    want: 'card' | 'sessions',
    callback: (error: Error | null, s?: Record<string, string>) => void,
  ) {
    if (this.isRemoved) return callback(new Error('The checkout has been removed.'));
    this.send(this.controller, { type: 'generate', requestId: randomId(), want }, (message) => {
      if (message.type === 'sessions') callback(null, message.sessions);
      else if (message.type === 'session-error') callback(new Error(message.message));
    });
  }

  generateSessionState(callback: Callback<string>): void {
    this.generate('card', (error, sessions) =>
      error || !sessions?.card
        ? callback(error ?? new Error('No card session.'))
        : callback(null, sessions.card),
    );
  }

  generateSessions(callback: Callback<Record<string, string>>): void {
    this.generate('sessions', (error, sessions) => callback(error, sessions));
  }

  clearForm(callback?: () => void): void {
    if (this.isRemoved) return callback?.();
    let left = this.frames.size;
    for (const frame of this.frames.values()) {
      this.send(frame, { type: 'clear', requestId: randomId() }, () => {
        left -= 1;
        if (left === 0) callback?.();
      });
    }
  }

  remove(): void {
    if (this.isRemoved) return;
    this.isRemoved = true;
    window.removeEventListener('message', this.listener);
    for (const frame of this.frames.values()) frame.remove();
    this.controller.remove();
    for (const field of this.setup.fields) field.container.classList.remove(...stateClasses);
    if (this.brand) this.setup.form.classList.remove(this.brand);
    this.pending.clear();
  }
}

/** The public object: only the documented methods, none of the internals. */
function publicApi(checkout: Checkout) {
  return {
    generateSessionState: (cb: Callback<string>) => checkout.generateSessionState(cb),
    generateSessions: (cb: Callback<Record<string, string>>) => checkout.generateSessions(cb),
    clearForm: (cb?: () => void) => checkout.clearForm(cb),
    remove: () => checkout.remove(),
  };
}

function init(config: unknown, givenCallback: unknown): void {
  if (typeof givenCallback !== 'function') {
    throw new TypeError('Worldpay.checkout.init needs a callback(error, checkout).');
  }
  const callback = givenCallback;
  const reply = (error: Error | null, checkout?: ReturnType<typeof publicApi>) =>
    window.setTimeout(() => callback(error, checkout), 0);
  let setup: CheckoutSetup;
  try {
    setup = readCheckoutConfig(config);
  } catch (error) {
    reply(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  let isSettled = false;
  const timer = window.setTimeout(
    () => finish(new Error('The checkout did not load in time.')),
    initTimeoutMs,
  );
  const checkout = new Checkout(setup, (error) => finish(error));
  function finish(error: Error | null) {
    if (isSettled) return;
    isSettled = true;
    window.clearTimeout(timer);
    if (error) {
      checkout.remove();
      callback(error);
      return;
    }
    callback(null, publicApi(checkout));
    setup.form.dispatchEvent(
      new CustomEvent('wp:form:ready', { detail: { 'is-ready': true }, bubbles: true }),
    );
  }
}

// Other Worldpay scripts on the page keep their part of the global.
const existing: unknown = Reflect.get(window, 'Worldpay');
Reflect.set(window, 'Worldpay', { ...(isRecord(existing) ? existing : {}), checkout: { init } });
