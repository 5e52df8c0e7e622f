// Bodies as the terminal records them. Request bodies are what the demo sent, with two
// exceptions: CVCs are replaced by '***' and card numbers keep only their first six and last
// four digits ('400000******1091', the provider's own masking style). The sandbox only takes
// test cards, but a terminal is something people screenshot and share, and spec §3 keeps card
// data out of anything that outlives the payment. Response bodies come from the provider
// already masked and are recorded as they are.
// Bodies are recorded to a depth of `recordedDepth` levels: no provider answer nests anywhere near
// that, and a hostile one nested thousands deep (issue 34) would otherwise overflow the stack of
// every recursive walk after it (the store's freezing, the terminal's rendering). What lies deeper
// is replaced by a note saying so.
import type { JsonValue } from '../features/event-log';

/** How many levels of objects and arrays the terminal records of a body. */
export const recordedDepth = 64;

export const deeperThanRecorded = `… nested deeper than ${recordedDepth} levels: not recorded`;

/**
 * How deep `value` nests objects and arrays (a scalar is 0), counted without recursion so that
 * any parsed JSON can be measured; stops counting at `limit + 1`.
 */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const sensitiveKeys: Readonly<Record<string, (value: string) => string>> = {
  cardNumber: maskCardNumber,
  cvc: () => '***',
};

/** '4000000000001091' → '400000******1091'; anything shorter than 11 digits is fully masked. */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 11) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** Parsed JSON (or an object the demo built) as a JsonValue; undefined for what JSON has not. */
export function toJsonValue(value: unknown): JsonValue | undefined {
  return convert(value, () => undefined, 1);
}

/** A request body for the terminal, with card numbers and CVCs masked at any depth. */
export function maskedForLog(value: unknown): JsonValue | undefined {
  return convert(
    value,
    (key, leaf) =>
      typeof leaf === 'string' && Object.hasOwn(sensitiveKeys, key)
        ? sensitiveKeys[key]?.(leaf)
        : undefined,
    1,
  );
}

function convert(
  value: unknown,
  replace: (key: string, leaf: unknown) => string | undefined,
  depth: number,
): JsonValue | undefined {
  if (value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'object' && depth > recordedDepth) return deeperThanRecorded;
  if (Array.isArray(value)) {
    return value.map((item) => convert(item, replace, depth + 1) ?? null);
  }
  if (typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) {
      const converted = replace(key, item) ?? convert(item, replace, depth + 1);
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  return undefined;
}
