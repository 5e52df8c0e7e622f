// fast-check arbitraries for the property-based bad-input tests of the sandboxes's endpoints
// (api/fuzz.test.ts) and the server's /api routes (apps/server, api.fuzz.test.ts): JSON values
// with the keys and values that reach validation and the domain, mutations of a valid body (so a
// failure shrinks to the one change that breaks it), raw bodies (truncated, binary, oversized,
// nested), header values and names, and hostile path segments. Exported as
// `@sjd/sandbox/arbitraries`; test code only.
//
// Replaying a failure: fast-check prints `{ seed, path }`; run the same test with
// FUZZ_SEED=<seed> FUZZ_PATH=<path> to get the shrunk case again at once. FUZZ_SEED=random
// explores new inputs; FUZZ_RUNS scales the number of runs.
import fc from 'fast-check';

/** Longest one property may run; tests give vitest a timeout above it (fuzzTestTimeoutMs). */
export const fuzzTimeLimitMs = 20_000;
export const fuzzTestTimeoutMs = fuzzTimeLimitMs + 10_000;

/** The run parameters every property of these tests uses (a fixed seed unless told otherwise). */
export function fuzzParameters(defaultSeed: number, defaultRuns: number): fc.Parameters<unknown> {
  const given = process.env.FUZZ_SEED;
  const seed =
    given === 'random'
      ? Date.now() ^ (Math.random() * 0x7fffffff)
      : given
        ? Number(given)
        : defaultSeed;
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  return {
    seed,
    numRuns: Number.isFinite(runs) && runs > 0 ? runs : defaultRuns,
    // Bounded in time on a loaded machine: the runs done by then count, the rest are skipped.
    interruptAfterTimeLimit: fuzzTimeLimitMs,
    markInterruptAsFailure: false,
    ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
  };
}

/** `arb`'s value one time in `oneIn`, null otherwise (fc.option's `freq` is the other way round). */
export const rarely = <T>(arb: fc.Arbitrary<T>, oneIn = 6): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

/** A stable number per name, to give each property its own default seed. */
export const seedOf = (name: string) =>
  [...name].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 7);

const keys = [
  'type',
  'cardNumber',
  'cardHolderName',
  'cvc',
  'value',
  'amount',
  'currency',
  'href',
  'instruction',
  'paymentInstrument',
  'merchant',
  'entity',
  'transactionReference',
  'namespace',
  '__proto__',
  'constructor',
  'x',
];
const strings = [
  '',
  ' ',
  'plain',
  'card/plain',
  'card/checkout',
  '4444333322221111',
  '4000000000001091',
  '-1',
  '1e309',
  '\u0000',
  'é😀',
  '<script>alert(1)</script>',
  '../..',
  '%2e%2e',
  'GBP',
  'x'.repeat(3000),
];
const numbers = [0, -1, 1.5, 2 ** 53, -(2 ** 60), 1e308, 12, 2035, Number.MIN_VALUE];

export const keyArb = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }));

const leafArb = fc.oneof(
  fc.constantFrom(...strings),
  fc.constantFrom(...numbers),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, small, with the keys and strings the provider's bodies use. */
export const jsonArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(keyArb, tie('value'), { maxKeys: 5 }),
  ),
})).value;

export interface Mutation {
  /** Child indexes to walk down (each taken modulo the object's object-valued children). */
  path: number[];
  op: 'replace' | 'delete' | 'add';
  key: string;
  value: unknown;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { maxLength: 6 }),
  op: fc.constantFrom('replace', 'delete', 'add'),
  key: keyArb,
  value: jsonArb,
});

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Applies one mutation to a copy of `body`: replaces, removes or adds one value inside it. */
export function applyMutation(body: unknown, mutation: Mutation): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(body));
  if (!isObject(copy)) return mutation.value;
  let node: object = copy;
  for (const step of mutation.path) {
    const children = Object.keys(node).filter((k) => isObject(Reflect.get(node, k)));
    const next = children[step % Math.max(children.length, 1)];
    if (next === undefined) break;
    node = Reflect.get(node, next);
  }
  const existing = Object.keys(node);
  const target = existing.length > 0 ? existing[mutation.key.length % existing.length] : undefined;
  if (mutation.op === 'replace' && target !== undefined) Reflect.set(node, target, mutation.value);
  else if (mutation.op === 'delete' && target !== undefined) Reflect.deleteProperty(node, target);
  // An array's `length` takes only a number: adding one that way would throw in the generator
  // (a generated key can be 'length'), so the value is appended instead.
  else if (Array.isArray(node) && mutation.key === 'length') node.push(mutation.value);
  else Reflect.set(node, mutation.key, mutation.value);
  return copy;
}

/** A request body as sent on the wire, around a valid one (`valid()` makes a fresh one). */
export function rawBodyArb(valid: () => unknown): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 3 }) },
      { weight: 3, arbitrary: jsonArb.map((value) => ({ json: value })) },
      { weight: 1, arbitrary: fc.nat().map((cut) => ({ cut })) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('', 'null', '{}', '[]', '"', '{"a":', 'nested', 'oversized'),
      },
    )
    .map((choice) => {
      if (Array.isArray(choice)) return JSON.stringify(choice.reduce(applyMutation, valid()));
      if (typeof choice === 'string') {
        if (choice === 'nested') return `${'['.repeat(5000)}${']'.repeat(5000)}`;
        if (choice === 'oversized') return JSON.stringify({ pad: 'x'.repeat(100_000) });
        return choice;
      }
      if ('json' in choice) return JSON.stringify(choice.json) ?? 'null';
      if ('cut' in choice) {
        const text = JSON.stringify(valid());
        return text.slice(0, choice.cut % (text.length + 1));
      }
      return Buffer.from(choice.bytes).toString('latin1');
    });
}

/** Printable ASCII, what an HTTP header value can carry. */
export const headerValueArb = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

/** A header name (an HTTP token), from the ones that matter and made-up ones. */
export const headerNameArb = fc.oneof(
  fc.constantFrom(
    'authorization',
    'content-type',
    'accept',
    'wp-api-version',
    'wp-correlationid',
    'x-wp-sdk',
    'x-sjd-environment',
    'accept-encoding',
    'cookie',
    'x-forwarded-for',
  ),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
);

/** A path segment where an id goes: plausible, foreign, or hostile (URL-encoded for the path). */
export const idSegmentArb = fc
  .oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    fc.constantFrom('..', '.', '%2e%2e', '%00', 'a%2Fb', 'x'.repeat(600), 'é', '😀'),
    fc.string({ minLength: 1, maxLength: 20 }),
  )
  .map((segment) => (/^[A-Za-z0-9_.%-]+$/.test(segment) ? segment : encodeURIComponent(segment)));
