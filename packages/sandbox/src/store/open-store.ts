// Opens the sandbox's database at start-up so that a bad file never keeps the demo down:
// - a file that is not a database, or a damaged one, is renamed aside (with its -wal and -shm
//   companions, which belong to it) and a fresh database starts in its place;
// - a file that cannot be written (or a path where none can be made) is renamed aside too when
//   that is possible; otherwise the sandbox keeps its state in memory until it restarts.
// A file another process holds locked (a second sandbox on the same SANDBOX_DB) is left alone:
// the sandbox keeps its state in memory. Either way the caller gets one clear message to log,
// naming the file, the reason and where the old file went. Nothing is deleted: a renamed file
// can be inspected or restored.
// Before any of that, the write-ahead log a crash left is read (wal-check.ts): when SQLite is
// about to drop committed transactions from it, the log is copied aside first and `dataLoss`
// says how many were lost, so that the loss is loud and its data kept.
import { copyFileSync, existsSync, renameSync, statSync } from 'node:fs';
import { openSqliteStore } from './sqlite';
import type { SandboxStore, StoreOptions } from './store';
import { inspectWal } from './wal-check';

export interface OpenedStore {
  store: SandboxStore;
  /** What went wrong and what was done about it; null when the file opened as it is. */
  problem: string | null;
  /** Committed writes a crash lost (a damaged write-ahead log), and where the log was kept. */
  dataLoss: string | null;
}

const asideName = (file: string, at: Date) =>
  `${file}.bad-${at.toISOString().replace(/[:.]/g, '-')}`;

/** A damaged write-ahead log: copied aside (SQLite replays the intact part), and described. */
function checkWriteAheadLog(file: string, at: Date): string | null {
  let damage;
  try {
    damage = inspectWal(file);
  } catch {
    return null;
  }
  if (!damage) return null;
  const aside = `${asideName(file, at)}-wal`;
  let kept: string;
  try {
    copyFileSync(`${file}-wal`, aside);
    kept = `The log was copied to ${aside} before the database opened`;
  } catch (error) {
    kept = `The log could not be copied aside (${reasonOf(error)})`;
  }
  const commits = `${damage.commitsLost} committed ${damage.commitsLost === 1 ? 'transaction' : 'transactions'}`;
  return `The sandbox database ${file} lost ${commits} in a crash: its write-ahead log ${file}-wal is damaged (${damage.reason}), and SQLite keeps only the ${damage.framesKept} frames before the damage. ${kept}; the writes in it after the damage are not in the database.`;
}

const companions = ['', '-wal', '-shm'];

/** SQLite's primary result codes that can come up here, by name (node:sqlite gives numbers). */
const sqliteCodes = new Map([
  [5, 'SQLITE_BUSY'],
  [6, 'SQLITE_LOCKED'],
  [8, 'SQLITE_READONLY'],
  [10, 'SQLITE_IOERR'],
  [11, 'SQLITE_CORRUPT'],
  [13, 'SQLITE_FULL'],
  [14, 'SQLITE_CANTOPEN'],
  [26, 'SQLITE_NOTADB'],
]);

/** `SQLITE_CORRUPT` for an SQLite error (an extended code counts as its primary one). */
function sqliteCode(error: Error): string | null {
  if (!('errcode' in error) || typeof error.errcode !== 'number') return null;
  const primary = error.errcode & 0xff;
  return sqliteCodes.get(primary) ?? `SQLITE_ERROR_${primary}`;
}

const isLocked = (error: unknown) =>
  error instanceof Error && /^SQLITE_(BUSY|LOCKED)$/.test(sqliteCode(error) ?? '');

const inMemory = (file: string, why: string) =>
  `The sandbox database ${file} ${why}. The sandbox keeps its state in memory until it restarts: check SANDBOX_DB and the folder's permissions.`;

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code =
    sqliteCode(error) ??
    ('code' in error && typeof error.code === 'string' ? error.code : error.name);
  return `${code}: ${error.message}`;
}

/** `data/sandbox.db` → `data/sandbox.db.bad-2026-11-24T19-30-00-000Z` (and its companions). */
function setAside(file: string, at: Date): string | null {
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  const aside = asideName(file, at);
  try {
    for (const suffix of companions) {
      if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${aside}${suffix}`);
    }
  } catch {
    return null;
  }
  return aside;
}

export function openSandboxStore(file: string, options: StoreOptions = {}): OpenedStore {
  const dataLoss =
    file === ':memory:' ? null : checkWriteAheadLog(file, new Date(options.now?.() ?? Date.now()));
  return { ...openStore(file, options), dataLoss };
}

function openStore(file: string, options: StoreOptions): Omit<OpenedStore, 'dataLoss'> {
  try {
    return { store: openSqliteStore(file, options), problem: null };
  } catch (error) {
    if (file === ':memory:') throw error;
    const reason = reasonOf(error);
    if (isLocked(error)) {
      return {
        store: openSqliteStore(':memory:', options),
        problem: inMemory(file, `is locked by another process (${reason}) and was left alone`),
      };
    }
    const aside = setAside(file, new Date(options.now?.() ?? Date.now()));
    if (aside) {
      try {
        return {
          store: openSqliteStore(file, options),
          problem: `The sandbox database ${file} could not be used (${reason}). It was renamed to ${aside} and a fresh database was started in its place.`,
        };
      } catch (again) {
        return {
          store: openSqliteStore(':memory:', options),
          problem: inMemory(
            file,
            `could not be used (${reason}); it was renamed to ${aside}, but a fresh one could not be created there either (${reasonOf(again)})`,
          ),
        };
      }
    }
    const why = existsSync(file)
      ? `could not be used (${reason}) and could not be moved aside`
      : `could not be created (${reason})`;
    return { store: openSqliteStore(':memory:', options), problem: inMemory(file, why) };
  }
}
