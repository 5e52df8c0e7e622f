// Pix and Swish (issue 45): the QR code the shop shows (the API's `redirect`), drawn again from
// the same text, and beside it the shopper's banking app, simulated: Pay or Decline. The shop's
// "Simulate the app" opens this page by the code the API returned (`transactionCode`), as a
// shopper's app reads it from the QR code or a copied Pix code. The page counts down to the
// request's expiry on the payment's clock and polls the payment, so an answer given elsewhere (or
// the expiry) shows without a reload by hand.
import type { ApmPaymentRecord } from '../../domain/apm-payments';
import { qrSvg, swishQrText } from '../../domain/apm-codes';
import { html, SafeHtml } from '../html';
import type { HostedDocument } from '../page';
import { apmShell, summary } from './apm-pages';
import { apmCss } from './apm-style';

export const apmAppPath = '/apm/app';
export const apmAppStatusPath = '/apm/app/status';

/** What the QR code carries: Pix's EMV code itself, Swish's app URL with its token. */
export function qrTextOf(payment: ApmPaymentRecord): string {
  const code = payment.transactionCode ?? '';
  return payment.method === 'swish' ? swishQrText(code) : code;
}

export interface AppState {
  expiresInMs: number;
  /** The outcome to show instead of the buttons, once there is one. */
  result?: { title: string; text: string; tone: 'passed' | 'failed' | 'neutral' };
}

export function appDocument(payment: ApmPaymentRecord, state: AppState): HostedDocument {
  const code = payment.transactionCode ?? '';
  const name = payment.method === 'pix' ? 'Pix' : 'Swish';
  // Swish with a phone number: the app opened on the phone; there is no QR code to scan.
  const showQr = !(payment.method === 'swish' && payment.phoneGiven);
  const qr = showQr
    ? html`<section class="qr" aria-label="QR code">
        <span role="img" aria-label="${name} QR code"
          >${new SafeHtml(qrSvg(qrTextOf(payment)))}</span
        >
        ${
          payment.method === 'pix'
            ? html`<p class="copy" aria-label="Pix code to copy">${code}</p>`
            : null
        }
      </section>`
    : html`<p class="lead">The ${name} app opened on the shopper's phone.</p>`;
  const app = state.result
    ? html`<div class="status" role="status">
        <span class="icon ${state.result.tone}" aria-hidden="true"
          >${state.result.tone === 'passed' ? '✓' : '✕'}</span
        >
        <h2>${state.result.title}</h2>
        <p>${state.result.text}</p>
      </div>`
    : html`<form method="post" action="${apmAppPath}">
        <input type="hidden" name="code" value="${code}" />
        <h2>Sandbox Bank app</h2>
        <p>Pay this ${name} request from your account?</p>
        <div class="actions">
          <button type="submit" name="action" value="approve" class="primary">
            Pay in the app
          </button>
          <button type="submit" name="action" value="decline" class="secondary">Decline</button>
        </div>
      </form>`;
  const query = `?code=${encodeURIComponent(code)}`;
  const main = html`<main data-poll="${apmAppStatusPath + query}" data-page="${apmAppPath + query}">
    <h1>Pay with ${name}</h1>
    ${summary(payment)} ${qr}
    <section class="phone" aria-label="Simulated banking app">${app}</section>
    ${
      state.result
        ? null
        : html`<p class="expiry" data-expires-in-ms="${Math.max(0, Math.round(state.expiresInMs))}">
            The code expires if it is not paid in time.
          </p>`
    }
  </main>`;
  return {
    title: `Pay with ${name} (sandbox)`,
    css: apmCss,
    scripts: ['apm.js'],
    body: apmShell(payment.method, main),
  };
}

/** No payment has this code or page (never issued, or deleted after the retention). */
export function unknownRequestDocument(): HostedDocument {
  return {
    title: 'Unknown payment request (sandbox)',
    css: apmCss,
    body: html`<div class="apm">
      <main class="status">
        <span class="icon neutral" aria-hidden="true">!</span>
        <h1>This payment request is not known</h1>
        <p>
          The link or code is not one the sandbox issued, or it is too old. Ask the shop for a new
          one.
        </p>
      </main>
    </div>`,
  };
}
