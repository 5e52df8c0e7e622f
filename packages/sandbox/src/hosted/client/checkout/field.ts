// One card field frame (pan, expiry or cvv) on the sandbox's origin. It formats and validates
// what the shopper types (spec §5 via @sjd/cards), shows the message under the field, shares
// the value with the controller frame over the same-origin channel, and tells the host page
// only the field's state (valid, empty, focused) and the card brand — never the value.
import type { CardBrandName } from '@sjd/cards';
import { isCardBrandName } from '@sjd/cards';
import {
  channelName,
  envelope,
  parseChannelMessage,
  parseHostCommand,
  type FrameMessage,
} from '../../shared/checkout-protocol';
import {
  acceptedBrands,
  brandBadgeLabels,
  caretAfterFormat,
  checkCvv,
  checkExpiry,
  checkPan,
  isFieldName,
  showsMessage,
  type FieldCheck,
  type FieldOptions,
} from '../../shared/field-rules';
import { booleanAt, pageData, stringAt, stringsAt } from '../shared/guards';

const data = pageData();
const instance = stringAt(data, 'instance') ?? '';
const parentOrigin = stringAt(data, 'parent') ?? '';
const fieldName = data.field;
const input = document.querySelector('input');
const messageElement = document.getElementById('message');
const brandBadge = document.querySelector<HTMLElement>('.brand');

if (isFieldName(fieldName) && input && messageElement && instance && parentOrigin) {
  const field = fieldName;
  const options: FieldOptions = {
    enablePanFormatting: booleanAt(data, 'enablePanFormatting') === true,
    acceptedCardBrands: acceptedBrands(stringsAt(data, 'acceptedCardBrands')),
    cvcOnly: booleanAt(data, 'cvcOnly') === true,
  };
  const channel = new BroadcastChannel(channelName(instance));
  const toHost = (message: FrameMessage) =>
    window.parent.postMessage(envelope(instance, message), parentOrigin);
  let brand: CardBrandName | null = null;
  let hasBlurred = false;
  let previousDisplay = '';
  let lastReported = '';
  let check: FieldCheck = evaluate('');

  function evaluate(raw: string): FieldCheck {
    if (field === 'pan') {
      const result = checkPan(raw, options);
      if (result.brand !== brand) {
        brand = result.brand;
        channel.postMessage({ kind: 'brand', brand });
        toHost({ type: 'brand', brand });
        showBrand(brand);
      }
      return result;
    }
    if (field === 'expiry') return checkExpiry(raw, previousDisplay, new Date());
    return checkCvv(raw, brand, options);
  }

  function showBrand(value: CardBrandName | null) {
    if (!brandBadge) return;
    brandBadge.textContent = value ? brandBadgeLabels[value] : '';
    brandBadge.dataset.brand = value ?? '';
    brandBadge.classList.toggle('is-shown', value !== null);
  }

  /** Applies the check to the input, the message and the classes; reports what changed. */
  function render(isFocused: boolean) {
    if (!input || !messageElement) return;
    const isError = showsMessage(check, hasBlurred);
    const isEmpty = check.value === '';
    input.classList.toggle('is-empty', isEmpty);
    input.classList.toggle('is-valid', check.isValid);
    input.classList.toggle('is-invalid', isError);
    input.classList.toggle('is-onfocus', isFocused);
    input.setAttribute('aria-invalid', String(isError));
    messageElement.textContent = isError ? (check.message ?? '') : '';
    const state = { field, isValid: check.isValid, isEmpty, isFocused, showsError: isError };
    const key = JSON.stringify(state);
    if (key !== lastReported) {
      lastReported = key;
      toHost({ type: 'field-state', ...state });
    }
  }

  function share() {
    channel.postMessage({ kind: 'value', field, value: check.value, isValid: check.isValid });
  }

  /** What the shopper typed: formatted, checked, shared with the controller, shown. */
  function typed(isFocused: boolean) {
    if (!input) return;
    const digitsBeforeCaret = input.value
      .slice(0, input.selectionStart ?? input.value.length)
      .replace(/\D/g, '').length;
    check = evaluate(input.value);
    if (input.value !== check.display) {
      input.value = check.display;
      const caret =
        field === 'pan' ? caretAfterFormat(check.display, digitsBeforeCaret) : check.display.length;
      input.setSelectionRange(caret, caret);
    }
    previousDisplay = check.display;
    share();
    render(isFocused);
  }

  input.addEventListener('input', () => typed(true));
  input.addEventListener('focus', () => render(true));
  input.addEventListener('blur', () => {
    hasBlurred = true;
    render(false);
  });

  channel.addEventListener('message', (event) => {
    const message = parseChannelMessage(event.data);
    if (message?.kind === 'hello') share();
    // The CVC's length depends on the card number's brand, which lives in the pan frame.
    if (message?.kind === 'brand' && field === 'cvv') {
      brand = message.brand !== null && isCardBrandName(message.brand) ? message.brand : null;
      check = evaluate(input.value);
      share();
      render(document.activeElement === input);
    }
  });

  window.addEventListener('message', (event) => {
    // Commands come from the page that framed us, on the origin it was framed from.
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const command = parseHostCommand(event.data, instance);
    if (command?.type !== 'clear') return;
    input.value = '';
    previousDisplay = '';
    hasBlurred = false;
    check = evaluate('');
    share();
    render(document.activeElement === input);
    toHost({ type: 'cleared', field, requestId: command.requestId });
  });

  new ResizeObserver(() => {
    // The body's own height: the document's scrollHeight never drops below the frame's height.
    toHost({
      type: 'resize',
      field,
      height: Math.ceil(document.body.getBoundingClientRect().height),
    });
  }).observe(document.body);

  // The input is in the frame's HTML before this script runs: what the shopper typed meanwhile
  // (a slow connection) counts as typed now, instead of the field reporting itself empty.
  if (input.value !== '') typed(document.activeElement === input);
  else {
    share();
    render(false);
  }
}
