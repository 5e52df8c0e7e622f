// The hosted payment page's card inputs: grouping and brand badge as the shopper types, the
// spec §5 messages under each field after they leave it, and a full check before paying.
import type { CardBrandName } from '@sjd/cards';
import {
  brandBadgeLabels,
  caretAfterFormat,
  checkCvv,
  checkExpiry,
  checkPan,
  showsMessage,
  type FieldCheck,
} from '../../shared/field-rules';

export interface CardValues {
  cardHolderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardValues;

const inputIds: Record<CardField, string> = {
  cardHolderName: 'cardholder-name',
  cardNumber: 'card-number',
  expiry: 'expiry',
  cvc: 'cvc',
};
const cardFields: readonly CardField[] = ['cardHolderName', 'cardNumber', 'expiry', 'cvc'];
export const isCardField = (value: string): value is CardField =>
  (cardFields as readonly string[]).includes(value);
const options = { enablePanFormatting: true, acceptedCardBrands: [], cvcOnly: false };

export class CardInputs {
  private readonly inputs = new Map<CardField, HTMLInputElement>();
  private readonly blurred = new Set<CardField>();
  private previousExpiry = '';

  constructor() {
    for (const name of cardFields) {
      const input = document.getElementById(inputIds[name]);
      if (!(input instanceof HTMLInputElement)) continue;
      this.inputs.set(name, input);
      input.addEventListener('input', () => this.onInput(name, input));
      input.addEventListener('blur', () => {
        this.blurred.add(name);
        this.show(name);
      });
      // The inputs are on the page before this script runs: what a shopper typed meanwhile (a
      // slow connection) is formatted and its brand shown now, as if typed after.
      if (input.value !== '') this.onInput(name, input);
    }
  }

  private input(field: CardField): HTMLInputElement | undefined {
    return this.inputs.get(field);
  }

  private check(field: CardField): FieldCheck {
    const value = this.input(field)?.value ?? '';
    switch (field) {
      case 'cardHolderName': {
        const isValid = value.trim() !== '';
        return {
          display: value,
          value,
          isValid,
          message: isValid ? null : 'Field cannot be empty',
          isComplete: false,
        };
      }
      case 'cardNumber':
        return checkPan(value, options);
      case 'expiry':
        return checkExpiry(value, this.previousExpiry, new Date());
      case 'cvc':
        return checkCvv(
          value,
          checkPan(this.input('cardNumber')?.value ?? '', options).brand,
          options,
        );
    }
  }

  private onInput(field: CardField, input: HTMLInputElement): void {
    if (field === 'cardNumber') {
      const before = input.value
        .slice(0, input.selectionStart ?? input.value.length)
        .replace(/\D/g, '').length;
      const pan = checkPan(input.value, options);
      if (input.value !== pan.display) {
        input.value = pan.display;
        const caret = caretAfterFormat(pan.display, before);
        input.setSelectionRange(caret, caret);
      }
      this.showBrand(pan.brand);
      // The CVC's length depends on the brand.
      if (this.blurred.has('cvc')) this.show('cvc');
    } else if (field === 'expiry') {
      const expiry = checkExpiry(input.value, this.previousExpiry, new Date());
      input.value = expiry.display;
      this.previousExpiry = expiry.display;
    } else if (field === 'cvc') {
      input.value = input.value.replace(/\D/g, '').slice(0, 4);
    }
    this.show(field);
  }

  private showBrand(brand: CardBrandName | null): void {
    const badge = document.querySelector<HTMLElement>('.brand');
    if (!badge) return;
    badge.hidden = brand === null;
    badge.dataset.brand = brand ?? '';
    badge.textContent = brand ? brandBadgeLabels[brand] : '';
  }

  /** Shows or clears the field's message, as the rules say for what the shopper did so far. */
  private show(field: CardField, force = false): boolean {
    const check = this.check(field);
    const isShown = force ? !check.isValid : showsMessage(check, this.blurred.has(field));
    this.setError(field, isShown ? (check.message ?? '') : '');
    return check.isValid;
  }

  setError(field: CardField, message: string): void {
    const input = this.input(field);
    const error = document.getElementById(`${inputIds[field]}-error`);
    if (input) input.setAttribute('aria-invalid', String(message !== ''));
    if (error) error.textContent = message;
  }

  /** Checks every field, shows every message; focuses the first wrong field. */
  validate(): boolean {
    const invalid = cardFields.filter((field) => !this.show(field, true));
    this.focus(invalid[0]);
    return invalid.length === 0;
  }

  focus(field: CardField | undefined): void {
    if (field) this.input(field)?.focus();
  }

  values(): CardValues {
    const value = (field: CardField) => this.input(field)?.value ?? '';
    return {
      cardHolderName: value('cardHolderName'),
      cardNumber: value('cardNumber').replace(/\D/g, ''),
      expiry: value('expiry'),
      cvc: value('cvc'),
    };
  }
}
