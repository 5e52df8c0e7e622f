// Versioned, validated storage of state across reloads (spec §3 "Persisted across reloads").
// Each entry is stored as {"version": n, "data": …} under its own key. Anything unreadable —
// storage disabled, invalid JSON, an older version, data the schema rejects — reads as absent,
// so the app starts from defaults instead of a white screen.

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Anything with zod's safeParse (zod/mini schemas included). */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export const storagePrefix = 'sjd:';

/** localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export function browserStorage(): StorageLike | null {
  try {
    const storage = window.localStorage;
    storage.getItem(`${storagePrefix}probe`);
    return storage;
  } catch {
    return null;
  }
}

/**
 * sessionStorage (this tab's visit: the trail, issue 35), or null where the browser refuses it.
 */
export function browserSessionStorage(): StorageLike | null {
  try {
    const storage = window.sessionStorage;
    storage.getItem(`${storagePrefix}probe`);
    return storage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readVersioned<T>(
  storage: StorageLike,
  key: string,
  version: number,
  schema: Parser<T>,
): T | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(storagePrefix + key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const stored: unknown = JSON.parse(raw);
    if (isRecord(stored) && stored.version === version) {
      const parsed = schema.safeParse(stored.data);
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Invalid JSON: handled below like any other unreadable entry.
  }
  // Unreadable or from another version: drop it so the defaults are written back cleanly.
  try {
    storage.removeItem(storagePrefix + key);
  } catch {
    // Nothing more to do: the entry is ignored either way.
  }
  return undefined;
}

export function writeVersioned(storage: StorageLike, key: string, version: number, data: unknown) {
  try {
    storage.setItem(storagePrefix + key, JSON.stringify({ version, data }));
  } catch {
    // Quota exceeded or storage refused: the demo keeps working without persistence.
  }
}
