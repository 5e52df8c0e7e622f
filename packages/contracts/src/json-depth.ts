// How deeply a parsed JSON request nests, checked before anything serialises it again.
// JSON.parse copes with any depth, but JSON.stringify recurses on its general path (objects with
// numeric keys such as {"0":{"0":…}}, a `space` argument): a few thousand levels overflow the
// stack, and a body that overflowed it was a 500. Provider requests nest about six levels
// (instruction.paymentInstrument.billingAddress, riskData.account.…), so a small limit refuses
// only hostile bodies, with a 4xx that says why. Used by the server's proxy routes and by the
// sandbox's REST and hosted-page JSON routes.

/** The deepest nesting of objects and arrays a request body may have (the body itself is 1). */
export const maxRequestDepth = 32;

interface Frame {
  value: object;
  depth: number;
  key: string | number;
  parent: Frame | null;
}

/**
 * The path (keys from the root) of the first object or array nested deeper than `maxDepth`, or
 * null when the value stays within it. Iterative, so the check itself cannot overflow the stack.
 */
export function tooDeepAt(
  value: unknown,
  maxDepth: number = maxRequestDepth,
): (string | number)[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const stack: Frame[] = [{ value, depth: 1, key: '', parent: null }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (frame.depth > maxDepth) return pathOf(frame);
    const entries: [string | number, unknown][] = Array.isArray(frame.value)
      ? frame.value.map((item: unknown, index) => [index, item])
      : Object.entries(frame.value);
    for (const [key, child] of entries) {
      if (typeof child === 'object' && child !== null) {
        stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
      }
    }
  }
  return null;
}

function pathOf(frame: Frame): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Frame | null = frame; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}
