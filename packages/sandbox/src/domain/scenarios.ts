// The sandbox's scenario table: which test values produce which provider outcome
// (shared/provider-api.md §13). Every magic value the sandbox honours lives in this file and
// nowhere else. Pure data and pure functions only (no Node imports): the web app imports it as
// '@sjd/sandbox/scenarios' to build the 'Test Cards' popup, and the test-scenarios page and the
// sandbox README are written from the same rows.
//
// Where the provider's own tables have gaps ([GAP] in provider-api.md), the rows below follow
// Cardinal's published 3DS 2 test-case numbering (`source: 'cardinal'`); see the README.

/** What the 3DS server does for a card, from device data collection to verification. */
export const threeDsBehaviours = [
  'frictionless',
  'attempts',
  'frictionlessFailed',
  'challenge',
  'challengeFailed',
  'challengeUnavailable',
  'challengeSignatureFailed',
  'notEnrolled',
  'unavailable',
  'bypassed',
] as const;
export type ThreeDsBehaviour = (typeof threeDsBehaviours)[number];

/** One line per behaviour, for the scenarios page and the README. */
export const threeDsBehaviourDescriptions: Readonly<Record<ThreeDsBehaviour, string>> = {
  frictionless: 'Authenticated without a challenge (status Y), then authorized.',
  attempts: 'Attempts stand-in: authenticated with status A (eci 06, Mastercard 01).',
  frictionlessFailed: 'The issuer refuses authentication without a challenge (status N).',
  challenge: 'Challenge; authenticated when the shopper passes it, failed when they fail it.',
  challengeFailed: 'Challenge that fails whatever the shopper answers.',
  challengeUnavailable: 'Challenge, then the result is unavailable at verification.',
  challengeSignatureFailed: 'Challenge, then the result fails signature verification.',
  notEnrolled: 'Not enrolled in 3DS: no authentication; the payment goes ahead without it.',
  unavailable: 'The 3DS server is unavailable at authentication (status U).',
  bypassed: 'A bypass rule skipped authentication (enrolled B); the payment goes ahead.',
};

export type ScenarioBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb';

export interface CardScenario {
  cardNumber: string;
  brand: ScenarioBrand;
  threeDS: ThreeDsBehaviour;
  /** Where the row comes from: the provider's testing pages, or Cardinal's numbering (a [GAP] fill). */
  source: 'provider' | 'cardinal';
}

const row = (
  cardNumber: string,
  brand: ScenarioBrand,
  threeDS: ThreeDsBehaviour,
  source: CardScenario['source'] = 'provider',
): CardScenario => ({ cardNumber, brand, threeDS, source });

/** The Payments API testing page's "payment only" cards (Cardinal 2.2.0 frictionless). */
export const paymentsApiCards = {
  visa: '4000000000002701',
  mastercard: '5200000000002235',
  amex: '340000000002708',
  discover: '6011000000002117',
  jcb: '3338000000000296',
} as const;

/** 3DS test cards (§13.2). Cards not listed behave like `frictionless`. */
export const cardScenarios: readonly CardScenario[] = [
  row('4000000000001000', 'visa', 'frictionless'),
  row('5200000000001005', 'mastercard', 'frictionless'),
  row('340000000001007', 'amex', 'frictionless'),
  row('4000000000001018', 'visa', 'frictionlessFailed'),
  row('5200000000001013', 'mastercard', 'frictionlessFailed'),
  row('340000000001015', 'amex', 'frictionlessFailed'),
  row('4000000000001026', 'visa', 'attempts', 'cardinal'),
  row('4000000000001034', 'visa', 'notEnrolled', 'cardinal'),
  row('4000000000001059', 'visa', 'unavailable', 'cardinal'),
  row('4000000000001083', 'visa', 'bypassed', 'cardinal'),
  row('4000000000001091', 'visa', 'challenge'),
  row('5200000000001096', 'mastercard', 'challenge'),
  row('340000000001098', 'amex', 'challenge'),
  row('4000000000001109', 'visa', 'challengeFailed'),
  row('5200000000001104', 'mastercard', 'challengeFailed', 'cardinal'),
  row('340000000001106', 'amex', 'challengeFailed', 'cardinal'),
  row('4000000000001117', 'visa', 'challengeUnavailable', 'cardinal'),
  row('4000000000001125', 'visa', 'challengeSignatureFailed', 'cardinal'),
  // "Payment only" cards of the Payments API testing page (Cardinal 2.2.0 frictionless).
  row(paymentsApiCards.visa, 'visa', 'frictionless'),
  row(paymentsApiCards.mastercard, 'mastercard', 'frictionless'),
  row(paymentsApiCards.amex, 'amex', 'frictionless'),
  row(paymentsApiCards.discover, 'discover', 'frictionless'),
  row(paymentsApiCards.jcb, 'jcb', 'frictionless'),
  row('4000000000004970', 'visa', 'frictionless'),
];

const scenarioByCard = new Map(cardScenarios.map((s) => [s.cardNumber, s]));

/**
 * The table's first card of a brand with a 3DS behaviour: how tests and pages name a magic card
 * ('frictionless' visa is 4000000000001000), never by its digits.
 */
export function scenarioCard(threeDS: ThreeDsBehaviour, brand: ScenarioBrand = 'visa'): string {
  const found = cardScenarios.find((s) => s.threeDS === threeDS && s.brand === brand);
  if (!found) throw new Error(`The scenario table has no ${brand} card that is ${threeDS}`);
  return found.cardNumber;
}

export function threeDsBehaviourFor(cardNumber: string): ThreeDsBehaviour {
  return scenarioByCard.get(cardNumber)?.threeDS ?? 'frictionless';
}

/**
 * Generic test PANs of the Card Payments testing page (§13.1): no 3DS behaviour of their own (as
 * any card not in the 3DS table: frictionless), for payments where the card does not matter.
 */
export const genericTestCards = {
  visa: '4444333322221111',
  mastercard: '5555555555554444',
  visaDebit: '4462030000000000',
  /** A 19-digit Visa Debit. */
  visaDebitLong: '4917610000000000003',
  mastercardDebit: '5163613613613613',
} as const;

/** Debit cards among the generic test PANs (§13.1); every other card is credit. */
export const debitCardNumbers: readonly string[] = [
  genericTestCards.visaDebit,
  genericTestCards.visaDebitLong,
  genericTestCards.mastercardDebit,
];

// ---- Wallets ------------------------------------------------------------------------------

/**
 * Wallets' encrypted payloads (Apple Pay and Google Pay `walletToken`s) cannot be decrypted by
 * a sandbox: each stands for its wallet's test card here [INF]. A payload that is not JSON is
 * read as a cardholder name of the table below (`REFUSED51`, `ERROR`, `fs-highRisk`), so a
 * merchant's test picks the outcome; a real (JSON) payload pays like an unknown name
 * (authorized). Decrypted wallets and network tokens carry their own card number: the tables
 * above and below apply to it as to any card.
 */
export const walletCards = {
  applepay: { number: '4895370012003478', expiry: { month: 12, year: 2035 } },
  googlepay: { number: '5204740000001002', expiry: { month: 12, year: 2035 } },
  samsungpay: { number: '4761739001010036', expiry: { month: 12, year: 2035 } },
} as const;

// ---- Cardholder names (§13.1) ----------------------------------------------------------

/** Issuer refusal codes of the Card Payments testing page: `REFUSED<code>` refuses with it. */
export const refusalCodes: Readonly<Record<string, string>> = {
  '4': 'HOLD CARD',
  '5': 'REFUSED',
  '8': 'APPROVE AFTER IDENTIFICATION',
  '13': 'INVALID AMOUNT',
  '15': 'INVALID CARD ISSUER',
  '17': 'ANNULATION BY CLIENT',
  '28': 'ACCESS DENIED',
  '29': 'IMPOSSIBLE REFERENCE NUMBER',
  '33': 'CARD EXPIRED',
  '34': 'FRAUD SUSPICION',
  '38': 'SECURITY CODE EXPIRED',
  '41': 'LOST CARD',
  '43': 'STOLEN CARD, PICK UP',
  '51': 'LIMIT EXCEEDED',
  '55': 'INVALID SECURITY CODE',
  '56': 'UNKNOWN CARD',
  '57': 'ILLEGAL TRANSACTION',
  '62': 'RESTRICTED CARD',
  '63': 'SECURITY RULES VIOLATED',
  '75': 'SECURITY CODE INVALID',
  '76': 'CARD BLOCKED',
  '85': 'REJECTED BY CARD ISSUER',
};

export const magicNames = {
  authorised: 'AUTHORISED',
  refused: 'REFUSED',
  error: 'ERROR',
  highRisk: 'fs-highRisk',
  review: 'fs-review',
  lowRisk: 'fs-lowRisk',
  renewalRefused: 'RENEWAL_REFUSED',
} as const;

/**
 * `RENEWAL_REFUSED` ([GAP], ours): the card verifies and pays while the shopper is there, and
 * every merchant-initiated payment on it (a subscription renewal) is refused as a card out of
 * funds would be — the demo's way to show a failed renewal after a successful first payment.
 */
export const renewalRefusal = { code: '51', description: 'LIMIT EXCEEDED' } as const;

/** Who started the payment: the shopper (CIT, verifications) or the merchant (MIT). */
export type InitiatedBy = 'customer' | 'merchant';

export type IssuerResponse =
  | { kind: 'authorized' }
  | { kind: 'refused'; code: string; description: string }
  /** The issuer errors: HTTP 500 on the Payments API, outcome `error` on payouts. */
  | { kind: 'error' };

/** A cardholder name may chain values with dots, e.g. `fs-review.REFUSED51`. */
function nameParts(cardHolderName: string | undefined): string[] {
  return cardHolderName === undefined ? [] : cardHolderName.trim().split('.');
}

/** The issuer's answer for a cardholder name; unknown names are authorized. */
export function issuerResponseFor(
  cardHolderName: string | undefined,
  initiatedBy: InitiatedBy = 'customer',
): IssuerResponse {
  for (const part of nameParts(cardHolderName)) {
    if (part === magicNames.error) return { kind: 'error' };
    if (part === magicNames.refused) return refused('5');
    if (part === magicNames.renewalRefused && initiatedBy === 'merchant') {
      return { kind: 'refused', ...renewalRefusal };
    }
    const match = /^REFUSED(\d{1,2})$/.exec(part);
    if (match?.[1] !== undefined) return refused(String(Number(match[1])));
  }
  return { kind: 'authorized' };
}

function refused(code: string): IssuerResponse {
  return { kind: 'refused', code, description: refusalCodes[code] ?? 'REFUSED' };
}

/** A card past the last day of its expiry month is refused as 33 CARD EXPIRED. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstDayAfter = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstDayAfter;
}

export const expiredCardRefusal = { code: '33', description: 'CARD EXPIRED' } as const;

// ---- FraudSight (§8, §13.1) ------------------------------------------------------------

export type FraudRisk = 'lowRisk' | 'review' | 'highRisk';

export const fraudScores: Readonly<Record<FraudRisk, number>> = {
  lowRisk: 44.2,
  review: 85.5,
  highRisk: 97.4,
};

/** In the try environment the reason is always the same text. */
export const fraudReason = 'Recent unexpected card activity';

export function fraudRiskFor(cardHolderName: string | undefined): FraudRisk {
  const parts = nameParts(cardHolderName);
  if (parts.includes(magicNames.highRisk)) return 'highRisk';
  if (parts.includes(magicNames.review)) return 'review';
  return 'lowRisk';
}

// ---- CVC and address checks (§13.1) ----------------------------------------------------

export type CheckResult = 'matched' | 'notMatched' | 'notChecked' | 'notSupplied';

export const cvcValues: Readonly<Record<string, CheckResult>> = {
  '555': 'matched',
  '6666': 'matched',
  '444': 'notMatched',
  '4444': 'notMatched',
  '111': 'notChecked',
};

/** Any other CVC matches (the demo tells visitors to use any 3-digit CVC). */
export function cvcResultFor(cvc: string | undefined): CheckResult {
  if (cvc === undefined) return 'notSupplied';
  return cvcValues[cvc] ?? 'matched';
}

export interface AvsResult {
  address: CheckResult;
  postcode: CheckResult;
}

export const postcodeValues: Readonly<Record<string, AvsResult>> = {
  AAAA: { address: 'matched', postcode: 'matched' },
  CCCC: { address: 'notMatched', postcode: 'matched' },
  FFFF: { address: 'matched', postcode: 'notMatched' },
  JJJJ: { address: 'notMatched', postcode: 'notMatched' },
  EEEE: { address: 'notChecked', postcode: 'notChecked' },
  HHHH: { address: 'notSupplied', postcode: 'notSupplied' },
};

/** Any other postcode matches; no billing address at all is `notSupplied`. */
export function avsResultFor(postalCode: string | undefined): AvsResult {
  if (postalCode === undefined) return { address: 'notSupplied', postcode: 'notSupplied' };
  return (
    postcodeValues[postalCode.trim().toUpperCase()] ?? { address: 'matched', postcode: 'matched' }
  );
}

// ---- Payouts (§10, §13.3) --------------------------------------------------------------

export type PayoutApi = 'fastAccess' | 'basicDisbursement';
export type PayoutOutcomeName =
  | 'requested'
  | 'pending'
  | 'approved'
  | 'disbursed'
  | 'refused'
  | 'error'
  | 'requestReceived'
  | 'inReview';

/**
 * Payout amounts (minor units) with a fixed outcome, for both payout APIs. 310 and 320 are the
 * provider's basic-disbursement values; the rest fill the [GAP] so that every outcome the demo
 * routes on is reachable: withdraw £3.30 to see `requested`, and so on.
 */
export const payoutAmounts: Readonly<Record<number, PayoutOutcomeName>> = {
  310: 'refused',
  320: 'error',
  330: 'requested',
  340: 'pending',
  345: 'pending',
  350: 'disbursed',
  360: 'requestReceived',
  370: 'inReview',
};

/**
 * What a `pending` payout comes to, and when [M: "approved or refused usually within 45 minutes"]:
 * on the payout's clock, so a demo clock moved forward shows it (packages/sandbox README, "Demo
 * clocks"). Any other pending amount stays pending.
 */
export const payoutPendingResolutions: Readonly<Record<number, 'approved' | 'refused'>> = {
  340: 'approved',
  345: 'refused',
};
export const payoutPendingForMs = 45 * 60_000;

/** Refusal code of a payout refused by amount (the provider's example code). */
export const payoutRefusalCode = '9G';

/**
 * Payout amounts the provider answers with an error envelope instead of an outcome ([GAP] fill):
 * the provider's own 422 for an entity without payouts, so a client's handling of a refused
 * request can be tried from the shop.
 */
export const payoutRejectedAmounts: Readonly<
  Record<number, { status: 422; errorName: string; message: string; jsonPath: string }>
> = {
  380: {
    status: 422,
    errorName: 'fieldHasInvalidValue',
    // The Card Payouts document's own words for it.
    message:
      'Your merchant boarding process has not enabled payouts for this merchant entity. Please contact support, or use a valid entity.',
    jsonPath: '$.merchant.entity',
  },
};

export function payoutOutcomeFor(
  api: PayoutApi,
  amount: number,
  cardHolderName: string | undefined,
): { outcome: PayoutOutcomeName; refusalCode?: string } {
  const issuer = issuerResponseFor(cardHolderName);
  if (issuer.kind === 'refused') return { outcome: 'refused', refusalCode: issuer.code };
  if (issuer.kind === 'error') return { outcome: 'error' };
  const byAmount = payoutAmounts[amount];
  if (byAmount === 'refused') return { outcome: 'refused', refusalCode: payoutRefusalCode };
  if (byAmount !== undefined) return { outcome: byAmount };
  return { outcome: api === 'fastAccess' ? 'approved' : 'requestReceived' };
}

/** One entry of the 'Test Cards' popup on a withdraw screen: an amount and what it does. */
export interface TestPayoutAmount {
  label: string;
  /** Minor units: the amount to withdraw (shown in the site currency). */
  amount: number;
  description: string;
}

/**
 * The payout amounts the popup lists on a withdraw screen, one per outcome family the demo routes
 * on (approved, slow, inReview, refused, error, an error envelope), from the rows above.
 */
export const testPayoutAmounts: readonly TestPayoutAmount[] = [
  {
    label: 'Approved',
    amount: 1000,
    description: 'Any amount not listed here: fast access approved, funds within 30 minutes.',
  },
  { label: 'Requested', amount: 330, description: 'Received, to be sent to the scheme later.' },
  {
    label: 'Pending',
    amount: 340,
    description: 'Sent to Visa Direct / Mastercard Send; approved 45 minutes later.',
  },
  {
    label: 'Pending, then refused',
    amount: 345,
    description: `Pending, then refused (${'9G'}) 45 minutes later.`,
  },
  { label: 'In review', amount: 370, description: 'Held for review before it is sent.' },
  { label: 'Refused', amount: 310, description: `Refused by the issuer (${payoutRefusalCode}).` },
  { label: 'Error', amount: 320, description: 'The scheme answered with an error.' },
  {
    label: 'Rejected request',
    amount: 380,
    description: 'HTTP 422: payouts are not enabled for the merchant entity.',
  },
];

// ---- Follow-up actions: settlement and refund failures (simulator-only) --------------

/**
 * The provider's try environment documents no value that makes a settlement or a refund fail;
 * these references do it in the sandbox only ([GAP], ours). The reference is the merchant's own
 * text on a settlement or refund (required on partial ones, optional on Card Payments' full
 * ones): no card number, cardholder name or amount is involved, so no ordinary checkout, order
 * total or existing magic value can trigger a failure by accident, and no other row of this
 * table reads a reference. Upper case, letters and '-' only, so Card Payments' reference
 * alphabet (`[-A-Za-z0-9]`) accepts them. The failure shows when the outcome is due
 * (payment-history.ts): "Sent for Settlement" / "Sent for Refund" first, then "Settlement
 * failed" / "Refund failed".
 */
export const followUpReferences = {
  /** On a settlement: it fails (`Settlement failed`) instead of being settled. */
  settlementFailed: 'SETTLEMENT-FAILED',
  /** On a refund: it fails with refusal 5 REFUSED; `REFUND-FAILED-<code>` with that code. */
  refundFailed: 'REFUND-FAILED',
} as const;

/** The refusal of a refund made to fail without a code. */
export const defaultRefundRefusal = { code: '5', description: 'REFUSED' } as const;

export function settlementFailsFor(reference: string | undefined): boolean {
  return reference === followUpReferences.settlementFailed;
}

/** The refusal a refund with this reference will get, or undefined when it goes through. */
export function refundRefusalFor(
  reference: string | undefined,
): { code: string; description: string } | undefined {
  if (reference === followUpReferences.refundFailed) return { ...defaultRefundRefusal };
  const match = /^REFUND-FAILED-(\d{1,2})$/.exec(reference ?? '');
  if (match?.[1] === undefined) return undefined;
  const code = String(Number(match[1]));
  return { code, description: refusalCodes[code] ?? defaultRefundRefusal.description };
}

// ---- Scenario triggers on a visitor's own payments (simulator-only, issue 30) -----------

/**
 * What the demo's order detail can make the provider do to a payment or payout it already holds
 * ([GAP], ours: the provider has no such switch; in its try environment these happen only when a
 * bank or its risk team acts). Each is a sandbox route the demo's server calls for the visitor's
 * own references (`POST /_sandbox/scenarios`); each leads to the provider's events.
 */
export const eventScenarioNames = [
  'chargeback',
  'refundFails',
  'approveLater',
  'refuseLater',
] as const;
export type EventScenarioName = (typeof eventScenarioNames)[number];

export interface EventScenario {
  name: EventScenarioName;
  label: string;
  /** What it applies to, and when it is allowed. */
  appliesTo: string;
  /** What happens: the events and the state the APIs then report. */
  outcome: string;
}

/** A payout decided 'later' is decided this long after the trigger, on the sandbox clock. */
export const payoutDecisionDelayMs = 30_000;

export const eventScenarios: readonly EventScenario[] = [
  {
    name: 'chargeback',
    label: 'Chargeback',
    appliesTo: 'A payment with something settled (Sent for Settlement or Settled), once.',
    outcome:
      'Events chargedBack (classification payment, the settled amount), then informationRequested (classification chargeback). lastEvent stays as it was (the APIs have no chargeback value); refunds are no longer offered.',
  },
  {
    name: 'refundFails',
    label: 'Refund fails',
    appliesTo: 'An authorized payment not closed: arms its next refund (full or partial).',
    outcome:
      'That refund answers as usual and sends sentForRefund; 15 minutes later refundFailed with refund.refusal 5 REFUSED, and lastEvent Refund failed. The amount can be refunded again.',
  },
  {
    name: 'approveLater',
    label: 'Approve later',
    appliesTo: 'A Fast Access payout still waiting (requested, pending).',
    outcome:
      'The payout is approved 30 seconds later on the sandbox clock: its query answers approved and the event approved (classification payout) is sent.',
  },
  {
    name: 'refuseLater',
    label: 'Refuse later',
    appliesTo: 'A Fast Access payout still waiting (requested, pending).',
    outcome:
      'The payout is refused 30 seconds later (refusal code 9G): its query answers refused and the event refused (classification payout) is sent.',
  },
];

// ---- Hosted payment page results (§12.2) -----------------------------------------------

/**
 * The hosted payment page reports `order.status` to the library's resultCallback. Card outcomes
 * decide most of them (authorized → success; refused, fraudHighRisk, 3DS failures,
 * sentForCancellation → failure; ERROR → error); these cardholder names give the rest ([GAP]:
 * the provider's HPP testing table does not say how to reach them).
 */
export const hostedPaymentNames = {
  /** Authorized but not settled: the shop is told to wait. */
  pending: 'PENDING',
  /** The page cannot tell what happened to the payment. */
  exception: 'EXCEPTION',
} as const;

export function hostedPaymentNameFor(
  cardHolderName: string | undefined,
): keyof typeof hostedPaymentNames | null {
  const parts = nameParts(cardHolderName);
  if (parts.includes(hostedPaymentNames.exception)) return 'exception';
  if (parts.includes(hostedPaymentNames.pending)) return 'pending';
  return null;
}

// ---- The 'Test Cards' popup ------------------------------------------------------------

/** The one-time passcode the simulated bank's challenge page accepts (it shows it: a demo). */
export const demoPasscode = '1234';

/**
 * What a card's outcome depends on besides the card: 3DS authentication requested with the
 * payment, or a FraudSight assessment before it. The web app maps them to its settings.
 */
export type TestCardNeed = 'threeDS' | 'fraudSight';

export interface TestCardEntry {
  /** Short name shown in the 'Test Cards' popup. */
  label: string;
  cardNumber: string;
  /** The cardholder name that picks the outcome, when the number alone does not. */
  cardHolderName?: string;
  /** What it does, in one line the popup shows under the entry. */
  outcome: string;
  /** What happens when you pay with it (one sentence, for the tooltip and the scenarios page). */
  description: string;
  /** What the outcome needs switched on; nothing beyond the card when absent. */
  needs?: readonly TestCardNeed[];
  /** What the card does instead while a need is off (one sentence). */
  otherwise?: string;
  /** Shown only in shops with this feature (recurring payments); every shop when absent. */
  feature?: 'recurring';
}

/** Entries of the 'Test Cards' popup, in display order: the spec's 'Success' card first. */
export const testCards: readonly TestCardEntry[] = [
  {
    // The spec's label (§2); the line under it says what the card really does.
    label: 'Success',
    cardNumber: '4000000000001091',
    outcome: `3DS challenge — passcode ${demoPasscode} — then success`,
    description: '3DS challenge, then authorized. Any future expiry date and 3-digit CVC.',
    needs: ['threeDS'],
    otherwise: 'With 3DS off it pays without a challenge.',
  },
  {
    label: 'Frictionless',
    cardNumber: '4000000000001000',
    outcome: 'Authenticated without a challenge, then success',
    description: 'Authenticated without a challenge, then authorized.',
    needs: ['threeDS'],
    otherwise: 'With 3DS off it pays without authentication.',
  },
  {
    label: 'Challenge fails',
    cardNumber: '4000000000001109',
    outcome: '3DS challenge that fails whatever you enter — declined',
    description: '3DS challenge that fails: the payment is declined.',
    needs: ['threeDS'],
    otherwise: 'With 3DS off there is no challenge and it pays.',
  },
  {
    label: 'Authentication fails',
    cardNumber: '4000000000001018',
    outcome: 'The issuer refuses authentication, no challenge — declined',
    description: 'The issuer refuses authentication without a challenge: declined.',
    needs: ['threeDS'],
    otherwise: 'With 3DS off there is no authentication and it pays.',
  },
  {
    label: 'Refused',
    cardNumber: '4000000000001000',
    cardHolderName: magicNames.refused,
    outcome: `Name ${magicNames.refused} — refused by the issuer — declined`,
    description: `Use the cardholder name ${magicNames.refused} (or REFUSED51 and other codes): refused by the issuer.`,
  },
  {
    label: 'High fraud risk',
    cardNumber: '4000000000001000',
    cardHolderName: magicNames.highRisk,
    outcome: `Name ${magicNames.highRisk} — FraudSight stops it — declined`,
    description: `Use the cardholder name ${magicNames.highRisk}: stopped by FraudSight (when it is on).`,
    needs: ['fraudSight'],
    otherwise: 'With FraudSight off nothing assesses the risk and it pays.',
  },
  {
    label: 'Issuer error',
    cardNumber: '4000000000001000',
    cardHolderName: magicNames.error,
    outcome: `Name ${magicNames.error} — the payment ends in an error`,
    description: `Use the cardholder name ${magicNames.error}: the payment ends in an error.`,
  },
  {
    label: 'Not enrolled',
    cardNumber: '4000000000001034',
    outcome: 'Not enrolled in 3DS — paid without authentication',
    description: 'Not enrolled in 3DS: paid without authentication.',
  },
  {
    label: 'Renewal refused',
    cardNumber: '4000000000001000',
    cardHolderName: magicNames.renewalRefused,
    outcome: `Name ${magicNames.renewalRefused} — subscribes, then every renewal is refused`,
    description: `Subscribe with the cardholder name ${magicNames.renewalRefused}: the first payment goes through, recurring payments are refused (${renewalRefusal.code} ${renewalRefusal.description}).`,
    feature: 'recurring',
  },
  {
    label: 'Mastercard',
    cardNumber: '5200000000001005',
    outcome: 'Mastercard, authenticated without a challenge, then success',
    description: 'Mastercard, authenticated without a challenge, then authorized.',
    needs: ['threeDS'],
    otherwise: 'With 3DS off it pays without authentication.',
  },
];

// ---- Agentic commerce: delegate payment (Sessions API 2025-09-29) ----------------------

/** One outcome of a delegate payment, as the test-scenarios page lists it. */
export interface DelegatePaymentScenario {
  /** What the agent (or the merchant, for the Payments API rows) sends. */
  when: string;
  /** The HTTP status, or the Payments API outcome. */
  status: string;
  answer: string;
}

/**
 * `POST /sessions/agentic_commerce/delegate_payment` and the Payments API's `delegate`
 * instrument that spends its token. The provider documents the request, the 201 and the
 * instrument's limits (guest card payments only: no 3DS, SCA exemptions or token creation);
 * the error object is the protocol's. It publishes no test values: the triggers below are ours
 * ([GAP]), with the cardholder names of the issuer table deciding the payment itself.
 */
export const delegatePaymentScenarios: readonly DelegatePaymentScenario[] = [
  {
    when: 'A Luhn-valid card number (FPAN or network token) with a future expiry, and an allowance that has not expired',
    status: '201',
    answer:
      '{ id, created, metadata }: id is the delegate token, a session href usable once, until allowance.expires_at',
  },
  {
    when: 'The same Idempotency-Key and the same body again',
    status: '201',
    answer: 'The first answer again, with Idempotent-Replayed: true (nothing new is kept)',
  },
  {
    when: 'The same Idempotency-Key with another body',
    status: '409',
    answer: 'invalid_request / idempotency_conflict',
  },
  {
    when: `payment_method.name ${magicNames.error}`,
    status: '500',
    answer: 'processing_error / processing_error: nothing is kept',
  },
  {
    when: 'A card number that fails the Luhn check, exp_month outside 01–12, exp_year not four digits, or an expiry in the past',
    status: '400',
    answer: 'invalid_request / invalid_card, param names the field (payment_method.number, …)',
  },
  {
    when: 'Any other missing or malformed field, or allowance.expires_at in the past',
    status: '400',
    answer: 'invalid_request / invalid_request, param names the field',
  },
  {
    when: 'No Authorization: Bearer with the sandbox API key (SANDBOX_PASSWORD)',
    status: '401',
    answer: 'unauthorized / unauthorized',
  },
  {
    when: 'No API-Version header, or another than 2025-09-29',
    status: '400',
    answer:
      'invalid_request / missing_api_version or unsupported_api_version, with supported_versions',
  },
  {
    when: 'Payments API paymentInstrument { type: "delegate", sessionHref: <id> } for at most allowance.max_amount in its currency',
    status: 'Payments API',
    answer:
      'The card’s outcome (cardholder names above), paymentInstrument.type card/delegate+masked; the token is spent',
  },
  {
    when: 'An amount over allowance.max_amount, or another currency',
    status: 'Payments API 400',
    answer: 'fieldHasInvalidValue at $.instruction.value.amount / .currency; the token is kept',
  },
  {
    when: 'A token already spent, past allowance.expires_at, or unknown',
    status: 'Payments API 400',
    answer: 'fieldHasInvalidValue at $.instruction.paymentInstrument.sessionHref',
  },
  {
    when: 'With instruction.threeDS, tokenCreation, exemption or customerAgreement',
    status: 'Payments API 400',
    answer: 'fieldIsNotAllowed at that field (guest card payments only)',
  },
];

// ---- Local payment methods: the APMs API 2024-07-01 (issue 45) ---------------------------
// What the shopper does decides most outcomes: Approve, Decline or Cancel on the bank or wallet
// page, a BLIK code, "Pay" in the simulated app, accepting a SEPA mandate. The amount decides the
// rest, as the provider's own APM test values do (PayPal's, which the sandbox applies to every
// method): 500, 600, 700 and 900 are the provider's [M: APMs testing page]; 810, 820 and 830 are
// the sandbox's ([GAP]: the provider publishes no value for a pending or an expired payment).
// Amounts are minor units in any currency (5.00 EUR, 5.00 PLN: 500).

export type ApmScenarioName =
  | 'approve'
  | 'refuse'
  | 'error'
  | 'pendingThenAuthorized'
  | 'pendingThenRefused'
  | 'expired'
  | 'settlementFailed'
  | 'refundFailed';

export interface ApmScenario {
  name: ApmScenarioName;
  /** The amount (minor units) that triggers it; none for the default. */
  amount?: number;
  /** A few words for a list of test values (the shopper's pages, the 'Test Cards' popup). */
  label: string;
  /** What the payment does, as the test-scenarios page says it. */
  outcome: string;
  source: 'provider' | 'sandbox';
}

/** How long a "pending then …" payment stays pending after the shopper approved (its clock). */
export const apmPendingForMs = 30 * 60_000;
/** How soon the 'expired' amount's request expires (its clock). */
export const apmExpiredRequestMs = 60_000;
/** The BLIK code that the shopper's bank refuses (any other six digits approve). */
export const blikRefusedCode = '000000';
/**
 * Days a SEPA Direct Debit stays pending after the mandate was accepted before it settles or is
 * returned: the CORE scheme's settlement period [M: the provider's SEPA e-mandate article].
 */
export const sepaSchemeDays = 4;

export const apmScenarios: readonly ApmScenario[] = [
  {
    name: 'approve',
    label: 'the shopper decides',
    outcome:
      'Any other amount: the shopper decides (Approve → authorized, Decline → refused, Cancel → cancelledByCustomer)',
    source: 'sandbox',
  },
  {
    name: 'error',
    label: 'error',
    amount: 500,
    outcome: 'Once the shopper approves: error',
    source: 'provider',
  },
  {
    name: 'refuse',
    label: 'refused',
    amount: 600,
    outcome: 'Once the shopper approves: refused (a SEPA debit: returned after the scheme days)',
    source: 'provider',
  },
  {
    name: 'refundFailed',
    label: 'refund fails',
    amount: 700,
    outcome: 'Authorized; a later reversal (refund) is refundFailed 15 minutes after it was sent',
    source: 'provider',
  },
  {
    name: 'settlementFailed',
    label: 'settlement fails',
    amount: 900,
    outcome: 'Authorized; its settlement is settlementFailed 15 minutes after it was sent',
    source: 'provider',
  },
  {
    name: 'pendingThenAuthorized',
    label: 'pending, then authorized',
    amount: 810,
    outcome: `Once the shopper approves: pending for ${apmPendingForMs / 60_000} minutes, then authorized`,
    source: 'sandbox',
  },
  {
    name: 'pendingThenRefused',
    label: 'pending, then refused',
    amount: 820,
    outcome: `Once the shopper approves: pending for ${apmPendingForMs / 60_000} minutes, then refused`,
    source: 'sandbox',
  },
  {
    name: 'expired',
    label: 'expires',
    amount: 830,
    outcome: `The request expires ${apmExpiredRequestMs / 1000} seconds after it was made unless the shopper acts first: requestExpired`,
    source: 'sandbox',
  },
];

const apmScenarioByAmount = new Map(
  apmScenarios.flatMap((s) => (s.amount === undefined ? [] : [[s.amount, s.name] as const])),
);

/** The scenario an APM payment of this amount (minor units) follows. */
export function apmScenarioFor(amount: number): ApmScenarioName {
  return apmScenarioByAmount.get(amount) ?? 'approve';
}
