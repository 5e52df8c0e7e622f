// 3DS steps of the flows (spec §4 "Card payment flow", "3DS frames"; provider-api.md §3, §4).
// - collectDeviceData / waitForChallenge hand a frame to the browser and wait for it (both
//   integration types use them);
// - authenticateShopper runs the standalone 3DS API of the Modular integration: device data
//   initialization → DDC → authentication → (challenge → verification), and reduces its many
//   outcomes to what the payment does next.
import type { UnknownAction } from '@reduxjs/toolkit';
import type {
  CardFrontOrTokenized,
  ThreeDsAuthenticationRequest,
  ThreeDsResult,
  Value,
} from '@sjd/contracts';
import { JourneyCancelled, waitForState, type Journey } from '../journey';
import { failureEvents } from '../../event-log';
import type { BrowserData } from '../browser-data';
import {
  challengeRequired,
  challengeTimedOut,
  deviceDataCollectionRequired,
  deviceDataCollectionTimedOut,
  threeDsFinished,
  threeDsStarted,
  type ChallengeData,
  type DeviceDataCollection,
  type ThreeDsStep,
} from '../slices/three-ds-slice';

/** Trigger names for the browser events that cause the later calls (spec §4 "Event log"). */
export const threeDsTriggers = {
  deviceDataCollected: 'Device data collected',
  deviceDataTimedOut: 'Device data collection timed out',
  challengeReceived: 'Challenge received',
  challengeTimedOut: 'Challenge timed out',
} as const;

const api3ds = '3DS';
/** The window the challenge frame opens at (the provider's default). */
export const challengeWindowSize = '390x400';

/** A frame handed to the browser: what shows it, the step it waits in, and what a timeout does. */
interface FrameWait {
  shown: UnknownAction;
  waitingIn: ThreeDsStep['name'];
  /** The step the frame's answer moves to; any other means the journey was reset meanwhile. */
  answeredIn: ThreeDsStep['name'];
  timeoutMs: number;
  timedOut: UnknownAction;
  /** The terminal triggers of the later calls (spec §4 "Event log": a trigger per cause). */
  answeredTrigger: string;
  timedOutTrigger: string;
}

/** Shows the frame and waits for the browser's answer; false when the timeout came first. */
async function waitForFrame(journey: Journey, wait: FrameWait): Promise<boolean> {
  const { api } = journey;
  api.dispatch(wait.shown);
  const answered = await waitForState(
    api,
    (state) => state.threeDS.step.name !== wait.waitingIn,
    wait.timeoutMs,
  );
  if (!answered) {
    api.dispatch(wait.timedOut);
    journey.startTrigger(wait.timedOutTrigger);
    return false;
  }
  if (api.getState().threeDS.step.name !== wait.answeredIn) throw new JourneyCancelled();
  journey.startTrigger(wait.answeredTrigger);
  return true;
}

/**
 * Shows the hidden DDC frame and waits for its SessionId. Without one within the timeout the
 * payment goes on without a collectionReference, as the provider's own integrations do.
 */
export async function collectDeviceData(
  journey: Journey,
  ddc: DeviceDataCollection,
): Promise<string | null> {
  const timeoutMs = journey.timing.deviceDataTimeoutMs;
  const answered = await waitForFrame(journey, {
    shown: deviceDataCollectionRequired(ddc),
    waitingIn: 'collectingDeviceData',
    answeredIn: 'authenticating',
    timeoutMs,
    timedOut: deviceDataCollectionTimedOut(),
    answeredTrigger: threeDsTriggers.deviceDataCollected,
    timedOutTrigger: threeDsTriggers.deviceDataTimedOut,
  });
  if (!answered) {
    journey.note({
      title: 'No device data',
      plainText: `No SessionId within ${timeoutMs / 1000} s: authentication goes on without a collectionReference.`,
      api: api3ds,
      icon: 'warning',
    });
    return null;
  }
  const step = journey.api.getState().threeDS.step;
  return step.name === 'authenticating' ? step.collectionReference : null;
}

/** Shows the challenge frame and waits for 'Challenge received' (or the challenge's lifetime). */
export async function waitForChallenge(journey: Journey, challenge: ChallengeData): Promise<void> {
  await waitForFrame(journey, {
    shown: challengeRequired(challenge),
    waitingIn: 'challenged',
    answeredIn: 'verifying',
    timeoutMs: journey.timing.challengeTimeoutMs,
    timedOut: challengeTimedOut(),
    answeredTrigger: threeDsTriggers.challengeReceived,
    timedOutTrigger: threeDsTriggers.challengeTimedOut,
  });
}

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
  const { api, calls, config } = journey;
  const merchant = { entity: config.entity };
  api.dispatch(threeDsStarted());

  // The JWT (and BIN) the hidden DDC frame posts to the issuer's collection page.
  const initialization = await calls.initializeDeviceData({
    transactionReference: request.transactionReference,
    merchant,
    paymentInstrument: request.instrument,
  });
  const collectionReference = await collectDeviceData(journey, initialization.deviceDataCollection);

  // Collection done (or timed out): the SessionId lets the issuer recognise the browser.
  const authentication = await journey.calls.authenticate(
    authenticationPayload(request, merchant.entity, config.challengeReturnUrl, collectionReference),
  );
  if (authentication.outcome !== 'challenged') {
    return afterAuthentication(journey, authentication);
  }

  // Challenged: the shopper answers in the challenge frame; its return page reports back.
  const { challenge } = authentication;
  await waitForChallenge(journey, { ...challenge, windowSize: challengeWindowSize });
  const verification = await journey.calls.verifyChallenge({
    transactionReference: request.transactionReference,
    merchant,
    challenge: { reference: challenge.reference },
  });
  return afterVerification(journey, verification);
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

/** Spec §4 "3DS authentication outcomes" (challenged is handled by the caller). */
function afterAuthentication(journey: Journey, result: ThreeDsResult): AuthenticationResult {
  journey.api.dispatch(threeDsFinished({ outcome: result.outcome }));
  switch (result.outcome) {
    case 'authenticated':
      return authenticatedWith(journey, result);
    case 'authenticationFailed':
      journey.note({
        title: failureEvents.authenticationFailed,
        plainText: 'The issuer did not authenticate the shopper: the payment is declined.',
        api: api3ds,
        icon: 'error',
      });
      return { kind: 'declined', outcome: result.outcome };
    case 'unavailable':
    case 'bypassed':
    case 'notEnrolled':
      journey.note({
        title:
          result.outcome === 'unavailable' ? failureEvents.verificationUnavailable : '3DS skipped',
        plainText: `3DS outcome '${result.outcome}': the payment goes on without authentication.`,
        api: api3ds,
        icon: 'warning',
      });
      return { kind: 'proceed', outcome: result.outcome };
    default:
      journey.note({
        title: failureEvents.authenticationFailed,
        plainText: `Unexpected 3DS outcome '${result.outcome}'.`,
        api: api3ds,
        icon: 'error',
      });
      return { kind: 'error', outcome: result.outcome };
  }
}

/** Spec §4 "Verify outcomes". */
function afterVerification(journey: Journey, result: ThreeDsResult): AuthenticationResult {
  journey.api.dispatch(threeDsFinished({ outcome: result.outcome }));
  switch (result.outcome) {
    case 'authenticated':
      return authenticatedWith(journey, result);
    case 'authenticationFailed':
    case 'signatureFailed':
      journey.note({
        title:
          result.outcome === 'signatureFailed'
            ? failureEvents.signatureFailed
            : failureEvents.authenticationFailed,
        plainText: `3DS verification '${result.outcome}': the payment is declined.`,
        api: api3ds,
        icon: 'error',
      });
      return { kind: 'declined', outcome: result.outcome };
    case 'unavailable':
    case 'bypassed':
      journey.note({
        title: failureEvents.verificationUnavailable,
        plainText: `3DS verification '${result.outcome}': the payment goes on without authentication.`,
        api: api3ds,
        icon: 'warning',
      });
      return { kind: 'proceed', outcome: result.outcome };
    default:
      journey.note({
        title: failureEvents.authenticationFailed,
        plainText: `Unexpected 3DS verification outcome '${result.outcome}'.`,
        api: api3ds,
        icon: 'error',
      });
      return { kind: 'error', outcome: result.outcome };
  }
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
