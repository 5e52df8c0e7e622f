// A bad database file at start-up never keeps the sandbox down: damaged or foreign files are
// renamed aside (with their -wal/-shm) and a fresh database starts; a path where no database can
// be made leaves the sandbox running in memory. Each case says so in one message.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openSandboxStore, type OpenedStore } from './open-store';

const folder = mkdtempSync(join(tmpdir(), 'sjd-open-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let opened: OpenedStore | undefined;
afterEach(async () => opened?.store.close());

const itemSpec = {
  name: 'items',
  parse: (value: unknown) => (typeof value === 'string' ? value : undefined),
  id: (item: string) => item,
};

/** The store works: a record written can be read back. */
async function expectUsable(result: OpenedStore): Promise<void> {
  const items = result.store.table(itemSpec);
  await items.put('hello');
  expect(await items.get('hello')).toBe('hello');
}

function caseFolder(name: string): string {
  const dir = join(folder, name);
  mkdirSync(dir);
  return dir;
}

describe('openSandboxStore', () => {
  it('opens a good file as it is, with no message', async () => {
    const file = join(caseFolder('good'), 'sandbox.db');
    opened = openSandboxStore(file);
    await expectUsable(opened);
    await opened.store.close();
    opened = openSandboxStore(file);
    expect(opened.problem).toBeNull();
    expect(await opened.store.table(itemSpec).get('hello')).toBe('hello');
  });

  it('renames a file that is not a database aside, with its -wal, and starts afresh', async () => {
    const dir = caseFolder('garbage');
    const file = join(dir, 'sandbox.db');
    writeFileSync(file, 'this is not a database, it is a shopping list'.repeat(200));
    writeFileSync(`${file}-wal`, 'stale');
    opened = openSandboxStore(file, { now: () => Date.parse('2026-11-24T19:30:00Z') });
    const aside = `${file}.bad-2026-11-24T19-30-00-000Z`;
    expect(opened.problem).toBe(
      `The sandbox database ${file} could not be used (CorruptStoreError: not an SQLite database). It was renamed to ${aside} and a fresh database was started in its place.`,
    );
    expect(readFileSync(aside, 'utf8')).toMatch(/^this is not a database/);
    expect(readFileSync(`${aside}-wal`, 'utf8')).toBe('stale');
    await expectUsable(opened);
    await opened.store.close();
    // The fresh file is a real database: it opens again without a message.
    opened = openSandboxStore(file);
    expect(opened.problem).toBeNull();
  });

  it('sets a database with damaged pages aside (the integrity check finds them)', async () => {
    const file = join(caseFolder('damaged'), 'sandbox.db');
    const db = new DatabaseSync(file);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    db.exec('BEGIN');
    for (let i = 0; i < 2000; i += 1) insert.run(`value ${i} `.repeat(20));
    db.exec('COMMIT');
    db.close();
    // Overwrite a stretch in the middle of the file, past the header and the schema page.
    const bytes = readFileSync(file);
    bytes.fill(0xa5, 8192, 8192 + 4096 * 4);
    writeFileSync(file, bytes);

    opened = openSandboxStore(file);
    expect(opened.problem).toMatch(
      // SQLite notices some damage itself, the integrity check the rest.
      /could not be used \((?:SQLITE_CORRUPT: .+|CorruptStoreError: integrity check failed: .+)\)\. It was renamed to .+\.bad-.+ and a fresh database was started in its place\.$/,
    );
    expect(readdirSync(join(folder, 'damaged')).some((name) => name.includes('.bad-'))).toBe(true);
    await expectUsable(opened);
  });

  it('keeps state in memory when no database can be made at the path', async () => {
    const dir = caseFolder('unwritable');
    const notAFolder = join(dir, 'plain-file');
    writeFileSync(notAFolder, 'x');
    const file = join(notAFolder, 'sandbox.db');
    opened = openSandboxStore(file);
    expect(opened.problem).toMatch(
      new RegExp(
        `^The sandbox database ${file} could not be created \\((ENOTDIR|EEXIST): .+\\)\\. The sandbox keeps its state in memory until it restarts: check SANDBOX_DB and the folder's permissions\\.$`,
      ),
    );
    await expectUsable(opened);
  });

  it('leaves a path that is a folder alone and keeps state in memory', async () => {
    const dir = caseFolder('folder');
    opened = openSandboxStore(dir);
    expect(opened.problem).toMatch(/could not be used \(.+\) and could not be moved aside/);
    expect(readdirSync(folder)).toContain('folder');
    await expectUsable(opened);
  });
});
