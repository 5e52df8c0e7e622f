// Structural equality for JSON-like values (plain objects, arrays, primitives): used to tell
// which fields of an edit really changed. Object key order does not matter.
export function isDeepStrictEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a).filter(([, v]) => v !== undefined);
  const bEntries = Object.entries(b).filter(([, v]) => v !== undefined);
  if (aEntries.length !== bEntries.length) return false;
  const bMap = new Map(bEntries);
  return aEntries.every(
    ([key, value]) => bMap.has(key) && isDeepStrictEqualJson(value, bMap.get(key)),
  );
}
