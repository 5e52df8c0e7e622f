// A crash and its write-ahead log (issue 34, item 9). A database "crashes" here by copying its
// file and its -wal while the connection is still open (what the disk holds when the process
// dies), then the copy is damaged the way a power cut or a bad disk can, and opened. SQLite
// drops the committed transactions after the first broken frame without a word; the sandbox
// must say so, with the count, and keep the log aside.
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openSandboxStore } from './open-store';
import { inspectWal } from './wal-check';

const folder = mkdtempSync(join(tmpdir(), 'sjd-wal-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const rows = 6;
const value = (i: number) => `acknowledged write ${i} ${'x'.repeat(3000)}`;

/** Writes `rows` transactions and "crashes": the file and its log as they are on disk. */
function crashedCopy(name: string, prepare?: (db: DatabaseSync) => void): string {
  const file = join(folder, `${name}.db`);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  prepare?.(db);
  const insert = db.prepare('INSERT INTO t (id, v) VALUES (?, ?)');
  for (let i = 0; i < rows; i += 1) insert.run(i, value(i));
  const copy = join(folder, `${name}-crashed.db`);
  copyFileSync(file, copy);
  copyFileSync(`${file}-wal`, `${copy}-wal`);
  db.close();
  return copy;
}

/** The rows a fresh connection finds in the file (after SQLite's own recovery). */
async function rowsFound(file: string): Promise<number> {
  const { store, dataLoss } = openSandboxStore(file);
  await store.close();
  void dataLoss;
  const db = new DatabaseSync(file);
  try {
    const row = db.prepare('SELECT count(*) AS n FROM t').get();
    return Number(row?.n ?? 0);
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

const flipByte = (bytes: Buffer, at: number) => bytes.writeUInt8(bytes.readUInt8(at) ^ 0xff, at);
const pageSize = (wal: Buffer) => wal.readUInt32BE(8);
const frameAt = (wal: Buffer, frame: number) => 32 + frame * (24 + pageSize(wal));

describe('a crash and the write-ahead log', () => {
  it('loses nothing and says nothing when the log is whole', async () => {
    const copy = crashedCopy('whole');
    expect(inspectWal(copy)).toBeNull();
    const opened = openSandboxStore(copy);
    await opened.store.close();
    expect(opened.dataLoss).toBeNull();
    expect(await rowsFound(copy)).toBe(rows);
  });

  it('says how many committed transactions a damaged frame cost, and keeps the log', async () => {
    const copy = crashedCopy('damaged');
    const wal = readFileSync(`${copy}-wal`);
    flipByte(wal, frameAt(wal, 2) + 24 + 100);
    writeFileSync(`${copy}-wal`, wal);
    const at = Date.parse('2026-11-24T19:30:00Z');

    const opened = openSandboxStore(copy, { now: () => at });
    await opened.store.close();
    const aside = `${copy}.bad-2026-11-24T19-30-00-000Z-wal`;
    expect(opened.problem).toBeNull();
    expect(opened.dataLoss).toMatch(
      new RegExp(
        `^The sandbox database ${copy} lost \\d+ committed transactions in a crash: its write-ahead log ${copy}-wal is damaged \\(frame 3 fails its checksum\\), and SQLite keeps only the 2 frames before the damage\\. The log was copied to ${aside} before the database opened; the writes in it after the damage are not in the database\\.$`,
      ),
    );
    expect(readFileSync(aside).equals(wal)).toBe(true);
    // The loss is real: the rows written after the damaged frame are not in the database.
    expect(await rowsFound(copy)).toBeLessThan(rows);
  });

  it('says so when the log header is damaged (SQLite ignores the whole log)', async () => {
    const copy = crashedCopy('header');
    const wal = readFileSync(`${copy}-wal`);
    flipByte(wal, 12);
    writeFileSync(`${copy}-wal`, wal);
    expect(inspectWal(copy)).toMatchObject({ framesKept: 0, reason: 'its header is damaged' });
  });

  it('says so when the log header is zeroed, page size included, and keeps the log', async () => {
    const copy = crashedCopy('zeroed');
    const wal = readFileSync(`${copy}-wal`);
    wal.fill(0, 0, 32);
    writeFileSync(`${copy}-wal`, wal);
    expect(inspectWal(copy)).toMatchObject({ framesKept: 0, reason: 'its header is damaged' });
    const opened = openSandboxStore(copy, { now: () => Date.parse('2026-12-07T20:00:00Z') });
    await opened.store.close();
    expect(opened.dataLoss).toMatch(/lost \d+ committed transactions in a crash/);
    expect(readFileSync(`${copy}.bad-2026-12-07T20-00-00-000Z-wal`).equals(wal)).toBe(true);
    // The loss is real: SQLite ignored the whole log.
    expect(await rowsFound(copy)).toBe(0);
  });

  it('does not count a transaction cut off before its commit frame', async () => {
    const copy = crashedCopy('torn');
    const wal = readFileSync(`${copy}-wal`);
    truncateSync(`${copy}-wal`, wal.length - 1000);
    expect(inspectWal(copy)).toBeNull();
    expect(await rowsFound(copy)).toBe(rows - 1);
  });

  it('does not count frames of an older generation behind the current ones', async () => {
    const copy = crashedCopy('reused', (db) => {
      // A long log, checkpointed; the next writes start the log again from its beginning.
      const insert = db.prepare('INSERT INTO t (id, v) VALUES (?, ?)');
      for (let i = 100; i < 140; i += 1) insert.run(i, value(i));
      db.exec('PRAGMA wal_checkpoint(PASSIVE)');
      db.exec('DELETE FROM t');
    });
    const wal = readFileSync(`${copy}-wal`);
    const lastFrame = Math.floor((wal.length - 32) / (24 + pageSize(wal))) - 1;
    // The last frame in the file is of the older generation (its salt is not the header's).
    expect(wal.readUInt32BE(frameAt(wal, lastFrame) + 8)).not.toBe(wal.readUInt32BE(16));
    expect(inspectWal(copy)).toBeNull();
    expect(await rowsFound(copy)).toBe(rows);
  });
});
