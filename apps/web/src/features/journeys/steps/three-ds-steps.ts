// 3DS of the Modular integration (spec §4 "Card payment flow", "3DS authentication outcomes",
// "Verify outcomes"; provider-api.md §3): authenticateShopper runs the standalone 3DS API —
// device data initialization → DDC → authentication → (challenge → verification), the frames
// through three-ds-frames.ts — and reduces its many outcomes to what the payment does next. Its two
// halves (collectShopperDevice, authenticateCollected) are apart for the Modular payment, which
// assesses fraud between them with the collection's reference.
import type {
  CardFrontOrTokenized,
  ThreeDsAuthenticationRequest,
  ThreeDsResult,
  Value,
} from '@sjd/contracts';
import { failureEvents } from '../../event-log';
import type { BrowserData } from '../browser-data';
import type { Journey } from '../journey';
import { threeDsFinished, threeDsStarted } from '../slices/three-ds-slice';
import {
  api3ds,
  challengeWindowSize,
  collectDeviceData,
  waitForChallenge,
} from './three-ds-frames';

/** The 3DS values Card Payments takes as `authentication.threeDS`. */
export interface ThreeDsAuthentication {
  version: string;
  eci: string;
  authenticationValue?: string;
  transactionId?: string;
}

/** What the payment does after 3DS. */
export type AuthenticationResult =
  | { kind: 'authenticated'; authentication: ThreeDsAuthentication }
  /** unavailable / bypassed / notEnrolled: the payment goes on without 3DS (spec §4). */
  | { kind: 'proceed'; outcome: string }
  /** authenticationFailed, or signatureFailed after a challenge: declined. */
  | { kind: 'declined'; outcome: string }
  /** Any other outcome (spec §4 "other treated as error"). */
  | { kind: 'error'; outcome: string };

export interface AuthenticationRequest {
  instrument: CardFrontOrTokenized;
  value: Value;
  transactionReference: string;
  browser: BrowserData;
  /** challengeMandated when the card is being stored for later payments (spec §7). */
  preference: 'noPreference' | 'challengeMandated';
}

/** Modular 3DS: device data initialization, DDC, authentication and, if challenged, verification. */
export async function authenticateShopper(
  journey: Journey,
  request: AuthenticationRequest,
): Promise<AuthenticationResult> {
  const collectionReference = await collectShopperDevice(journey, request);
  return authenticateCollected(journey, request, collectionReference);
}

/**
 * The first half of Modular 3DS: device data initialization, then the hidden DDC frame. Returns
 * the SessionId that 3DS authentication (and FraudSight, spec §7) take as
 * `deviceData.collectionReference`; null when the frame did not answer in time.
 */
export async function collectShopperDevice(
  journey: Journey,
  request: Pick<AuthenticationRequest, 'instrument' | 'transactionReference'>,
): Promise<string | null> {
  journey.api.dispatch(threeDsStarted());
  // The JWT (and BIN) the hidden DDC frame posts to the issuer's collection page.
  const initialization = await journey.calls.initializeDeviceData({
    transactionReference: request.transactionReference,
    merchant: { entity: journey.config.entity },
    paymentInstrument: request.instrument,
  });
  return collectDeviceData(journey, initialization.deviceDataCollection);
}

/** The second half: authentication with the collected device data and, if challenged, verification. */
export async function authenticateCollected(
  journey: Journey,
  request: AuthenticationRequest,
  collectionReference: string | null,
): Promise<AuthenticationResult> {
  const { config } = journey;
  const merchant = { entity: config.entity };
  // Collection done (or timed out): the SessionId lets the issuer recognise the browser.
  const authentication = await journey.calls.authenticate(
    authenticationPayload(request, merchant.entity, config.challengeReturnUrl, collectionReference),
  );
  if (authentication.outcome !== 'challenged') {
    return decide(journey, authentication, authenticationRules, unexpected(''));
  }

  // Challenged: the shopper answers in the challenge frame; its return page reports back.
  const { challenge } = authentication;
  await waitForChallenge(journey, { ...challenge, windowSize: challengeWindowSize });
  const verification = await journey.calls.verifyChallenge({
    transactionReference: request.transactionReference,
    merchant,
    challenge: { reference: challenge.reference },
  });
  return decide(journey, verification, verificationRules, unexpected('verification '));
}

function authenticationPayload(
  request: AuthenticationRequest,
  entity: string,
  returnUrl: string,
  collectionReference: string | null,
): ThreeDsAuthenticationRequest {
  return {
    transactionReference: request.transactionReference,
    merchant: { entity },
    instruction: { paymentInstrument: request.instrument, value: request.value },
    deviceData: {
      ...(collectionReference ? { collectionReference } : {}),
      ...request.browser,
      channel: 'browser',
    },
    challenge: { returnUrl, windowSize: challengeWindowSize, preference: request.preference },
  };
}

/** What a 3DS outcome other than 'authenticated' does to the payment, and what the terminal says. */
interface OutcomeRule {
  kind: 'declined' | 'proceed' | 'error';
  title: string;
  text: (outcome: string) => string;
}

const goesOnWithout = (step: string) => (outcome: string) =>
  `3DS ${step} '${outcome}': the payment goes on without authentication.`;

/** Spec §4 "3DS authentication outcomes" (challenged is handled by the caller). */
const authenticationRules: Readonly<Record<string, OutcomeRule>> = {
  authenticationFailed: {
    kind: 'declined',
    title: failureEvents.authenticationFailed,
    text: () => 'The issuer did not authenticate the shopper: the payment is declined.',
  },
  unavailable: {
    kind: 'proceed',
    title: failureEvents.verificationUnavailable,
    text: goesOnWithout('outcome'),
  },
  bypassed: { kind: 'proceed', title: '3DS skipped', text: goesOnWithout('outcome') },
  notEnrolled: { kind: 'proceed', title: '3DS skipped', text: goesOnWithout('outcome') },
};

/** Spec §4 "Verify outcomes". */
const verificationRules: Readonly<Record<string, OutcomeRule>> = {
  authenticationFailed: {
    kind: 'declined',
    title: failureEvents.authenticationFailed,
    text: (outcome) => `3DS verification '${outcome}': the payment is declined.`,
  },
  signatureFailed: {
    kind: 'declined',
    title: failureEvents.signatureFailed,
    text: (outcome) => `3DS verification '${outcome}': the payment is declined.`,
  },
  unavailable: {
    kind: 'proceed',
    title: failureEvents.verificationUnavailable,
    text: goesOnWithout('verification'),
  },
  bypassed: {
    kind: 'proceed',
    title: failureEvents.verificationUnavailable,
    text: goesOnWithout('verification'),
  },
};

/** Spec §4 "other treated as error". */
function unexpected(step: string): OutcomeRule {
  return {
    kind: 'error',
    title: failureEvents.authenticationFailed,
    text: (outcome) => `Unexpected 3DS ${step}outcome '${outcome}'.`,
  };
}

/** Records the 3DS step's final outcome and decides what the payment does next. */
function decide(
  journey: Journey,
  result: ThreeDsResult,
  rules: Readonly<Record<string, OutcomeRule>>,
  otherwise: OutcomeRule,
): AuthenticationResult {
  journey.api.dispatch(threeDsFinished({ outcome: result.outcome }));
  if (result.outcome === 'authenticated') return authenticatedWith(journey, result);
  const { outcome } = result;
  const rule = Object.hasOwn(rules, outcome) ? (rules[outcome] ?? otherwise) : otherwise;
  // A warning when the payment goes on: nothing failed for the shopper.
  const icon = rule.kind === 'proceed' ? 'warning' : 'error';
  journey.note({ title: rule.title, plainText: rule.text(outcome), api: api3ds, icon });
  return { kind: rule.kind, outcome };
}

function authenticatedWith(
  journey: Journey,
  result: Extract<ThreeDsResult, { outcome: 'authenticated' }>,
): AuthenticationResult {
  const { authentication } = result;
  // Card Payments needs at least the version and the ECI; without them there is nothing to pass.
  if (!authentication?.eci) {
    journey.note({
      title: failureEvents.authenticationFailed,
      plainText: 'Authenticated without an ECI: there is nothing to pass to the payment.',
      api: api3ds,
      icon: 'error',
    });
    return { kind: 'error', outcome: `${result.outcome} without an ECI` };
  }
  return {
    kind: 'authenticated',
    authentication: {
      version: authentication.version,
      eci: authentication.eci,
      ...(authentication.authenticationValue
        ? { authenticationValue: authentication.authenticationValue }
        : {}),
      ...(authentication.transactionId ? { transactionId: authentication.transactionId } : {}),
    },
  };
}
