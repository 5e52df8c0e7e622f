// The SQLite store's transactions (sqlite.ts): node:sqlite is synchronous and a connection has one
// transaction at a time, so the store's async transactions take turns on the connection (a
// queue), each begun IMMEDIATE: the write lock is taken at BEGIN, so two processes on one file
// never interleave a read-modify-write. A busy lock is waited for by retrying BEGIN on a timer,
// never by blocking the thread (two stores on one file in one process would otherwise wait for
// each other for ever).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync } from 'node:sqlite';

/** A waiting time for a database another connection holds locked, then SQLITE_BUSY. */
export const busyTimeoutMs = 5000;

const isBusy = (error: unknown) =>
  error instanceof Error &&
  'errcode' in error &&
  typeof error.errcode === 'number' &&
  [5, 6].includes(error.errcode & 0xff);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One transaction at a time on the connection: the others wait their turn, in order. */
class Turns {
  private tail: Promise<void> = Promise.resolve();
  busy = false;

  async take(): Promise<() => void> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise((resolve) => (release = resolve));
    await previous;
    this.busy = true;
    return () => {
      this.busy = false;
      release();
    };
  }
}

/**
 * `transaction(fn)`: all of fn's writes or none, begun IMMEDIATE (the write lock is taken
 * first, waited for up to the busy timeout). A transaction inside another is a savepoint, so an
 * inner failure undoes only its own writes when the outer one catches it.
 */
export function transactions(db: DatabaseSync) {
  const current = new AsyncLocalStorage<{ depth: number; committed: (() => void)[] }>();
  const turns = new Turns();
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  // The connection's busy timeout would make BEGIN IMMEDIATE wait inside SQLite, blocking the
  // thread (and a second store on the file in this thread could then never let go): BEGIN is
  // tried without waiting and retried on a timer instead.
  // (exec, not a prepared statement: a prepared PRAGMA runs once, when it is prepared.)
  const noWaiting = () => db.exec('PRAGMA busy_timeout = 0');
  const waiting = () => db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);

  /** BEGIN IMMEDIATE, retried on a timer while another connection holds the write lock. */
  async function beginImmediate(): Promise<void> {
    const deadline = Date.now() + busyTimeoutMs;
    for (let wait = 1; ; wait = Math.min(wait * 2, 25)) {
      try {
        noWaiting();
        try {
          begin.run();
        } finally {
          waiting();
        }
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
      }
      await pause(wait * (0.5 + Math.random()));
    }
  }

  async function transaction<R>(fn: () => Promise<R>): Promise<R> {
    const outer = current.getStore();
    if (outer) {
      const level = outer.depth;
      db.exec(`SAVEPOINT s${level}`);
      outer.depth += 1;
      try {
        const result = await fn();
        db.exec(`RELEASE s${level}`);
        return result;
      } catch (error) {
        // ROLLBACK TO keeps the savepoint open; release it so the outer transaction goes on.
        db.exec(`ROLLBACK TO s${level}`);
        db.exec(`RELEASE s${level}`);
        throw error;
      } finally {
        outer.depth -= 1;
      }
    }
    const release = await turns.take();
    try {
      await beginImmediate();
      try {
        const committed: (() => void)[] = [];
        const result = await current.run({ depth: 1, committed }, fn);
        commit.run();
        for (const then of committed) then();
        return result;
      } catch (error) {
        if (db.isTransaction) rollback.run();
        throw error;
      }
    } finally {
      release();
    }
  }

  /** Runs a read now unless another transaction has the connection (then after it). */
  async function read<R>(fn: () => R): Promise<R> {
    if (current.getStore() || !turns.busy) return fn();
    const release = await turns.take();
    try {
      return fn();
    } finally {
      release();
    }
  }

  /** Runs a write in the transaction under way, or in a transaction of its own. */
  async function write<R>(fn: () => R): Promise<R> {
    if (current.getStore()) return fn();
    return transaction(async () => fn());
  }

  /** Resolves once no transaction has the connection. */
  const idle = async () => (await turns.take())();

  const inTransaction = () => current.getStore() !== undefined;

  /** Runs `fn` after the transaction under way commits, or now outside one. */
  const afterCommit = (fn: () => void): void => {
    const tx = current.getStore();
    if (tx) tx.committed.push(fn);
    else fn();
  };

  return { transaction, read, write, idle, inTransaction, afterCommit };
}

export type SqliteTransactions = ReturnType<typeof transactions>;
