// The 3DS frames a journey hands to the browser and waits for (spec §4 "3DS frames", "Event log";
// provider-api.md §3): the hidden device-data-collection frame and the challenge frame. Both
// integration types use them (the standalone 3DS API of the Modular integration, and the Payments
// API's supply3dsDeviceData / complete3dsChallenge actions). The processing screen renders a
// frame while the 3DS step names it and reports the browser's answer with deviceDataCollected /
// challengeReceived; the journey goes on when the step moves on, or by itself after the timeout.
import type { UnknownAction } from '@reduxjs/toolkit';
import { JourneyCancelled, waitForState, type Journey } from '../journey';
import {
  challengeRequired,
  challengeTimedOut,
  deviceDataCollectionRequired,
  deviceDataCollectionTimedOut,
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

/** The terminal's name for the 3DS steps. */
export const api3ds = '3DS';
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
