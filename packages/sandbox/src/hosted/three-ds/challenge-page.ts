// The markup of the issuer's challenge (provider-api.md §3.2): what is being paid, where and with
// which card; a one-time passcode whose accepted value the page shows (it is a demo), and two
// ways out: Confirm (passes with the right code) and Cancel (fails, as does a third wrong code).
// After the answer, a page that POSTs TransactionId + MD to the ReturnUrl inside the frame.
import { demoPasscode } from '../../domain/scenarios';
import { maxPasscodeAttempts, type ChallengeView } from '../../domain/three-ds';
import { brandLabel, formatMoney } from '../format';
import { html, SafeHtml } from '../html';
import type { HostedDocument } from '../page';
import { bankLogo, challengeCss } from './challenge-style';

/** The code the simulated issuer accepts, shown on the page. */
// The accepted passcode lives in the scenario table (the 'Test Cards' popup shows it too).
export { demoPasscode } from '../../domain/scenarios';
export const challengeAnswerPath = '/V2/Cruise/StepUp/answer';

const schemeNames: Readonly<Record<string, string>> = {
  visa: 'Visa Secure',
  mastercard: 'Mastercard ID Check',
  amex: 'American Express SafeKey',
  discover: 'Discover ProtectBuy',
  jcb: 'JCB J/Secure',
};

function header(brand: string): SafeHtml {
  const scheme = schemeNames[brand] ?? 'Secure payment';
  return html`<header class="acs-header">
    <span class="bank">${new SafeHtml(bankLogo)}Sandbox Bank</span>
    <span class="scheme scheme-${brand}">${scheme}</span>
  </header>`;
}

const footer = html`<footer class="acs-footer">
  Simulated issuer page of the payments sandbox. No real bank is contacted.
</footer>`;

export interface ChallengeForm {
  jwt: string;
  md: string;
  error?: string;
}

export function challengeDocument(view: ChallengeView, form: ChallengeForm): HostedDocument {
  const card = `${brandLabel(view.brand)} •••• ${view.cardLastFour}`;
  // The count lives on the challenge (recordWrongPasscode), not in the form.
  const left = maxPasscodeAttempts - view.wrongPasscodes;
  const describedBy = form.error ? 'otp-error otp-hint' : 'otp-hint';
  const rows = [
    view.merchantName
      ? html`<div>
          <dt>Merchant</dt>
          <dd>${view.merchantName}</dd>
        </div>`
      : null,
    view.value
      ? html`<div>
          <dt>Amount</dt>
          <dd>${formatMoney(view.value)}</dd>
        </div>`
      : null,
    html`<div>
      <dt>Card</dt>
      <dd>${card}</dd>
    </div>`,
  ].filter((row): row is SafeHtml => row !== null);
  return {
    title: 'Confirm your payment · Sandbox Bank',
    css: challengeCss,
    scripts: ['challenge.js'],
    body: html`<div class="acs">
      ${header(view.brand)}
      <main class="acs-main">
        <h1>Confirm it's you</h1>
        <p class="lead">
          We sent a one-time passcode to your phone ending 42. Enter it to approve this payment.
        </p>
        <dl class="summary" aria-label="Payment details">${rows}</dl>
        <form method="post" action="${challengeAnswerPath}">
          <input type="hidden" name="JWT" value="${form.jwt}" />
          <input type="hidden" name="MD" value="${form.md}" />
          <label for="otp">One-time passcode</label>
          <input
            id="otp"
            name="code"
            inputmode="numeric"
            autocomplete="one-time-code"
            maxlength="8"
            data-focus-first
            aria-describedby="${describedBy}"
            aria-invalid="${form.error ? 'true' : 'false'}"
          />
          ${
            form.error
              ? html`<p id="otp-error" class="error" role="alert">
                  ${form.error}${left > 0 ? ` ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` : ''}
                </p>`
              : null
          }
          <p id="otp-hint" class="demo-hint">
            Demo: the passcode is <span class="code">${demoPasscode}</span>. Cancel, or a wrong code
            ${maxPasscodeAttempts} times, fails the authentication.
          </p>
          <div class="actions">
            <!-- Confirm comes first: Enter in the passcode field presses the first button. -->
            <button type="submit" name="action" value="submit" class="primary">Confirm</button>
            <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
          </div>
        </form>
      </main>
      ${footer}
    </div>`,
  };
}

export type ReturnKind = 'passed' | 'failed' | 'expired';

const returnTexts: Record<ReturnKind, { icon: string; title: string; text: string }> = {
  passed: { icon: '✓', title: 'Payment approved', text: 'You are being returned to the shop…' },
  failed: {
    icon: '✕',
    title: 'Authentication failed',
    text: 'The payment was not approved. You are being returned to the shop…',
  },
  expired: {
    icon: '!',
    title: 'This request has expired',
    text: 'The payment was not approved in time. You are being returned to the shop…',
  },
};

/** Posts TransactionId + MD to the ReturnUrl inside the frame (provider-api.md §3.2). */
export function returnDocument(
  brand: string,
  kind: ReturnKind,
  target: { returnUrl: string; transactionId: string; md: string },
): HostedDocument {
  const text = returnTexts[kind];
  return {
    title: `${text.title} · Sandbox Bank`,
    css: challengeCss,
    scripts: ['challenge.js'],
    body: html`<div class="acs">
      ${header(brand)}
      <main class="status" aria-live="polite">
        <span
          class="icon ${kind === 'passed' ? 'passed' : kind === 'failed' ? 'failed' : 'neutral'}"
          aria-hidden="true"
          >${text.icon}</span
        >
        <h1>${text.title}</h1>
        <p>${text.text}</p>
        <form method="post" action="${target.returnUrl}" data-auto-submit>
          <input type="hidden" name="TransactionId" value="${target.transactionId}" />
          <input type="hidden" name="MD" value="${target.md}" />
          <noscript><button type="submit" class="primary">Continue</button></noscript>
        </form>
        <span class="spinner" aria-hidden="true"></span>
      </main>
      ${footer}
    </div>`,
  };
}

/** The challenge cannot be shown: a JWT we did not sign, expired, or fields that break the rules. */
export function challengeErrorDocument(message: string): HostedDocument {
  return {
    title: 'Authentication unavailable · Sandbox Bank',
    css: challengeCss,
    body: html`<div class="acs">
      ${header('none')}
      <main class="status">
        <span class="icon neutral" aria-hidden="true">!</span>
        <h1>Authentication unavailable</h1>
        <p>${message}</p>
      </main>
      ${footer}
    </div>`,
  };
}
