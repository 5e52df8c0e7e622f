// `POST /apmPayments` (the APMs API 2024-07-01): the checks the schema cannot make — the
// method's currencies and countries, return addresses on an allowed shop origin, a SEPA IBAN's
// check digits, Pix's identity document — then the payment as the shopper meets it: `pending`,
// with a page to go to (`redirect`) or, for Pix and Swish, a QR code and a code for the app.
import { apmMethodFacts, type ApmInstruction, type ApmPaymentRequest } from '@sjd/contracts';
import type { ProviderValidationError } from '@sjd/contracts';
import { pixCode, qrPngBase64, swishQrText, swishToken } from './apm-codes';
import {
  assertNewApmTransaction,
  resultUrlKinds,
  type ApmPaymentRecord,
  type ResultUrlKind,
} from './apm-payments';
import { apmCreatedView, apmPageUrl } from './apm-views';
import { ownedBy } from './clocks';
import type { SandboxContext } from './context';
import { invalidBody } from './errors';
import { newCommandId, opaqueId } from './ids';
import { defaultAuthorizationValidityMs } from './payment-history';
import { apmExpiredRequestMs, apmScenarioFor } from './scenarios';

const minute = 60_000;
/**
 * How long the shopper has, unless the request says (`expiryIn`, seconds): Pix 86400 s [H: the
 * API's default]; Swish 3 minutes [L: the wallets' documented timeout]; any other 1 hour [INF].
 */
function requestValidityMs(instruction: ApmInstruction): number {
  switch (instruction.method) {
    case 'pix':
      return (instruction.expiryIn ?? 86_400) * 1000;
    case 'open_banking':
      return instruction.expiryIn === undefined ? 60 * minute : instruction.expiryIn * 1000;
    case 'swish':
      return 3 * minute;
    default:
      return 60 * minute;
  }
}

const path = (field: string) => `$.instruction.${field}`;
const problem = (jsonPath: string, message: string): ProviderValidationError => ({
  errorName: 'fieldHasInvalidValue',
  message,
  jsonPath,
});

/** ISO 13616: letters move to the end, become numbers, and the whole is 1 modulo 97. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A return address must be an absolute http(s) URL on one of the shops' origins. */
function isAllowedReturn(value: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}

function resultUrlsOf(instruction: ApmInstruction): Partial<Record<ResultUrlKind, string>> {
  if (!('resultUrls' in instruction) || instruction.resultUrls === undefined) return {};
  const given: Partial<Record<ResultUrlKind, string | undefined>> = instruction.resultUrls;
  return Object.fromEntries(
    resultUrlKinds.flatMap((kind) => (given[kind] === undefined ? [] : [[kind, given[kind]]])),
  );
}

/** Every problem the schema could not see, in one envelope. */
function check(ctx: SandboxContext, instruction: ApmInstruction): ProviderValidationError[] {
  const facts = apmMethodFacts[instruction.method];
  const problems: ProviderValidationError[] = [];
  if (!facts.currencies.includes(instruction.value.currency)) {
    problems.push(
      problem(path('value.currency'), `${facts.label} takes ${facts.currencies.join(', ')} only`),
    );
  }
  const country =
    'country' in instruction.paymentInstrument ? instruction.paymentInstrument.country : undefined;
  if (facts.countries && country !== undefined && !facts.countries.includes(country)) {
    problems.push(
      problem(
        path('paymentInstrument.country'),
        `${facts.label} is offered in ${facts.countries.join(', ')} only`,
      ),
    );
  }
  const origins = ctx.appOrigins ?? [];
  for (const [kind, value] of Object.entries(resultUrlsOf(instruction))) {
    if (isAllowedReturn(value, origins)) continue;
    problems.push(
      problem(
        path(`resultUrls.${kind}`),
        'Must be an http(s) URL on an origin allowed to use this sandbox (SANDBOX_APP_ORIGINS)',
      ),
    );
  }
  if (instruction.method === 'sepa' && !isValidIban(instruction.paymentInstrument.iban)) {
    problems.push(problem(path('paymentInstrument.iban'), 'Is not a valid IBAN'));
  }
  if (instruction.method === 'pix') problems.push(...pixIdentityProblems(instruction));
  return problems;
}

/**
 * Pix's identity document is conditional [H: its description]: when sent, with its reference,
 * its type and the customer's first and last names; 11 characters for a CPF, 14 for a CNPJ.
 */
function pixIdentityProblems(
  instruction: Extract<ApmInstruction, { method: 'pix' }>,
): ProviderValidationError[] {
  const customer = instruction.customer;
  const documents = customer?.identityDocuments;
  if (!customer || !documents) return [];
  const at = path('customer.identityDocuments');
  if (!documents.reference || !documents.type || !customer.firstName || !customer.lastName) {
    return [problem(at, 'Needs its reference and type, and the customer firstName and lastName')];
  }
  const length = documents.type === 'CPF' ? 11 : 14;
  return documents.reference.length === length
    ? []
    : [problem(`${at}.reference`, `A ${documents.type} is ${length} characters`)];
}

export async function createApmPayment(ctx: SandboxContext, request: ApmPaymentRequest) {
  const { instruction } = request;
  const problems = check(ctx, instruction);
  if (problems.length > 0) throw invalidBody(problems);
  await assertNewApmTransaction(ctx, request.merchant.entity, request.transactionReference);

  const now = ctx.clock.now().getTime();
  const scenario = apmScenarioFor(instruction.value.amount);
  const resultUrls = resultUrlsOf(instruction);
  const payment: ApmPaymentRecord = {
    id: opaqueId(24),
    ...ownedBy(ctx),
    pageId: opaqueId(),
    commandId: newCommandId(),
    transactionReference: request.transactionReference,
    ...(request.orderReference ? { orderReference: request.orderReference } : {}),
    entity: request.merchant.entity,
    method: instruction.method,
    createdAt: now,
    value: instruction.value,
    ...(instruction.narrative ? { narrative: instruction.narrative.line1 } : {}),
    resultUrls,
    expiresAt:
      now + (scenario === 'expired' ? apmExpiredRequestMs : requestValidityMs(instruction)),
    autoSettle: 'settlement' in instruction && instruction.settlement?.auto === true,
    smartButton: instruction.method === 'paypal' && Object.keys(resultUrls).length === 0,
    scenario,
    authorizationValidityMs: ctx.authorizationValidityMs ?? defaultAuthorizationValidityMs,
    history: [],
  };
  let redirect = apmPageUrl(ctx, payment);
  if (instruction.method === 'pix') {
    payment.transactionCode = pixCode({
      publicUrl: ctx.publicUrl,
      amount: instruction.value.amount,
      merchantName: instruction.narrative.line1,
      txid: payment.pageId.replace(/[^A-Za-z0-9]/g, ''),
    });
    redirect = qrPngBase64(payment.transactionCode);
  } else if (instruction.method === 'swish') {
    payment.transactionCode = swishToken();
    payment.phoneGiven = instruction.customer?.phone !== undefined;
    // With a phone number the app opens on the shopper's phone: nothing to show [H: example].
    redirect = payment.phoneGiven ? '' : qrPngBase64(swishQrText(payment.transactionCode));
  } else if (instruction.method === 'blik') {
    payment.termsAccepted = instruction.termsAccepted;
  } else if (instruction.method === 'sepa') {
    const { paymentInstrument, customerAgreement } = instruction;
    payment.mandate = {
      id: customerAgreement.mandate.mandateId,
      ibanEnd: paymentInstrument.iban.replace(/\s/g, '').slice(-4),
      holder: paymentInstrument.accountHolderName,
    };
  }
  await ctx.tables.apmPayments.put(payment);
  return apmCreatedView(ctx, payment, redirect);
}
