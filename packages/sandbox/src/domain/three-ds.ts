// 3DS (provider-api.md §3, §4): authentication, the challenge and its verification (device
// data collection is in device-data.ts). The REST APIs (standalone 3DS and the Payments API's 3DS steps) and the
// sandbox's own browser pages (issue 4: `/V1/Cruise/Collect`, `/V2/Cruise/StepUp`) share these
// records, so a challenge passed in the browser is what a later verification reports.
// The protocol the pages speak is documented in the sandbox README.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { cardFacts } from './cards';
import type { SandboxContext } from './context';
import { alphanumericId, newUuid } from './ids';
import { signJwt, verifyJwt } from './jwt';
import { threeDsBehaviours, type ThreeDsBehaviour } from './scenarios';

export const threeDsVersion = '2.2.0';
const challengeReferenceLength = 20;
export const jwtIssuer = 'sjd-sandbox';
export const orgUnitId = 'sjd-sandbox-org-unit';
const lifetimeSeconds = 600;

/** Wrong passcodes the simulated issuer takes before it fails the challenge (§13.2, README). */
export const maxPasscodeAttempts = 3;

export const ddcPath = '/V1/Cruise/Collect';
export const challengePath = '/V2/Cruise/StepUp';

/** Challenge window size codes of the CReq (§3.2). */
export const windowSizeCodes = {
  '250x400': '01',
  '390x400': '02',
  '500x600': '03',
  '600x400': '04',
  fullPage: '05',
} as const;
export type WindowSize = keyof typeof windowSizeCodes;

const ddcSchema = z.object({
  kind: z.literal('ddc'),
  id: z.string(),
  bin: z.string().optional(),
  createdAt: z.number(),
  expiresAt: z.number(),
  sessionId: z.string().optional(),
});
const challengeSchema = z.object({
  kind: z.literal('challenge'),
  id: z.string(),
  behaviour: z.enum(threeDsBehaviours),
  brand: z.string(),
  returnUrl: z.string(),
  windowSize: z.enum(['250x400', '390x400', '500x600', '600x400', 'fullPage']),
  transactionReference: z.string(),
  dsTransactionId: z.string(),
  acsTransactionId: z.string(),
  cardLastFour: z.string(),
  value: z.object({ currency: z.string(), amount: z.number() }).optional(),
  /** Shown on the challenge page: the Payments API narrative or the 3DS `merchant.overrideName`. */
  merchantName: z.string().optional(),
  createdAt: z.number(),
  expiresAt: z.number(),
  completion: z.enum(['passed', 'failed']).optional(),
  /** Wrong passcodes entered so far: counted here, never taken from the page's form. */
  wrongPasscodes: z.number().int().min(0).optional(),
});
const sessionSchema = z.discriminatedUnion('kind', [ddcSchema, challengeSchema]);
export type ThreeDsSession = z.infer<typeof sessionSchema>;
export type ChallengeRecord = z.infer<typeof challengeSchema>;

export const threeDsTable: TableSpec<ThreeDsSession> = {
  name: 'threeDsSessions',
  parse: (value) => sessionSchema.safeParse(value).data,
  id: (s) => s.id,
  indexes: { sessionId: (s) => (s.kind === 'ddc' ? (s.sessionId ?? null) : null) },
};

export function jwtTimes(ctx: SandboxContext) {
  const iat = Math.floor(ctx.clock.now().getTime() / 1000);
  return { iat, exp: iat + lifetimeSeconds };
}

// ---- Authentication ---------------------------------------------------------------------

export interface ChallengeDetails {
  reference: string;
  url: string;
  jwt: string;
  payload: string;
}

export type AuthenticationResult =
  | {
      outcome: 'authenticated';
      status: 'Y' | 'A';
      eci: string;
      authenticationValue: string;
      transactionId: string;
    }
  | { outcome: 'challenged'; challenge: ChallengeDetails }
  | { outcome: 'authenticationFailed'; eci: string; transactionId: string }
  | { outcome: 'unavailable' }
  | { outcome: 'bypassed'; eci: string; transactionId: string }
  | { outcome: 'notEnrolled' };

export interface AuthenticationRequest {
  cardNumber: string;
  behaviour: ThreeDsBehaviour;
  transactionReference: string;
  returnUrl: string;
  windowSize?: WindowSize;
  value?: { currency: string; amount: number };
  merchantName?: string;
}

/** ECI values by brand: Mastercard uses 02/01/00, the others 05/06/07. */
export function eciFor(brand: string, result: 'authenticated' | 'attempted' | 'none'): string {
  const mastercard = { authenticated: '02', attempted: '01', none: '00' };
  const others = { authenticated: '05', attempted: '06', none: '07' };
  return (brand === 'mastercard' ? mastercard : others)[result];
}

const cavv = () => randomBytes(20).toString('base64');

/** What the issuer's ACS decides for the card, before any challenge (§4 authentication). */
export async function authenticate(
  ctx: SandboxContext,
  request: AuthenticationRequest,
): Promise<AuthenticationResult> {
  const { brand } = cardFacts(request.cardNumber);
  switch (request.behaviour) {
    case 'frictionless':
    case 'attempts': {
      const attempted = request.behaviour === 'attempts';
      return {
        outcome: 'authenticated',
        status: attempted ? 'A' : 'Y',
        eci: eciFor(brand, attempted ? 'attempted' : 'authenticated'),
        authenticationValue: cavv(),
        transactionId: newUuid(),
      };
    }
    case 'frictionlessFailed':
      return {
        outcome: 'authenticationFailed',
        eci: eciFor(brand, 'none'),
        transactionId: newUuid(),
      };
    case 'unavailable':
      return { outcome: 'unavailable' };
    case 'bypassed':
      return { outcome: 'bypassed', eci: eciFor(brand, 'none'), transactionId: newUuid() };
    case 'notEnrolled':
      return { outcome: 'notEnrolled' };
    case 'challenge':
    case 'challengeFailed':
    case 'challengeUnavailable':
    case 'challengeSignatureFailed':
      return { outcome: 'challenged', challenge: await startChallenge(ctx, request, brand) };
  }
}

async function startChallenge(
  ctx: SandboxContext,
  request: AuthenticationRequest,
  brand: string,
): Promise<ChallengeDetails> {
  // The verification request takes exactly 20 letters and digits back (its schema's pattern).
  const reference = alphanumericId(challengeReferenceLength);
  const times = jwtTimes(ctx);
  const windowSize = request.windowSize ?? '390x400';
  const record: ChallengeRecord = {
    kind: 'challenge',
    id: reference,
    behaviour: request.behaviour,
    brand,
    returnUrl: request.returnUrl,
    windowSize,
    transactionReference: request.transactionReference,
    dsTransactionId: newUuid(),
    acsTransactionId: newUuid(),
    cardLastFour: request.cardNumber.slice(-4),
    value: request.value,
    merchantName: request.merchantName,
    createdAt: times.iat * 1000,
    expiresAt: times.exp * 1000,
  };
  await ctx.tables.threeDs.put(record);
  const url = `${ctx.publicUrl}${challengePath}`;
  const creq = {
    messageType: 'CReq',
    messageVersion: threeDsVersion,
    threeDSServerTransID: record.dsTransactionId,
    acsTransID: record.acsTransactionId,
    challengeWindowSize: windowSizeCodes[windowSize],
  };
  const payload = Buffer.from(JSON.stringify(creq)).toString('base64');
  const jwt = signJwt(
    {
      jti: newUuid(),
      ...times,
      iss: jwtIssuer,
      OrgUnitId: orgUnitId,
      ObjectifyPayload: false,
      ReturnUrl: request.returnUrl,
      Payload: JSON.stringify({ Payload: payload, ACSUrl: url, TransactionId: reference }),
    },
    ctx.secret,
  );
  return { reference, url, jwt, payload };
}

// ---- The challenge page and verification ----------------------------------------------

export interface ChallengeView {
  reference: string;
  returnUrl: string;
  windowSize: WindowSize;
  /** Lower-case brand (`visa`), for the scheme's badge on the page. */
  brand: string;
  cardLastFour: string;
  value?: { currency: string; amount: number };
  merchantName?: string;
  expiresAt: number;
  completion?: 'passed' | 'failed';
  wrongPasscodes: number;
}

/** What the challenge page shows, for the JWT the merchant's page posted; null if not ours. */
export async function challengeForJwt(
  ctx: SandboxContext,
  jwt: string,
): Promise<ChallengeView | null> {
  const claims = verifyJwt(jwt, ctx.secret, ctx.clock.now());
  if (typeof claims?.Payload !== 'string') return null;
  let transactionId: unknown;
  try {
    const payload: unknown = JSON.parse(claims.Payload);
    transactionId =
      typeof payload === 'object' && payload !== null
        ? Reflect.get(payload, 'TransactionId')
        : null;
  } catch {
    return null;
  }
  const record =
    typeof transactionId === 'string' ? await ctx.tables.threeDs.get(transactionId) : undefined;
  if (record?.kind !== 'challenge') return null;
  const { id, returnUrl, windowSize, brand, cardLastFour, value, merchantName } = record;
  const { expiresAt, completion, wrongPasscodes = 0 } = record;
  return {
    reference: id,
    returnUrl,
    windowSize,
    brand,
    cardLastFour,
    value,
    merchantName,
    expiresAt,
    completion,
    wrongPasscodes,
  };
}

export type ChallengeCompletion =
  | { ok: true; returnUrl: string; transactionId: string }
  | { ok: false; reason: 'unknownChallenge' | 'expired' | 'alreadyCompleted' };

/**
 * Records the shopper's answer on the challenge page. The page then posts `TransactionId`
 * (= the challenge reference) and `MD` to `returnUrl`. A challenge is answered once.
 */
export async function completeChallenge(
  ctx: SandboxContext,
  reference: string,
  result: 'passed' | 'failed',
): Promise<ChallengeCompletion> {
  const record = await ctx.tables.threeDs.get(reference);
  if (record?.kind !== 'challenge') return { ok: false, reason: 'unknownChallenge' };
  if (record.expiresAt <= ctx.clock.now().getTime()) return { ok: false, reason: 'expired' };
  if (record.completion) return { ok: false, reason: 'alreadyCompleted' };
  await ctx.tables.threeDs.put({ ...record, completion: result });
  return { ok: true, returnUrl: record.returnUrl, transactionId: reference };
}

export type WrongPasscode =
  | { ok: true; wrongPasscodes: number; failed: boolean }
  | { ok: false; reason: 'unknownChallenge' | 'expired' | 'alreadyCompleted' };

/**
 * Counts a wrong passcode on the challenge itself: the page's form carries no count, so a
 * shopper (or a script) cannot reset it by posting its own. The `maxPasscodeAttempts`-th wrong
 * code fails the challenge, as the provider documents (three wrong codes fail it).
 */
export async function recordWrongPasscode(
  ctx: SandboxContext,
  reference: string,
): Promise<WrongPasscode> {
  const record = await ctx.tables.threeDs.get(reference);
  if (record?.kind !== 'challenge') return { ok: false, reason: 'unknownChallenge' };
  if (record.expiresAt <= ctx.clock.now().getTime()) return { ok: false, reason: 'expired' };
  if (record.completion) return { ok: false, reason: 'alreadyCompleted' };
  const wrongPasscodes = (record.wrongPasscodes ?? 0) + 1;
  const failed = wrongPasscodes >= maxPasscodeAttempts;
  await ctx.tables.threeDs.put({
    ...record,
    wrongPasscodes,
    ...(failed ? { completion: 'failed' as const } : {}),
  });
  return { ok: true, wrongPasscodes, failed };
}

export type VerificationResult =
  | { outcome: 'authenticated'; eci: string; authenticationValue: string; transactionId: string }
  | { outcome: 'authenticationFailed'; eci: string; transactionId: string }
  | { outcome: 'unavailable' }
  | { outcome: 'signatureFailed'; transactionId: string };

export async function getChallenge(
  ctx: SandboxContext,
  reference: string,
): Promise<ChallengeRecord | undefined> {
  const record = await ctx.tables.threeDs.get(reference);
  return record?.kind === 'challenge' ? record : undefined;
}

/**
 * The result of a challenge, as verification reports it. A challenge the shopper has not
 * completed (or failed) never verifies as authenticated.
 */
export function verifyChallenge(record: ChallengeRecord): VerificationResult {
  const failed = {
    outcome: 'authenticationFailed' as const,
    eci: eciFor(record.brand, 'none'),
    transactionId: record.dsTransactionId,
  };
  if (record.completion === undefined) return failed;
  switch (record.behaviour) {
    case 'challengeUnavailable':
      return { outcome: 'unavailable' };
    case 'challengeSignatureFailed':
      return { outcome: 'signatureFailed', transactionId: record.dsTransactionId };
    case 'challenge':
      if (record.completion === 'passed') {
        return {
          outcome: 'authenticated',
          eci: eciFor(record.brand, 'authenticated'),
          authenticationValue: cavv(),
          transactionId: record.dsTransactionId,
        };
      }
      return failed;
    default:
      return failed;
  }
}
