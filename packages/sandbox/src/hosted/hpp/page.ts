// The markup of the hosted payment page (provider-api.md §12): what is being paid and to whom,
// a card form with the spec §5 fields, Pay and Cancel, and the views the page's script switches
// between (processing, the bank's challenge, the result). A page that is already closed
// (expired, or paid) renders its result straight away.
import type { HostedPaymentStatus } from '@sjd/contracts';
import type { HostedPageView } from '../../domain/hosted-pages';
import { formatMoney } from '../format';
import { html, SafeHtml } from '../html';
import type { HostedDocument } from '../page';
import { resultTexts } from '../shared/hpp-protocol';
import { hppCss, lockIcon } from './page-style';

export interface HppPageOptions {
  page: HostedPageView;
  themeVariables: string[];
  data: Record<string, unknown>;
  testScenariosUrl: string;
  lang: string;
}

const lock = new SafeHtml(lockIcon);
const icons = { good: '✓', wait: '!', bad: '✕' } as const;

function resultView(status: HostedPaymentStatus | null): SafeHtml {
  const text = status ? resultTexts[status] : null;
  return html`<section
    class="view centre"
    id="view-result"
    aria-labelledby="result-title"
    ${status ? '' : new SafeHtml('hidden')}
  >
    <span class="icon ${text?.tone ?? 'good'}" id="result-icon" aria-hidden="true"
      >${text ? icons[text.tone] : ''}</span
    >
    <h1 class="result-title" id="result-title" tabindex="-1">${text?.title ?? ''}</h1>
    <p class="result-text" id="result-text">${text?.text ?? ''}</p>
  </section>`;
}

function cardForm(amount: string, testScenariosUrl: string): SafeHtml {
  const field = (id: string, label: string, attributes: SafeHtml) =>
    html`<div class="field">
      <label for="${id}">${label}</label>
      <div class="control">
        <input id="${id}" ${attributes} aria-describedby="${id}-error" aria-invalid="false" />
        ${id === 'card-number' ? html`<span class="brand" aria-hidden="true" hidden></span>` : null}
      </div>
      <p class="error" id="${id}-error"></p>
    </div>`;
  return html`<section class="view" id="view-form" aria-labelledby="form-title">
    <h1 id="form-title">Pay by card</h1>
    <form id="card-form" novalidate>
      ${field(
        'cardholder-name',
        'Name on card',
        new SafeHtml(
          'name="cardHolderName" autocomplete="cc-name" maxlength="255" spellcheck="false"',
        ),
      )}
      ${field(
        'card-number',
        'Card number',
        new SafeHtml(
          'name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" spellcheck="false"',
        ),
      )}
      <div class="row">
        ${field(
          'expiry',
          'Expiry date',
          new SafeHtml(
            'name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY"',
          ),
        )}
        ${field(
          'cvc',
          'Security code',
          new SafeHtml(
            'name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="CVC"',
          ),
        )}
      </div>
      <button type="submit" class="pay" id="pay" disabled>Pay ${amount}</button>
      <button type="button" class="cancel" id="cancel">Cancel payment</button>
    </form>
    <p class="hint">
      Test environment: use <span class="mono">4000 0000 0000 1091</span>, any future date and any
      CVC. <a href="${testScenariosUrl}" target="_blank" rel="noopener">All test scenarios</a>
    </p>
  </section>`;
}

export function hppDocument(options: HppPageOptions): HostedDocument {
  const { page } = options;
  const amount = formatMoney(page.value);
  const closed = page.state === 'open' ? null : page.state;
  const theme = options.themeVariables.length
    ? `:root{\n${options.themeVariables.join('\n')}\n}`
    : '';
  return {
    title: `Pay ${amount} · ${page.narrative}`,
    lang: options.lang,
    css: `${hppCss}\n${theme}`,
    scripts: ['hpp-page.js'],
    data: options.data,
    body: html`<header class="hpp-header">
        <div class="hpp-header-inner">
          <span class="merchant">${page.narrative}</span>
          <span class="secure">${lock} Secure payment</span>
        </div>
      </header>
      <div class="hpp">
        <div class="summary">
          <p class="caption">Amount to pay</p>
          <p class="amount">${amount}</p>
          ${page.description ? html`<p class="description">${page.description}</p>` : null}
        </div>
        <main class="panel">
          ${closed ? null : cardForm(amount, options.testScenariosUrl)}
          <section class="view centre" id="view-processing" aria-live="polite" hidden>
            <span class="spinner" aria-hidden="true"></span>
            <p id="processing-text">Processing your payment…</p>
          </section>
          <section class="view" id="view-authentication" aria-labelledby="auth-title" hidden>
            <h1 id="auth-title" tabindex="-1">Verify it's you</h1>
            <p class="result-text">Your bank needs to confirm this payment.</p>
            <div id="challenge-slot"></div>
          </section>
          ${resultView(closed)}
        </main>
        <footer class="hpp-footer">
          ${lock} Payments sandbox · test environment, no real money moves
        </footer>
        <div id="ddc-slot"></div>
      </div>`,
  };
}

export function hppUnavailableDocument(title: string, text: string): HostedDocument {
  return {
    title,
    css: hppCss,
    body: html`<div class="hpp">
      <main class="panel centre">
        <span class="icon bad" aria-hidden="true">✕</span>
        <h1 class="result-title">${title}</h1>
        <p class="result-text">${text}</p>
      </main>
    </div>`,
  };
}
