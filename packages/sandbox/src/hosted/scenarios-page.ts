// GET /docs/test-scenarios — "View all test scenarios": what to type for each outcome, grouped by
// API, written from the scenario table (domain/scenarios.ts) so it can never disagree with what
// the sandbox does.
import type { FastifyPluginAsync } from 'fastify';
import {
  cardScenarios,
  cvcValues,
  defaultRefundRefusal,
  eventScenarios,
  followUpReferences,
  delegatePaymentScenarios,
  fraudScores,
  hostedPaymentNames,
  magicNames,
  payoutAmounts,
  payoutPendingResolutions,
  payoutRejectedAmounts,
  postcodeValues,
  refusalCodes,
  renewalRefusal,
  walletCards,
  threeDsBehaviourDescriptions,
  threeDsBehaviours,
  type ThreeDsBehaviour,
} from '../domain/scenarios';
import { outcomeDelayMs } from '../domain/payment-history';
import { apmScenariosSection } from './apm/apm-scenarios-section';
import { demoPasscode } from './three-ds/challenge-page';
import { formatMoney } from './format';
import { docsPage, html, type SafeHtml } from './html';
import { sendDocsPage } from './page';

/** What the Payments API answers, step by step, for each 3DS behaviour (README table). */
const sequences: Record<ThreeDsBehaviour, string> = {
  frictionless: '3dsDeviceDataRequired → authorized',
  attempts: '3dsDeviceDataRequired → authorized',
  frictionlessFailed: '3dsDeviceDataRequired → 3dsAuthenticationFailed',
  challenge:
    '3dsDeviceDataRequired → 3dsChallenged → authorized (or 3dsAuthenticationFailed if you fail it)',
  challengeFailed: '3dsDeviceDataRequired → 3dsChallenged → 3dsAuthenticationFailed',
  challengeUnavailable: '3dsDeviceDataRequired → 3dsChallenged → 3dsUnavailable',
  challengeSignatureFailed:
    '3dsDeviceDataRequired → 3dsChallenged → 3dsAuthenticationFailed (3DS API: signatureFailed)',
  notEnrolled: '3dsDeviceDataRequired → authorized (no threeDS block)',
  unavailable: '3dsDeviceDataRequired → 3dsUnavailable',
  bypassed: '3dsDeviceDataRequired → authorized',
};

const brandTitles = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
  jcb: 'JCB',
};

const code = (value: string) => html`<code>${value}</code>`;

let tableCount = 0;
/** Wide tables scroll sideways on phones; the scroller is focusable so keyboards can scroll it. */
function scroller(table: (captionId: string) => SafeHtml): SafeHtml {
  tableCount += 1;
  const id = `table-${tableCount}`;
  return html`<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0">
    ${table(id)}
  </div>`;
}

function threeDsTable(): SafeHtml {
  const rows = threeDsBehaviours.map((behaviour) => {
    const cards = cardScenarios.filter((s) => s.threeDS === behaviour);
    return html`<tr>
      <th scope="row">${threeDsBehaviourDescriptions[behaviour]}</th>
      <td>
        <ul class="cards">
          ${cards.map((c) => html`<li>${brandTitles[c.brand]} ${code(c.cardNumber)}</li>`)}
        </ul>
      </td>
      <td>${sequences[behaviour]}</td>
    </tr>`;
  });
  return scroller(
    (id) =>
      html`<table>
        <caption id="${id}">
          3DS test cards: any future expiry date, any CVC
        </caption>
        <thead>
          <tr>
            <th scope="col">Behaviour</th>
            <th scope="col">Cards</th>
            <th scope="col">Payments API outcomes</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>`,
  );
}

function pairs(caption: string, headers: [string, string], rows: [string, string][]): SafeHtml {
  return html`<table>
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${headers[0]}</th>
        <th scope="col">${headers[1]}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        ([key, value]) =>
          html`<tr>
            <th scope="row">${code(key)}</th>
            <td>${value}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const sections: { id: string; title: string; apis: string; body: () => SafeHtml }[] = [
  {
    id: 'three-ds',
    title: '3DS authentication',
    apis: 'Payments API, 3DS API, hosted payment pages',
    body: () =>
      html`${threeDsTable()}
        <p>
          On the simulated bank's challenge page the one-time passcode is ${code(demoPasscode)}.
          Cancel, or a wrong code three times, fails the authentication. Cards that are not listed
          authenticate without a challenge, so any Luhn-valid card number pays.
        </p>`,
  },
  {
    id: 'issuer',
    title: 'Issuer responses (cardholder name)',
    apis: 'Payments API, Card Payments, Verified Tokens, account verifications, payouts',
    body: () =>
      html`${pairs(
          'Type this as the name on the card',
          ['Cardholder name', 'Result'],
          [
            [magicNames.authorised, 'authorized (any other name too)'],
            [magicNames.refused, 'refused with code 5 REFUSED; Verified Tokens: 206 not verified'],
            [
              `${magicNames.refused}51`,
              'refused with that code, e.g. 51 LIMIT EXCEEDED (codes below)',
            ],
            [magicNames.error, 'HTTP 500 internalErrorOccurred on payments; payout outcome error'],
          ],
        )}
        ${pairs('Refusal codes for REFUSED<code>', ['Code', 'Meaning'], Object.entries(refusalCodes))}
        <p>
          An expired card is refused with 33 CARD EXPIRED. Names chain with dots:
          ${code('fs-review.REFUSED51')}.
        </p>`,
  },
  {
    id: 'recurring',
    title: 'Recurring (merchant-initiated) payments',
    apis: 'Card Payments merchantInitiatedTransactions',
    body: () =>
      html`${pairs(
          'Type this as the name on the card when you store it',
          ['Cardholder name', 'Result'],
          [
            [
              magicNames.renewalRefused,
              `verified and authorized while the shopper pays; every merchant-initiated payment refused with ${renewalRefusal.code} ${renewalRefusal.description}`,
            ],
          ],
        )}
        <p>
          ${code('customerAgreement.schemeReference')} must be a scheme reference the sandbox issued
          for the card charged: the ${code('scheme.reference')} of an authorization, or the
          ${code('schemeTransactionReference')} of a verified card. Any other value is refused with
          400 bodyDoesNotMatchSchema (fieldHasInvalidValue at its jsonPath).
        </p>`,
  },
  {
    id: 'wallets',
    title: 'Wallets and network tokens',
    apis: 'Payments API (applepay, googlepay, networkToken), Card Payments, 3DS, payouts',
    body: () =>
      html`${pairs(
          'An encrypted wallet payload stands for its test card',
          ['Wallet', 'Card'],
          Object.entries(walletCards).map(([wallet, card]) => [wallet, card.number]),
        )}
        <p>
          A ${code('walletToken')} that is not JSON is read as a cardholder name above (e.g.
          ${code('REFUSED51')}); the wallet's own JSON payload is authorized. Decrypted wallet
          tokens and network tokens carry their own number: every table here applies to it.
        </p>`,
  },
  {
    id: 'fraud',
    title: 'FraudSight',
    apis: 'Payments API with instruction.fraud, FraudSight API',
    body: () =>
      pairs(
        'Type this as the name on the card',
        ['Cardholder name', 'Result'],
        [
          [
            magicNames.highRisk,
            `highRisk, score ${fraudScores.highRisk}: the payment stops (fraudHighRisk) unless silentMode`,
          ],
          [magicNames.review, `review, score ${fraudScores.review}: the payment goes on`],
          [magicNames.lowRisk, `lowRisk, score ${fraudScores.lowRisk} (the default for any name)`],
        ],
      ),
  },
  {
    id: 'checks',
    title: 'CVC and address checks',
    apis: 'Payments API, Card Payments, Verified Tokens',
    body: () =>
      html`${pairs(
          'CVC',
          ['CVC', 'Result'],
          [...Object.entries(cvcValues), ['any other', 'matched']],
        )}
        ${pairs(
          'Billing postcode',
          ['Postcode', 'Address / postcode result'],
          [
            ...Object.entries(postcodeValues).map(([postcode, r]): [string, string] => [
              postcode,
              `${r.address} / ${r.postcode}`,
            ]),
            ['any other', 'matched / matched'],
          ],
        )}
        <p>
          With automatic settlement, a CVC or address that does not match cancels the payment
          (sentForCancellation).
        </p>`,
  },
  {
    id: 'follow-up',
    title: 'Settlement and refund failures (simulator-only)',
    apis: 'Payments API and Card Payments follow-up actions, their queries',
    body: () =>
      html`<p class="simulator-only">
          <strong>Simulator-only.</strong> The provider's try environment documents no way to make a
          settlement or a refund fail: these references work in this sandbox only, and there they
          settle and refund as any other.
        </p>
        ${pairs(
          'Send this as the reference of a settlement or refund',
          ['Reference', 'Result'],
          [
            [
              followUpReferences.settlementFailed,
              `on a settlement (partial, or a Card Payments full one): "Sent for Settlement", then "Settlement failed" ${outcomeDelayMs / 60_000} minutes later; it cannot be refunded`,
            ],
            [
              followUpReferences.refundFailed,
              `on a refund (partial, or a Card Payments full one): "Sent for Refund", then "Refund failed" ${outcomeDelayMs / 60_000} minutes later, refusal ${defaultRefundRefusal.code} ${defaultRefundRefusal.description}; the amount can be refunded again`,
            ],
            [
              `${followUpReferences.refundFailed}-57`,
              'the same with that refusal code and its text (codes of the issuer table above), e.g. 57 ILLEGAL TRANSACTION',
            ],
          ],
        )}
        <p>
          Without them, a settlement is "Settled" and a refund "Refunded" ${outcomeDelayMs / 60_000}
          minutes after it was sent (by the sandbox's clock). A reversal within 15 minutes of the
          authorization is a cancellation, later a refund.
        </p>`,
  },
  {
    id: 'event-scenarios',
    title: 'Scenario triggers and events (simulator-only)',
    apis: 'Events (webhooks), on a payment or payout the sandbox already holds',
    body: () =>
      html`<p class="simulator-only">
          <strong>Simulator-only.</strong> In the provider's try environment these come from a bank
          or its risk team. Here the demo's order detail triggers them on the visitor's own payment
          or payout (the sandbox route <code>POST /_sandbox/scenarios</code>, with the merchant's
          credentials); each leads to the provider's events.
        </p>
        ${scroller(
          (id) =>
            html`<table>
              <caption id="${id}">
                Scenario triggers
              </caption>
              <thead>
                <tr>
                  <th scope="col">Trigger</th>
                  <th scope="col">Applies to</th>
                  <th scope="col">What happens</th>
                </tr>
              </thead>
              <tbody>
                ${eventScenarios.map(
                  (scenario) =>
                    html`<tr>
                      <th scope="row">${scenario.label} (${code(scenario.name)})</th>
                      <td>${scenario.appliesTo}</td>
                      <td>${scenario.outcome}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`,
        )}`,
  },
  {
    id: 'payouts',
    title: 'Card payouts',
    apis: 'Card Payouts (fast access, basic disbursement)',
    body: () =>
      html`${pairs(
          'Amount to withdraw',
          ['Amount', 'Outcome'],
          [
            ...Object.entries(payoutAmounts).map(([amount, outcome]): [string, string] => [
              formatMoney({ currency: 'GBP', amount: Number(amount) }),
              amount in payoutPendingResolutions
                ? `${outcome}, then ${payoutPendingResolutions[Number(amount)]} 45 minutes later (on the payout's clock)`
                : outcome,
            ]),
            ...Object.entries(payoutRejectedAmounts).map(
              ([amount, rejection]): [string, string] => [
                formatMoney({ currency: 'GBP', amount: Number(amount) }),
                `HTTP ${rejection.status} ${rejection.errorName} at ${rejection.jsonPath}: no payout`,
              ],
            ),
            ['any other', 'approved (fast access) / requestReceived (basic disbursement)'],
          ],
        )}
        <p>
          The same amounts work in every currency. The cardholder names above work too: REFUSED
          refuses, ERROR gives error.
        </p>`,
  },
  {
    id: 'hpp',
    title: 'Hosted payment pages',
    apis: 'Hosted Payment Pages and the WPCL.Library resultCallback',
    body: () =>
      pairs(
        'What to do on the hosted payment page',
        ['order.status', 'How to get it'],
        [
          [
            'success',
            'pay with any card above that is authorized, e.g. 4000 0000 0000 1091 and passcode 1234',
          ],
          ['pending', `name on card ${hostedPaymentNames.pending}`],
          ['failure', 'a refused name (REFUSED…), fs-highRisk, a failed 3DS card, or CVC 444'],
          ['error', `name on card ${magicNames.error}`],
          ['exception', `name on card ${hostedPaymentNames.exception}`],
          ['cancelled_by_shopper', 'press Cancel payment'],
          [
            'session_expired',
            'wait for the page to expire (the expiry sent to /payment_pages, default one hour)',
          ],
        ],
      ),
  },
  {
    id: 'agentic',
    title: 'Agentic commerce (delegate payment)',
    apis: 'Sessions API POST /sessions/agentic_commerce/delegate_payment (API-Version 2025-09-29), then the Payments API',
    body: () =>
      scroller(
        (id) =>
          html`<table>
            <caption id="${id}">
              What an agent sends, what it gets, and what the payment with the token does
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Status</th>
                <th scope="col">Answer</th>
              </tr>
            </thead>
            <tbody>
              ${delegatePaymentScenarios.map(
                (row) =>
                  html`<tr>
                    <th scope="row">${row.when}</th>
                    <td>${row.status}</td>
                    <td>${row.answer}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`,
      ),
  },
  {
    id: 'checkout',
    title: 'Checkout SDK (hosted card fields)',
    apis: 'Access Checkout sessions',
    body: () =>
      html`<p>
        Any card number that passes the Luhn check, any future expiry date and a CVC of the brand's
        length create a session. Sessions are single-use and last 60 seconds. Use the cards above to
        choose what the payment does next.
      </p>`,
  },
  apmScenariosSection,
];

const css = `
nav ul{padding-left:20px}
section{margin:32px 0}
h2{font-size:1.35rem;margin:0 0 4px}
.apis{margin:0 0 12px;color:#4a5068;font-size:.95rem}
table{border-collapse:collapse;width:100%;margin:12px 0;background:#fff;font-size:.92rem}
caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #d9dce6;padding:6px 8px;text-align:left;vertical-align:top}
thead th{background:#eef0f6}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;background:#eef0f6;padding:1px 4px;border-radius:4px;white-space:nowrap}
.scroll{overflow-x:auto}
.cards{list-style:none;margin:0;padding:0}
.cards li{white-space:nowrap}
th[scope=row]{font-weight:500;min-width:14ch}
.simulator-only{border-left:4px solid #b45309;background:#fff7ed;padding:8px 12px}
.scroll:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;

export const scenariosPath = '/docs/test-scenarios';

export const scenariosRoutes: FastifyPluginAsync = async (app) => {
  tableCount = 0;
  const page = docsPage({
    title: 'Test scenarios',
    css,
    body: html`<p>
        The sandbox answers like the provider's try environment. These values choose the outcome;
        everything else succeeds.
      </p>
      <nav aria-label="Scenarios">
        <ul>
          ${sections.map((s) => html`<li><a href="#${s.id}">${s.title}</a></li>`)}
        </ul>
      </nav>
      ${sections.map(
        (s) =>
          html`<section id="${s.id}" aria-labelledby="${s.id}-title">
            <h2 id="${s.id}-title">${s.title}</h2>
            <p class="apis">${s.apis}</p>
            ${s.body()}
          </section>`,
      )}`,
  });
  app.get(scenariosPath, async (_request, reply) => sendDocsPage(reply, page, 'no-cache'));
};
