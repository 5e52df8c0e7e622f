// The two persisted facts the page needs before the store (whose full restore,
// app/persisted-state.ts, comes with the shops): the environment the visitor chose ('try' or
// 'Live'), whose config the landing page fetches, and a pending delete-all (spec §4 "triggers
// deletion on load"), which has the store built at once.
import type { EnvironmentName } from '@sjd/contracts';
import { readVersioned, type Parser, type StorageLike } from './persistence';

/** The environment of a fresh visit (the site config's default). */
export const defaultEnvironment: EnvironmentName = 'try';

/** Where the site config persists; app/persisted-state.ts writes it with this version. */
export const siteConfigStorage = { key: 'siteConfig', version: 1 } as const;

/** Where the saved cards and the delete-all flag persist (persisted-state.ts, same version). */
export const tokensStorage = { key: 'tokens', version: 2 } as const;

// Only the fields needed here, checked by hand (the landing loads no schema library); the full
// schema (persisted-state.ts) still checks the whole entry when the store restores it.
function fieldParser<T>(field: string, isValid: (value: unknown) => value is T): Parser<T> {
  return {
    safeParse(value) {
      const fieldValue: unknown =
        typeof value === 'object' && value !== null ? Reflect.get(value, field) : undefined;
      return isValid(fieldValue) ? { success: true, data: fieldValue } : { success: false };
    },
  };
}

const environmentOnly = fieldParser(
  'environment',
  (value): value is EnvironmentName => value === 'try' || value === 'live',
);
const deletionFlagOnly = fieldParser(
  'isDeletingAll',
  (value): value is boolean => typeof value === 'boolean',
);

export function storedEnvironment(storage: StorageLike | null): EnvironmentName {
  if (!storage) return defaultEnvironment;
  const stored = readVersioned(
    storage,
    siteConfigStorage.key,
    siteConfigStorage.version,
    environmentOnly,
  );
  return stored ?? defaultEnvironment;
}

/** True when a delete-all was under way at the last visit (the flag persists until it is done). */
export function storedDeletionPending(storage: StorageLike | null): boolean {
  if (!storage) return false;
  const stored = readVersioned(storage, tokensStorage.key, tokensStorage.version, deletionFlagOnly);
  return stored ?? false;
}
