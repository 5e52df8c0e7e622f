// What a conformance probe is, and how a published example becomes a request this sandbox can
// answer: the example's own values, with what only a live sandbox can give (a fresh transaction
// reference, a Checkout SDK session, a stored token, a scheme reference issued for the card)
// swapped in, as a client replaying the example against its own account would.
import type { ConformanceSession } from './session';

export interface ProbeRequest {
  /** A path on the sandbox (from an href it returned) with its query. */
  path: string;
  body?: unknown;
  /** The request has no body even when the operation takes one (an optional body). */
  headers?: Record<string, string | undefined>;
}

export interface Probe {
  /** Statuses besides 2xx that are an outcome, not a refusal (a token conflicting: 409). */
  outcomes?: readonly number[];
  /** The request the sandbox's own suite sends: runs with or without the documents. */
  own(s: ConformanceSession): Promise<ProbeRequest>;
  /** A published request example made sendable; default: own path, example adapted. */
  example?(s: ConformanceSession, example: unknown): Promise<ProbeRequest>;
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Instrument types whose `href` is a stored token. */
const tokenTypes = new Set(['token', 'card/token', 'card/tokenized']);

/**
 * Swaps in live values: top-level and nested `transactionReference`s get a fresh unique one
 * (the sandbox refuses a repeated reference, as the provider does), session hrefs a fresh
 * session, token hrefs (and `tokenId` + `namespace`) a stored token of the example's card.
 */
export async function adaptExample(s: ConformanceSession, example: Json): Promise<Json> {
  const reference = `CONF${Math.random().toString(36).slice(2, 12)}`;
  let token: Awaited<ReturnType<ConformanceSession['token']>> | undefined;
  const tokenOf = async () => (token ??= await s.token());
  const walk = async (value: Json, key: string, parent: Record<string, Json> | null) => {
    if (Array.isArray(value)) {
      const out: Json[] = [];
      for (const item of value) out.push(await walk(item, key, null));
      return out;
    }
    if (!isObject(value)) {
      if (typeof value !== 'string') return value;
      if (key === 'transactionReference') return reference;
      if (key === 'sessionHref' && parent?.type === 'delegate') return await s.delegateSession();
      if (key === 'sessionHref' || key === 'tokenHref') {
        return value.includes('verifiedTokens')
          ? await s.verifiedTokenSession()
          : await s.cardSession();
      }
      if (key === 'cvcSessionHref' || key === 'cvcHref') return await s.cvcSession();
      if (key === 'href' && typeof parent?.type === 'string' && tokenTypes.has(parent.type)) {
        return (await tokenOf()).href;
      }
      if (key === 'tokenId' && parent?.type === 'token') return (await tokenOf()).tokenId;
      if (key === 'namespace' && parent?.type === 'token') return (await tokenOf()).namespace;
      return value;
    }
    const out: Record<string, Json> = {};
    for (const [name, child] of Object.entries(value)) out[name] = await walk(child, name, value);
    return out;
  };
  return walk(example, '', null);
}
