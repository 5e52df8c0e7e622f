// Where each recorded request value comes from when the journey runs again (replay-plan.ts):
// - a value the app made up for the journey (a transactionReference, a token namespace) is made
//   afresh on every run, the same fresh value wherever the recording used the same one;
// - an id, link or reference an earlier answer gave is read from the fresh answer at the same JSON
//   path (the latest answer that held it, as the app reads what it kept last);
// - everything else is sent as recorded.
import type { JsonValue } from '../../event-log';
import { leavesOf, type JsonPath } from './json-paths';
import type { FreshValue, ValueSource } from './plan-types';

/** Body keys whose values the app makes up for each journey: made afresh on every run. */
const freshKeys = new Set(['transactionReference', 'namespace']);

/**
 * Text that looks made by a machine, not by a person: a digit in it, or both cases used at random
 * (4 or more of each in 12 or more characters: 'K-fg-BSwLvKsMJoiu_oQ', not 'challengeMandated').
 * A random id of the provider's has a digit or many of each case all but always.
 */
function looksRandom(text: string): boolean {
  if (/\d/.test(text)) return true;
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  return text.length >= 12 && count(/[A-Z]/g) >= 4 && count(/[a-z]/g) >= 4;
}

/**
 * A value that only an earlier answer could have given: no spaces, at least 8 characters, made by
 * a machine. Plain words ('card/tokenized', 'GBP', 'Ada Lovelace', 'challengeMandated') are sent
 * as recorded even when an answer happens to hold the same word.
 */
export function isOpaque(value: string): boolean {
  return value.length >= 8 && !/\s/.test(value) && looksRandom(value);
}

/**
 * A link to something a step made: a URL with a long random id in it (16+ URL-safe characters,
 * made by a machine, as the provider's ids are), or an id an export cut short.
 */
export function isCapabilityLink(value: string): boolean {
  if (!/^https?:\/\//.test(value)) return false;
  return value
    .split(/[/?#&=]/)
    .some((part) => part.includes('…') || (/^[A-Za-z0-9_-]{16,}$/.test(part) && looksRandom(part)));
}

/** The letters a made-up value starts with ('SJD-', 'SHOPPER_ID_'), kept for the fresh one. */
function prefixOf(value: string): string {
  return /^([A-Za-z]+(?:_[A-Za-z]+)*[-_])/.exec(value)?.[1] ?? 'SJD-';
}

export interface RecordedAnswer {
  step: number;
  body: JsonValue;
}

export class PlanValues {
  readonly fresh: FreshValue[] = [];
  private readonly freshByValue = new Map<string, number>();
  private readonly answers: RecordedAnswer[] = [];

  /** An earlier step's answer, as recorded: later requests may take values from it. */
  answered(step: number, body: JsonValue | undefined): void {
    if (body !== undefined) this.answers.push({ step, body });
  }

  /** The latest recorded answer holding `value`, and where; null when none does. */
  find(value: string): { step: number; path: JsonPath } | null {
    for (let index = this.answers.length - 1; index >= 0; index -= 1) {
      const answer = this.answers[index];
      if (!answer) continue;
      const leaf = leavesOf(answer.body).find((candidate) => candidate.value === value);
      if (leaf) return { step: answer.step, path: leaf.path };
    }
    return null;
  }

  /** The latest recorded answer that has an object at `key` with each of `fields` as strings. */
  findObject(key: string, fields: readonly string[]): { step: number; path: JsonPath } | null {
    for (let index = this.answers.length - 1; index >= 0; index -= 1) {
      const answer = this.answers[index];
      if (!answer) continue;
      const path = objectPath(answer.body, key, fields);
      if (path) return { step: answer.step, path };
    }
    return null;
  }

  /** A fresh value for a recorded one the app made up, or null when it is not one. */
  freshFor(key: string, value: string): ValueSource | null {
    const known = this.freshByValue.get(value);
    if (known !== undefined) return { kind: 'fresh', fresh: known };
    if (!freshKeys.has(key) || this.find(value)) return null;
    this.fresh.push({ key, prefix: prefixOf(value) });
    this.freshByValue.set(value, this.fresh.length - 1);
    return { kind: 'fresh', fresh: this.fresh.length - 1 };
  }

  /** The recorded values made afresh that `text` contains, longest first. */
  freshIn(text: string): { value: string; fresh: number }[] {
    return [...this.freshByValue]
      .filter(([value]) => text.includes(value))
      .sort(([a], [b]) => b.length - a.length)
      .map(([value, fresh]) => ({ value, fresh }));
  }
}

/** The path of the first object under `key` with each field a string, depth first. */
function objectPath(
  value: JsonValue | undefined,
  key: string,
  fields: readonly string[],
  path: JsonPath = [],
): JsonPath | null {
  if (value === null || typeof value !== 'object' || value === undefined) return null;
  const entries: [string | number, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [name, item] of entries) {
    const here = [...path, name];
    if (
      name === key &&
      item !== null &&
      typeof item === 'object' &&
      !Array.isArray(item) &&
      fields.every((field) => typeof item[field] === 'string')
    ) {
      return here;
    }
    const deeper = objectPath(item, key, fields, here);
    if (deeper) return deeper;
  }
  return null;
}
