// Merchants (issue 42): the sandbox maps each caller's credentials to a merchant scope, the way a
// provider maps credentials to an entity, and every record a merchant's call creates belongs to
// that merchant. Another merchant's payment, token, session, hosted page, payout, event, fault or
// clock does not exist for a caller: a lookup, a list, a search and an action all answer as for
// an id never given out (404), never 403.
//
// Two kinds of credentials are taken:
// - the fixed ones (SANDBOX_USERNAME / SANDBOX_PASSWORD): the operator's own merchant, the one of
//   a single-merchant sandbox, of copied curl without a visitor and of the examples;
// - derived ones, one pair per merchant id: username `merchant-<id>`, password the HMAC-SHA256 of
//   the id under the simulator key (SANDBOX_SIMULATOR_KEY, which only the demo's server and the
//   sandbox hold) with a label of its own. Any such pair is valid and names its merchant; one the
//   key did not make is refused (401). No merchant list is stored: the demo's server derives a
//   merchant id per visitor (its visitors/ module) and hands the visitor that pair. Without a
//   simulator key, only the fixed credentials are taken.
//
// A record's merchant is kept beside it in the store (`$merchant` in its stored JSON) and on the
// parsed record under a symbol, so that no view that spreads a record ever shows it. The fixed
// credentials' merchant is `null`: records without `$merchant` (and every record stored before
// merchants existed) are theirs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecordTable, TableSpec } from '../store/store';
import type { SandboxContext } from './context';
import type { SandboxTables } from './tables';

/** A caller's merchant: a derived merchant's id, or null for the fixed credentials' own. */
export type Merchant = string | null;

/** Derived merchant ids: 22 to 43 characters of base64url (what the demo's server derives). */
export const merchantIdPattern = /^[A-Za-z0-9_-]{22,43}$/;
const usernamePrefix = 'merchant-';
const storedField = '$merchant';
const merchantSymbol = Symbol.for('sjd.sandbox.merchant');

type Stamped = { [merchantSymbol]?: Merchant };

/** The credentials of merchant `merchantId` under the simulator key `key`. */
export function merchantCredentials(
  key: string,
  merchantId: string,
): { username: string; password: string } {
  if (!merchantIdPattern.test(merchantId)) {
    throw new Error('A merchant id is 22 to 43 characters of base64url');
  }
  return {
    username: `${usernamePrefix}${merchantId}`,
    password: createHmac('sha256', key)
      .update(`sjd-sandbox-merchant\u0000${merchantId}`)
      .digest('base64url'),
  };
}

/** The user and password of a Basic Authorization header, or null when it is not one. */
function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The merchant a Basic Authorization header names: a derived merchant's id when its password is
 * the one the key makes, or `undefined` for derived-looking credentials that are not (and for
 * any when there is no key). The fixed credentials are checked by the caller (guard.ts).
 */
export function derivedMerchantOf(
  header: string | undefined,
  simulatorKey: string | null,
): string | undefined {
  if (simulatorKey === null) return undefined;
  const given = basicCredentials(header);
  if (!given?.user.startsWith(usernamePrefix)) return undefined;
  const merchantId = given.user.slice(usernamePrefix.length);
  if (!merchantIdPattern.test(merchantId)) return undefined;
  const expected = merchantCredentials(simulatorKey, merchantId).password;
  return sameText(given.password, expected) ? merchantId : undefined;
}

/**
 * The merchant a record belongs to: a derived merchant's id, null (the fixed merchant, as a
 * scoped write says), or `undefined` when the record does not say (the fixed merchant's records
 * as read back, and records not yet written).
 */
export function merchantOf(record: object | undefined): Merchant | undefined {
  return record ? (record as Stamped)[merchantSymbol] : undefined;
}

/** A copy of `record` belonging to `merchant`. */
export function withMerchant<T extends object>(record: T, merchant: Merchant): T {
  return { ...record, [merchantSymbol]: merchant };
}

/**
 * The table spec with the merchant kept: `$merchant` is taken off the stored JSON before the
 * record's own schema reads it (strict schemas would refuse it) and put on the record's symbol.
 */
export function keepingMerchant<T>(spec: TableSpec<T>): TableSpec<T> {
  return {
    ...spec,
    parse: (value) => {
      // The fixed merchant's records (and those stored before merchants) carry nothing.
      if (typeof value !== 'object' || value === null || !(storedField in value)) {
        return spec.parse(value);
      }
      const { [storedField]: merchant, ...rest } = value as Record<string, unknown>;
      const record = spec.parse(rest);
      if (record === undefined) return undefined;
      return withMerchant(record as object, typeof merchant === 'string' ? merchant : null) as T;
    },
  };
}

/** The table, writing each record's merchant (its symbol) into its stored JSON. */
export function merchantAwareTable<T>(table: RecordTable<T>): RecordTable<T> {
  return {
    get: (id) => table.get(id),
    put: (record) => {
      const merchant = merchantOf(record as object);
      if (typeof merchant !== 'string') return table.put(record);
      const stored: T = { ...record, [storedField]: merchant };
      return table.put(stored);
    },
    delete: (id) => table.delete(id),
    findBy: (index, key) => table.findBy(index, key),
    countBy: (index, key) => table.countBy(index, key),
    findUpTo: (index, upTo, limit) => table.findUpTo(index, upTo, limit),
    purgeExpired: (now) => table.purgeExpired(now),
  };
}

/**
 * The sandbox-wide table (hosted pages, the 3DS challenge, APM pages and the simulator act
 * through it): a record written without a merchant keeps the one its stored self has, so a page
 * that rebuilds a record never moves it to the fixed merchant. `idOf` is the table's record id.
 */
function resolvingTable<T>(table: RecordTable<T>, idOf: (record: T) => string): RecordTable<T> {
  return {
    ...bound(table),
    put: async (record) => {
      if (merchantOf(record as object) !== undefined) return table.put(record);
      const stored = await table.get(idOf(record));
      const merchant = merchantOf(stored as object | undefined);
      return table.put(
        merchant === undefined ? record : (withMerchant(record as object, merchant) as T),
      );
    },
  };
}

function bound<T>(table: RecordTable<T>): RecordTable<T> {
  return {
    get: (id) => table.get(id),
    put: (record) => table.put(record),
    delete: (id) => table.delete(id),
    findBy: (index, key) => table.findBy(index, key),
    countBy: (index, key) => table.countBy(index, key),
    findUpTo: (index, upTo, limit) => table.findUpTo(index, upTo, limit),
    purgeExpired: (now) => table.purgeExpired(now),
  };
}

/** One merchant's view of a table: only its records are found, and what it writes is its own. */
function scopedTable<T>(table: RecordTable<T>, merchant: Merchant): RecordTable<T> {
  const mine = (record: T | undefined) =>
    record !== undefined && (merchantOf(record as object) ?? null) === merchant;
  return {
    get: async (id) => {
      const record = await table.get(id);
      return mine(record) ? record : undefined;
    },
    put: (record) => table.put(withMerchant(record as object, merchant) as T),
    delete: async (id) => (mine(await table.get(id)) ? table.delete(id) : false),
    findBy: async (index, key) => (await table.findBy(index, key)).filter(mine),
    countBy: async (index, key) => (await table.findBy(index, key)).filter(mine).length,
    // Work queues and the purge are the sandbox's, never a merchant's.
    findUpTo: (index, upTo, limit) => table.findUpTo(index, upTo, limit),
    purgeExpired: (now) => table.purgeExpired(now),
  };
}

/** Each table's spec (tables.ts `tableSpecs`): the record ids of the sandbox-wide view. */
export type TableIds = { [K in keyof SandboxTables]: { id: (record: never) => string } };

/** The sandbox-wide tables, every write keeping its record's merchant (resolvingTable). */
export function resolvingTables(tables: SandboxTables, ids: TableIds): SandboxTables {
  const out: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(tables) as [
    keyof SandboxTables,
    RecordTable<unknown>,
  ][]) {
    out[name] = resolvingTable(table, ids[name].id as (record: unknown) => string);
  }
  return out as unknown as SandboxTables;
}

/**
 * Tables no merchant owns: demo clocks (a merchant's clock ids are its own already,
 * `merchantClockId`); the Checkout SDK's sessions, which its frames make with the public
 * checkout id; and agentic commerce delegate tokens, which an agent platform makes on the
 * delegate endpoint (its own auth, api/delegate-payment.ts). For both, the unguessable id handed
 * to whoever made it is the capability, as before merchants.
 */
const unscoped = new Set<keyof SandboxTables>(['clocks', 'checkoutSessions', 'delegateTokens']);

/** The tables as `merchant` sees them. */
export function scopedTables(tables: SandboxTables, merchant: Merchant): SandboxTables {
  const out: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(tables) as [
    keyof SandboxTables,
    RecordTable<unknown>,
  ][]) {
    out[name] = unscoped.has(name) ? table : scopedTable(table, merchant);
  }
  return out as unknown as SandboxTables;
}

/** A context acting as `merchant`: its tables scoped, its merchant named. */
export function contextOfMerchant(ctx: SandboxContext, merchant: Merchant): SandboxContext {
  const shared = ctx.sharedTables ?? ctx.tables;
  return { ...ctx, sharedTables: shared, tables: scopedTables(shared, merchant), merchant };
}

/**
 * The id a derived merchant's demo clock `clockId` is kept under: another merchant naming the same
 * id names another clock. The fixed merchant's clocks keep their ids.
 */
export function merchantClockId(merchant: Merchant, clockId: string): string {
  if (merchant === null) return clockId;
  return createHmac('sha256', 'sjd-sandbox-merchant-clock')
    .update(`${merchant}\u0000${clockId}`)
    .digest('base64url');
}
