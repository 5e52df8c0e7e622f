// A replay plan: the trail as steps a script runs again against the sandbox, with fresh references
// and sessions, each value that came from an earlier answer read from the fresh answer at the
// same JSON path. One plan feeds every take-home form: 'Copy as curl' and the Code view (the part
// of the plan one call needs), and 'Download as script' (all of it), in bash and in Node.
import type { JsonValue } from '../../event-log';
import type { Header } from '../code/provider-request';
import type { JsonPath } from './json-paths';
import type { HostedPageShopper } from './test-cards';

/** Where a value of a request comes from when the script runs. */
export type ValueSource =
  /** Made afresh on each run: a transactionReference or token namespace the app generated. */
  | { kind: 'fresh'; fresh: number }
  /** Read from the answer of an earlier step of the plan, at `path`. */
  | { kind: 'answer'; step: number; path: JsonPath };

/** A value made afresh on each run, e.g. a transactionReference. */
export interface FreshValue {
  /** The body key it was recorded under, e.g. 'transactionReference'. */
  key: string;
  /** The letters it starts with, kept from the recorded one (e.g. 'SJD-'); [A-Za-z_-] only. */
  prefix: string;
}

/** A body value the script puts in place of the recorded one. */
export interface Replacement {
  path: JsonPath;
  source: ValueSource;
}

interface StepBase {
  /** The trail's step number (the terminal's), for the comments; 0 for the browser's steps. */
  trailStep: number;
  /** The plan steps whose answers (or effects) this step needs. */
  needs: number[];
  /** Why this step cannot run as recorded and what to change; empty when it can. */
  problems: string[];
}

/** A piece of a URL: text as recorded (re-encoded for code), or a value the script fills in. */
export type UrlPart = { literal: string } | { source: ValueSource };

/** A provider call of the trail. */
export interface RequestStep extends StepBase {
  kind: 'request';
  trigger: string;
  title: string;
  api: string;
  method: string;
  /** The URL as recorded (re-encoded for code), or read from an earlier answer. */
  url: UrlPart[];
  /** The URL as recorded, re-encoded for code (what a one-request snippet writes). */
  recordedUrl: string;
  headers: Header[];
  /** The body as recorded, masked card numbers and CVCs put back from the scenario table. */
  body?: JsonValue;
  replacements: Replacement[];
  recorded: { status?: number; outcome?: string };
}

/** The card fields' session (Checkout SDK): made from a test card, as the fields make it. */
export interface CardSessionStep extends StepBase {
  kind: 'cardSession';
  title: string;
  url: string;
  headers: Header[];
  /** identity, and the card or the CVC. */
  body: { [key: string]: JsonValue };
}

/** The shopper's browser posts the 3DS device data page and gets a SessionId. */
export interface DeviceDataStep extends StepBase {
  kind: 'deviceData';
  /** The answer that gave deviceDataCollection {url, jwt, bin?}, and where. */
  from: { step: number; path: JsonPath };
}

/** The shopper answers the 3DS challenge page. */
export interface ChallengeStep extends StepBase {
  kind: 'challenge';
  /** The answer that gave challenge {url, jwt}, and where. */
  from: { step: number; path: JsonPath };
  /** submit: the demo passcode; cancel: the shopper gives up (the recorded challenge failed). */
  action: 'submit' | 'cancel';
}

/** The shopper pays (or cancels) on the hosted payment page. */
export interface HostedPageStep extends StepBase {
  kind: 'hostedPage';
  /** The answer holding the page's URL, and where. */
  from: { step: number; path: JsonPath };
  shopper: HostedPageShopper;
  recordedStatus: string;
}

/** A step of the trail the script does not send, with why (a comment in the script). */
export interface NoteStep extends StepBase {
  kind: 'note';
  text: string;
}

export type PlanStep =
  RequestStep | CardSessionStep | DeviceDataStep | ChallengeStep | HostedPageStep | NoteStep;

export interface ReplayPlan {
  steps: PlanStep[];
  fresh: FreshValue[];
}
