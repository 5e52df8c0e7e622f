// Paths into recorded JSON bodies: every leaf with the path that reaches it, the value at a path,
// and a path written for a reader. The take-home code (replay-plan.ts) finds where a request's
// value came from by looking for it in earlier answers, and names the place by its path.
import type { JsonValue } from '../../event-log';

export type JsonPath = readonly (string | number)[];

export interface Leaf {
  path: JsonPath;
  value: string | number | boolean | null;
}

/** Every leaf of `value` (strings, numbers, booleans, nulls), depth first, in document order. */
export function leavesOf(value: JsonValue | undefined, path: JsonPath = []): Leaf[] {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object') return [{ path, value }];
  const entries: [string | number, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => leavesOf(item, [...path, key]));
}

/** The value at `path`, or undefined when the path leads nowhere. */
export function valueAt(value: JsonValue | undefined, path: JsonPath): JsonValue | undefined {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || current === undefined) return undefined;
    if (Array.isArray(current)) {
      if (typeof key !== 'number') return undefined;
      current = current[key];
    } else {
      if (typeof key !== 'string' || !Object.hasOwn(current, key)) return undefined;
      current = current[key];
    }
  }
  return current;
}

/** A copy of `body` with the value at `path` replaced (a path that leads nowhere changes nothing). */
export function withValueAt(body: JsonValue, path: JsonPath, value: JsonValue): JsonValue {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(body) && typeof key === 'number') {
    return body.map((item, index) => (index === key ? withValueAt(item, rest, value) : item));
  }
  if (
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof key === 'string'
  ) {
    return { ...body, [key]: withValueAt(body[key] ?? null, rest, value) };
  }
  return body;
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A path as a person reads it, e.g. `_actions.supply3dsDeviceData.href` or `items[0].id`. */
export function pathLabel(path: JsonPath): string {
  if (path.length === 0) return '(the whole body)';
  return path
    .map((key, index) =>
      typeof key === 'number'
        ? `[${key}]`
        : identifier.test(key)
          ? `${index === 0 ? '' : '.'}${key}`
          : `[${JSON.stringify(key)}]`,
    )
    .join('');
}
