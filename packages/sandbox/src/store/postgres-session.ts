// The sandbox store's connection to PostgreSQL (postgres.ts): one pool, and the transaction a call
// runs in, found through AsyncLocalStorage so the domain's table calls need no handle. Inside a
// transaction every statement goes to its connection and reads lock what they read (`FOR
// UPDATE`); a transaction inside another is a savepoint; a deadlock or serialization failure runs
// the whole transaction again (up to five times).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient, QueryResultRow } from 'pg';

/** PostgreSQL error codes a transaction is run again for: deadlock, serialization failure. */
const retryable = new Set(['40P01', '40001']);
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

export class PostgresSession {
  private readonly current = new AsyncLocalStorage<{
    client: PoolClient;
    depth: number;
    /** What runs once the transaction has committed (store.ts afterCommit). */
    committed: (() => void)[];
  }>();

  constructor(readonly pool: Pool) {}

  get inTransaction(): boolean {
    return this.current.getStore() !== undefined;
  }

  /** Runs `fn` after the transaction under way commits, or now outside one. */
  readonly afterCommit = (fn: () => void): void => {
    const tx = this.current.getStore();
    if (tx) tx.committed.push(fn);
    else fn();
  };

  /** One statement, in the transaction under way or on its own. */
  query<R extends QueryResultRow>(text: string, values: unknown[] = []) {
    const tx = this.current.getStore();
    return tx ? tx.client.query<R>(text, values) : this.pool.query<R>(text, values);
  }

  /** ` FOR UPDATE` inside a transaction: the rows read stay locked until it ends. */
  lock(): string {
    return this.inTransaction ? ' FOR UPDATE' : '';
  }

  /** The same for a work queue: rows another transaction holds are skipped, not waited for. */
  claim(): string {
    return this.inTransaction ? ' FOR UPDATE SKIP LOCKED' : '';
  }

  readonly transaction = async <R>(fn: () => Promise<R>): Promise<R> => {
    const outer = this.current.getStore();
    return outer ? this.savepoint(outer, fn) : this.run(fn);
  };

  private async savepoint<R>(
    outer: { client: PoolClient; depth: number; committed: (() => void)[] },
    fn: () => Promise<R>,
  ): Promise<R> {
    const savepoint = `s${outer.depth}`;
    await outer.client.query(`SAVEPOINT ${savepoint}`);
    outer.depth += 1;
    try {
      const result = await fn();
      await outer.client.query(`RELEASE SAVEPOINT ${savepoint}`);
      return result;
    } catch (error) {
      await outer.client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      await outer.client.query(`RELEASE SAVEPOINT ${savepoint}`);
      throw error;
    } finally {
      outer.depth -= 1;
    }
  }

  private async run<R>(fn: () => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        try {
          const committed: (() => void)[] = [];
          const result = await this.current.run({ client, depth: 1, committed }, fn);
          await client.query('COMMIT');
          for (const then of committed) then();
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => (broken = true));
          if (!retryable.has(codeOf(error)) || attempt >= 5) throw error;
        }
      } catch (error) {
        broken = broken || codeOf(error) === '';
        throw error;
      } finally {
        client.release(broken);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
