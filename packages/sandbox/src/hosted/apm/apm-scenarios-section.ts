// The local payment methods' section of the test-scenarios page (issue 45), written from the
// scenario table (domain/scenarios.ts) and the methods' table (@sjd/contracts apm-methods.ts).
import { apmMethodFacts, apmMethods } from '@sjd/contracts';
import {
  apmPendingForMs,
  apmScenarios,
  blikRefusedCode,
  sepaSchemeDays,
} from '../../domain/scenarios';
import { html, type SafeHtml } from '../html';

const code = (value: string) => html`<code>${value}</code>`;

const flows = {
  redirect: 'bank or wallet page: Approve, Decline, Cancel',
  qr: 'QR code (redirect is a base64 PNG) and transactionCode; the simulated app at /apm/app?code=…',
  code: 'six-digit code page',
  mandate: 'mandate page: Accept or Cancel',
} as const;

function table(caption: string, headers: readonly string[], rows: readonly SafeHtml[][]): SafeHtml {
  return html`<table>
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        ${headers.map((h) => html`<th scope="col">${h}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        ([first, ...rest]) =>
          html`<tr>
            <th scope="row">${first ?? html``}</th>
            ${rest.map((cell) => html`<td>${cell}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export const apmScenariosSection = {
  id: 'apms',
  title: 'Local payment methods (APMs)',
  apis: 'APMs API 2024-07-01 (POST /apmPayments)',
  body: (): SafeHtml =>
    html`${table(
        'Amounts (minor units, any currency)',
        ['Amount', 'Outcome', 'Source'],
        apmScenarios.map((s) => [
          s.amount === undefined ? html`any other` : code(String(s.amount)),
          html`${s.outcome}`,
          html`${s.source === 'provider' ? 'provider (PayPal test values)' : 'sandbox only'}`,
        ]),
      )}
      ${table(
        'Methods',
        ['method', 'Currencies', 'Countries', 'Shopper'],
        apmMethods.map((method) => {
          const facts = apmMethodFacts[method];
          return [
            code(method),
            html`${facts.currencies.join(', ')}`,
            html`${facts.countries?.join(', ') ?? 'any'}`,
            html`${flows[facts.flow]}`,
          ];
        }),
      )}
      <p>
        BLIK: any six digits pay, ${code(blikRefusedCode)} is refused by the bank. SEPA Direct
        Debit: pending (${code('sentForAuthorization')}) for ${sepaSchemeDays} days on the payment's
        clock after the mandate is accepted, then ${code('settled')} (amount 600:
        ${code('refused')}, returned). "Pending then …" amounts decide ${apmPendingForMs / 60_000}
        minutes after the shopper approved. PayPal without ${code('resultUrls')} is the Smart Button
        flow: confirm with ${code('confirmPayment')} after the shopper approved (before: 400
        ${code('orderNotReady')}).
      </p>`,
};
