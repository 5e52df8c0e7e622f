// The shopper's pages of the redirect, code and mandate methods (issue 45): what is being paid
// and to whom, then the method's own step — iDEAL's bank list, Bancontact / Trustly / pay by
// bank / PayPal / Klarna's Approve, Decline or Cancel, BLIK's six-digit code, SEPA's mandate —
// and afterwards a page that takes the shopper back to the merchant's result address.
import type { ApmMethod } from '@sjd/contracts';
import type { ApmPaymentRecord } from '../../domain/apm-payments';
import { apmScenarios, blikRefusedCode } from '../../domain/scenarios';
import { formatMoney } from '../format';
import { html, type SafeHtml } from '../html';
import type { HostedDocument } from '../page';
import { apmCss } from './apm-style';
import type { ReturnKind, ReturnTarget } from './apm-return';

interface Look {
  mark: string;
  heading: string;
  lead: string;
  approve: string;
}

const looks: Readonly<Record<ApmMethod, Look>> = {
  ideal: {
    mark: 'iDEAL',
    heading: 'Choose your bank',
    lead: 'Pick your bank, then approve the payment as you would in its app.',
    approve: 'Approve payment',
  },
  bancontact: {
    mark: 'Bancontact',
    heading: 'Confirm with Bancontact',
    lead: 'Approve this payment from your Bancontact account.',
    approve: 'Approve payment',
  },
  trustly: {
    mark: 'Trustly',
    heading: 'Pay from your bank account',
    lead: 'Trustly moves the money straight from your bank account.',
    approve: 'Approve payment',
  },
  open_banking: {
    mark: 'Pay by bank',
    heading: 'Approve in your bank',
    lead: 'Your bank asks you to approve this payment.',
    approve: 'Approve payment',
  },
  paypal: {
    mark: 'PayPal',
    heading: 'Pay with PayPal',
    lead: 'Log-in is skipped: this is the sandbox wallet.',
    approve: 'Pay now',
  },
  pix: { mark: 'Pix', heading: 'Pay with Pix', lead: '', approve: 'Pay' },
  swish: { mark: 'Swish', heading: 'Pay with Swish', lead: '', approve: 'Pay' },
  blik: {
    mark: 'BLIK',
    heading: 'Enter your BLIK code',
    lead: 'Open your banking app, generate a BLIK code and type its six digits here.',
    approve: 'Pay',
  },
  sepa: {
    mark: 'SEPA Direct Debit',
    heading: 'Accept the mandate',
    lead: 'The merchant will debit your account once you accept.',
    approve: 'Accept and pay',
  },
  klarna_network: {
    mark: 'Klarna',
    heading: 'Pay later in 30 days',
    lead: 'Get the goods first; pay within 30 days of shipping.',
    approve: 'Buy now, pay later',
  },
  klarna: {
    mark: 'Klarna',
    heading: 'Pay later in 30 days',
    lead: 'Get the goods first; pay within 30 days of shipping.',
    approve: 'Buy now, pay later',
  },
};

/** iDEAL's issuer list (the participating Dutch banks; the sandbox contacts none). */
export const idealBanks = [
  'ABN AMRO',
  'ASN Bank',
  'bunq',
  'ING',
  'Knab',
  'Rabobank',
  'RegioBank',
  'SNS',
  'Triodos Bank',
  'Van Lanschot Kempen',
] as const;

export const apmFooter = html`<footer class="apm-footer">
  Simulated page of the payments sandbox. No bank, wallet or scheme is contacted.
</footer>`;

export function apmShell(method: ApmMethod, main: SafeHtml): SafeHtml {
  return html`<div class="apm m-${method}">
    <header class="apm-header">
      <span class="mark">${looks[method].mark}</span><span class="sandbox-tag">Sandbox</span>
    </header>
    ${main} ${apmFooter}
  </div>`;
}

export function summary(payment: ApmPaymentRecord): SafeHtml {
  return html`<dl class="summary" aria-label="Payment details">
    ${
      payment.narrative
        ? html`<div>
            <dt>Pay to</dt>
            <dd>${payment.narrative}</dd>
          </div>`
        : null
    }
    <div>
      <dt>Amount</dt>
      <dd>${formatMoney(payment.value)}</dd>
    </div>
  </dl>`;
}

const magicAmounts = apmScenarios
  .filter((s) => s.amount !== undefined)
  .map((s) => `${s.amount} ${s.label}`)
  .join(', ');

function hint(method: ApmMethod): SafeHtml {
  const extra =
    method === 'blik'
      ? `Any six digits pay; ${blikRefusedCode} is refused by the bank. `
      : method === 'sepa'
        ? 'The debit stays pending for the scheme days, then settles. '
        : '';
  return html`<p class="demo-hint">
    Demo: ${extra}Amounts (minor units) decide the rest: ${magicAmounts}.
    <a href="/docs/test-scenarios#apms" target="_blank" rel="noopener">All test scenarios</a>
  </p>`;
}

function methodStep(payment: ApmPaymentRecord, error?: string): SafeHtml {
  switch (payment.method) {
    case 'ideal':
      return html`<fieldset>
        <legend>Your bank</legend>
        <div class="banks">
          ${idealBanks.map(
            (bank, index) =>
              html`<label
                ><input type="radio" name="bank" value="${bank}" ${index === 0 ? 'checked' : ''} />
                ${bank}</label
              >`,
          )}
        </div>
      </fieldset>`;
    case 'blik':
      return html`<label class="field" for="blik-code">BLIK code</label>
        <input
          id="blik-code"
          class="code"
          name="code"
          inputmode="numeric"
          autocomplete="one-time-code"
          maxlength="6"
          data-focus-first
          aria-invalid="${error ? 'true' : 'false'}"
          ${error ? html`aria-describedby="blik-error"` : null}
        />
        ${error ? html`<p id="blik-error" class="error" role="alert">${error}</p>` : null}`;
    case 'sepa': {
      const mandate = payment.mandate;
      return html`<p class="mandate">
        By accepting this mandate (reference ${mandate?.id ?? ''}) you authorise the merchant to
        send instructions to your bank to debit the account of ${mandate?.holder ?? ''} ending
        ${mandate?.ibanEnd ?? ''}, and your bank to debit it accordingly. You may ask your bank for
        a refund within eight weeks of the debit.
      </p>`;
    }
    default:
      return html``;
  }
}

export interface PayForm {
  /** Milliseconds left on the payment's clock. */
  expiresInMs: number;
  error?: string;
}

export function payDocument(payment: ApmPaymentRecord, form: PayForm): HostedDocument {
  const look = looks[payment.method];
  const canDecline = payment.method !== 'blik' && payment.method !== 'sepa';
  const main = html`<main>
    <h1>${look.heading}</h1>
    ${look.lead ? html`<p class="lead">${look.lead}</p>` : null} ${summary(payment)}
    <form method="post">
      ${methodStep(payment, form.error)}
      ${
        form.error && payment.method !== 'blik'
          ? html`<p class="error" role="alert">${form.error}</p>`
          : null
      }
      <div class="actions">
        <button type="submit" name="action" value="approve" class="primary">${look.approve}</button>
        ${
          canDecline
            ? html`<button
                type="submit"
                name="action"
                value="decline"
                class="secondary"
                formnovalidate
              >
                Decline
              </button>`
            : null
        }
        <button type="submit" name="action" value="cancel" class="quiet" formnovalidate>
          Cancel and return to the shop
        </button>
      </div>
    </form>
    <p class="expiry" data-expires-in-ms="${Math.max(0, Math.round(form.expiresInMs))}">
      This request expires if it is not completed in time.
    </p>
    ${hint(payment.method)}
  </main>`;
  return {
    title: `${look.heading} · ${look.mark} (sandbox)`,
    css: apmCss,
    scripts: ['apm.js'],
    body: apmShell(payment.method, main),
  };
}

const returnTexts: Readonly<Record<ReturnKind, { icon: string; tone: string; title: string }>> = {
  approved: { icon: '✓', tone: 'passed', title: 'Payment approved' },
  pending: { icon: '…', tone: 'neutral', title: 'Payment pending' },
  refused: { icon: '✕', tone: 'failed', title: 'Payment not approved' },
  cancelled: { icon: '✕', tone: 'neutral', title: 'Payment cancelled' },
  expired: { icon: '!', tone: 'neutral', title: 'This payment request has expired' },
};

/**
 * After the answer (and whenever the page is opened again): what happened, then back to the
 * merchant's address at once (a GET form the page's script submits; a button without script).
 */
export function returnDocument(
  payment: ApmPaymentRecord,
  target: ReturnTarget,
  note?: string,
): HostedDocument {
  const text = returnTexts[target.kind];
  const main = html`<main class="status" aria-live="polite">
    <span class="icon ${text.tone}" aria-hidden="true">${text.icon}</span>
    <h1>${text.title}</h1>
    <p>
      ${
        note ??
        (target.url
          ? 'You are being returned to the shop…'
          : 'You can close this window and return to the shop.')
      }
    </p>
    ${target.url ? returnForm(target.url) : null}
  </main>`;
  return {
    title: `${text.title} · ${looks[payment.method].mark} (sandbox)`,
    css: apmCss,
    scripts: ['apm.js'],
    body: apmShell(payment.method, main),
  };
}

/** A GET form carries the URL's own query as hidden fields (a GET form drops the action's). */
function returnForm(address: string): SafeHtml {
  const url = new URL(address);
  const fields = [...url.searchParams].map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
  url.search = '';
  return html`<form method="get" action="${url.toString()}" data-auto-submit>
    ${fields}
    <button type="submit" class="primary">Return to the shop</button>
  </form>`;
}
