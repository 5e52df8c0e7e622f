// The hosted card fields on a screen (spec §4 "Checkout form" with the SDK, "Card check"): loads
// the SDK, initialises it into the screen's containers with the theme's `styles`, follows its
// `wp:*` events (validity, brand), makes sessions on demand and removes the frames on unmount.
// Card data never reaches this page: only states, the brand and session hrefs do.
import { cardBrandNames, isCardBrandName, type CardBrandName } from '@sjd/cards';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextTask } from '../../lib/next-task';
import type { CheckoutStyles } from '../../themes/theme-types';
import { loadCheckoutSdk, type CheckoutFields } from './checkout-sdk';

export type CheckoutFieldsStatus = 'loading' | 'ready' | 'failed';

export interface CheckoutFieldIds {
  form: string;
  pan: string;
  expiry: string;
  cvv: string;
}

interface Options {
  /** Null: the screen does not use the SDK (Direct). */
  scriptUrl: string | null;
  checkoutId: string;
  ids: CheckoutFieldIds;
  /** card: number, expiry and CVC (→ a card session); cvc: the CVC alone (→ a CVC session). */
  mode: 'card' | 'cvc';
  styles: CheckoutStyles;
}

export interface CheckoutFieldsState {
  status: CheckoutFieldsStatus;
  error: string | null;
  /** The SDK reported every field valid (wp:form:change). */
  isValid: boolean;
  brand: CardBrandName | null;
}

const initialState: CheckoutFieldsState = {
  status: 'loading',
  error: null,
  isValid: false,
  brand: null,
};

function initConfig({ checkoutId, ids, mode, styles }: Omit<Options, 'scriptUrl'>) {
  const cvv = { selector: `#${ids.cvv}`, placeholder: mode === 'cvc' ? 'CVC' : '123' };
  return {
    id: checkoutId,
    form: `#${ids.form}`,
    fields:
      mode === 'cvc'
        ? { cvv }
        : {
            pan: { selector: `#${ids.pan}`, placeholder: '1234 5678 9012 3456' },
            expiry: { selector: `#${ids.expiry}`, placeholder: 'MM/YY' },
            cvv,
          },
    styles,
    accessibility: {
      ariaLabel: { enabled: true, pan: 'Card number', expiry: 'Expiry date', cvv: 'Security code' },
      title: {
        enabled: true,
        pan: 'Secure card number field',
        expiry: 'Secure expiry date field',
        cvv: 'Secure security code field',
      },
      lang: { enabled: true, locale: 'en-GB' },
    },
    acceptedCardBrands: [...cardBrandNames],
    enablePanFormatting: true,
  };
}

async function generateSession(fields: CheckoutFields | null, mode: 'card' | 'cvc') {
  if (!fields) throw new Error('The card fields are not ready.');
  if (mode === 'card') return fields.generateSessionState();
  const sessions = await fields.generateSessions();
  const href = sessions.cvv ?? sessions.cvc;
  if (!href) throw new Error('The Checkout SDK made no CVC session.');
  return href;
}

/** The session href and the milliseconds from the shopper's press to it (for the terminal). */
async function timed(make: () => Promise<string>): Promise<{ href: string; responseTime: number }> {
  const started = performance.now();
  const href = await make();
  return { href, responseTime: Math.round(performance.now() - started) };
}

function detailOf(event: Event): Record<string, unknown> {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  return typeof detail === 'object' && detail !== null ? { ...detail } : {};
}

export function useCheckoutFields(options: Options) {
  const { scriptUrl, checkoutId, mode, styles } = options;
  const { form: formId, pan: panId, expiry: expiryId, cvv: cvvId } = options.ids;
  const [state, setState] = useState<CheckoutFieldsState>(initialState);
  const [attempt, setAttempt] = useState(0);
  const checkout = useRef<CheckoutFields | null>(null);

  useEffect(() => {
    const ids = { form: formId, pan: panId, expiry: expiryId, cvv: cvvId };
    const form = document.getElementById(ids.form);
    if (!scriptUrl || !form) return;
    let isCurrent = true;
    let instance: CheckoutFields | null = null;

    const onFormChange = (event: Event) => {
      const isValid = detailOf(event)['is-valid'] === true;
      setState((s) => ({ ...s, isValid }));
    };
    const onCardChange = (event: Event) => {
      const type = detailOf(event).type;
      const brand = typeof type === 'string' && isCardBrandName(type) ? type : null;
      setState((s) => ({ ...s, brand }));
    };
    form.addEventListener('wp:form:change', onFormChange);
    form.addEventListener('wp:card:change', onCardChange);

    const config = initConfig({ checkoutId, ids, mode, styles });
    // The script goes in from a task of its own: inserted here, it lengthened the card form's
    // mount, one of the checkout page's longest tasks on a phone.
    nextTask()
      .then(() => (isCurrent ? loadCheckoutSdk(scriptUrl) : null))
      .then((init) => init?.(config))
      .then((fields) => {
        if (!fields) return;
        // Unmounted (or restarted) while the frames loaded: they go at once.
        if (!isCurrent) return fields.remove();
        instance = fields;
        checkout.current = fields;
        setState((s) => ({ ...s, status: 'ready' }));
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ ...initialState, status: 'failed', error: message });
      });

    return () => {
      isCurrent = false;
      form.removeEventListener('wp:form:change', onFormChange);
      form.removeEventListener('wp:card:change', onCardChange);
      instance?.remove();
      if (checkout.current === instance) checkout.current = null;
    };
    // The theme's styles object is module data, so it only changes with the theme.
  }, [scriptUrl, checkoutId, mode, styles, attempt, formId, panId, expiryId, cvvId]);

  /** A card session (card + CVC) or, in CVC mode, the CVC session; with how long it took. */
  const generate = useCallback(() => timed(() => generateSession(checkout.current, mode)), [mode]);

  const retry = useCallback(() => {
    setState(initialState);
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, generate, retry };
}
