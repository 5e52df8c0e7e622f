// 3DS device data collection (provider-api.md §3.1): the JWT and URL the merchant's page posts
// (hidden form `Bin` + `JWT`) to the sandbox's DDC page (`/V1/Cruise/Collect`, issue 4), and
// the SessionId that page hands back to the parent window as the `collectionReference`.
import type { SandboxContext } from './context';
import { newCollectionSessionId, newUuid, opaqueId } from './ids';
import { signJwt, verifyJwt } from './jwt';
import { ddcPath, jwtIssuer, jwtTimes, orgUnitId } from './three-ds';

export interface DeviceDataCollection {
  reference: string;
  jwt: string;
  url: string;
  bin?: string;
}

/** Starts a DDC: the JWT and URL the browser posts (hidden form `Bin` + `JWT`) to the DDC page. */
export async function startDeviceDataCollection(
  ctx: SandboxContext,
  cardNumber: string | undefined,
): Promise<DeviceDataCollection> {
  const reference = opaqueId(18);
  const times = jwtTimes(ctx);
  const bin = cardNumber?.slice(0, 6);
  await ctx.tables.threeDs.put({
    kind: 'ddc',
    id: reference,
    bin,
    createdAt: times.iat * 1000,
    expiresAt: times.exp * 1000,
  });
  const jwt = signJwt(
    { jti: newUuid(), ...times, iss: jwtIssuer, OrgUnitId: orgUnitId, ReferenceId: reference },
    ctx.secret,
  );
  return { reference, jwt, url: `${ctx.publicUrl}${ddcPath}`, ...(bin ? { bin } : {}) };
}

export type DeviceDataResult =
  { ok: true; sessionId: string } | { ok: false; reason: 'invalidJwt' | 'unknownCollection' };

/**
 * Called by the DDC page when the browser posts `JWT` (and `Bin`): returns the `SessionId` to
 * post to the parent window, which the merchant then sends as `collectionReference`.
 * Posting the same JWT again returns the same SessionId.
 */
export async function recordDeviceDataCollected(
  ctx: SandboxContext,
  jwt: string,
): Promise<DeviceDataResult> {
  const claims = verifyJwt(jwt, ctx.secret, ctx.clock.now());
  const reference = claims?.ReferenceId;
  if (typeof reference !== 'string') return { ok: false, reason: 'invalidJwt' };
  const session = await ctx.tables.threeDs.get(reference);
  if (session?.kind !== 'ddc') return { ok: false, reason: 'unknownCollection' };
  if (session.sessionId) return { ok: true, sessionId: session.sessionId };
  const sessionId = newCollectionSessionId();
  await ctx.tables.threeDs.put({ ...session, sessionId });
  return { ok: true, sessionId };
}

/** Whether a collectionReference is a SessionId the DDC page handed out. */
export async function isCollectedSession(
  ctx: SandboxContext,
  collectionReference: string,
): Promise<boolean> {
  return (await ctx.tables.threeDs.countBy('sessionId', collectionReference)) > 0;
}
