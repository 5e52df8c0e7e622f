// What a crash left in the database's write-ahead log, read before SQLite opens the file.
// With journal_mode=WAL every write lands in `<file>-wal` first and is copied into the database
// at a checkpoint. When SQLite opens a file after a crash it replays the log frame by frame and
// stops, without a word, at the first frame whose checksum does not hold: every transaction
// committed after that frame is gone, although the sandbox had answered for it. This reads the
// log the way SQLite does (https://www.sqlite.org/fileformat.html#the_write_ahead_log) and says
// whether committed transactions lie beyond the break. A log that simply ends (frames of an
// older generation after the current ones, or a transaction cut off before its commit frame) is
// normal and reported as nothing.
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';

const magicLittleEndian = 0x377f0682;
const magicBigEndian = 0x377f0683;
const headerBytes = 32;
const frameHeaderBytes = 24;

export interface WalDamage {
  /** Frames SQLite replays (the valid ones before the break). */
  framesKept: number;
  /** Committed transactions after the break, which SQLite drops. */
  commitsLost: number;
  /** Where the log breaks, in a few words. */
  reason: string;
}

function checksum(
  bytes: Buffer,
  start: number,
  end: number,
  isBigEndian: boolean,
  seed: [number, number],
): [number, number] {
  let [s0, s1] = seed;
  for (let at = start; at < end; at += 8) {
    const x0 = isBigEndian ? bytes.readUInt32BE(at) : bytes.readUInt32LE(at);
    const x1 = isBigEndian ? bytes.readUInt32BE(at + 4) : bytes.readUInt32LE(at + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

const isPageSize = (size: number) => size >= 512 && size <= 65536 && (size & (size - 1)) === 0;

/** Frames whose header says "commit" (a non-zero database size), from `first` on. */
function commitFrames(
  bytes: Buffer,
  pageSize: number,
  first: number,
  salts?: [number, number],
): number {
  let commits = 0;
  const frameBytes = frameHeaderBytes + pageSize;
  for (
    let at = headerBytes + first * frameBytes;
    at + frameBytes <= bytes.length;
    at += frameBytes
  ) {
    const sameGeneration =
      !salts ||
      (bytes.readUInt32BE(at + 8) === salts[0] && bytes.readUInt32BE(at + 12) === salts[1]);
    if (sameGeneration && bytes.readUInt32BE(at + 4) !== 0) commits += 1;
  }
  return commits;
}

/**
 * The page size a log's frames have when its own header cannot say: the database file's (bytes
 * 16–17 of its header, 1 meaning 65536), else the one size that tiles the log exactly.
 */
function databasePageSize(file: string, walLength: number): number | null {
  try {
    const header = Buffer.alloc(18);
    const fd = openSync(file, 'r');
    try {
      if (readSync(fd, header, 0, 18, 0) === 18) {
        const raw = header.readUInt16BE(16);
        const size = raw === 1 ? 65536 : raw;
        if (isPageSize(size)) return size;
      }
    } finally {
      closeSync(fd);
    }
  } catch {
    // No readable database beside the log: fall back on the log's own shape.
  }
  const tiling: number[] = [];
  for (let size = 512; size <= 65536; size *= 2) {
    const frames = (walLength - headerBytes) / (frameHeaderBytes + size);
    if (frames >= 1 && Number.isInteger(frames)) tiling.push(size);
  }
  return tiling.length === 1 ? (tiling[0] ?? null) : null;
}

/** The damage in the write-ahead log beside `file`, or null when SQLite will replay all of it. */
export function inspectWal(file: string): WalDamage | null {
  const wal = `${file}-wal`;
  if (!existsSync(wal) || !statSync(wal).isFile() || statSync(wal).size < headerBytes) return null;
  const bytes = readFileSync(wal);
  const magic = bytes.readUInt32BE(0);
  const pageSize = bytes.readUInt32BE(8);
  const isMagic = magic === magicLittleEndian || magic === magicBigEndian;
  const isBigEndian = magic === magicBigEndian;
  const headerSum = checksum(bytes, 0, 24, isBigEndian, [0, 0]);
  if (
    !isMagic ||
    !isPageSize(pageSize) ||
    headerSum[0] !== bytes.readUInt32BE(24) ||
    headerSum[1] !== bytes.readUInt32BE(28)
  ) {
    // SQLite ignores a log whose header does not hold: all of it. The header's own page size
    // may be part of the damage (a zeroed header), so the frames are read with the database
    // file's page size, and the generation is the first frame's (a log starts again from its
    // first frame, so frame 1 is always of the current one).
    const size = isPageSize(pageSize) ? pageSize : databasePageSize(file, bytes.length);
    if (size === null || bytes.length < headerBytes + frameHeaderBytes + size) return null;
    const firstSalts: [number, number] = [
      bytes.readUInt32BE(headerBytes + 8),
      bytes.readUInt32BE(headerBytes + 12),
    ];
    const commitsLost = commitFrames(bytes, size, 0, firstSalts);
    return commitsLost > 0 ? { framesKept: 0, commitsLost, reason: 'its header is damaged' } : null;
  }
  const salts: [number, number] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  const frameBytes = frameHeaderBytes + pageSize;
  let sum = headerSum;
  let frame = 0;
  for (let at = headerBytes; at + frameBytes <= bytes.length; at += frameBytes, frame += 1) {
    const isSameGeneration =
      bytes.readUInt32BE(at + 8) === salts[0] && bytes.readUInt32BE(at + 12) === salts[1];
    const header = checksum(bytes, at, at + 8, isBigEndian, sum);
    const next = checksum(bytes, at + frameHeaderBytes, at + frameBytes, isBigEndian, header);
    const isIntact =
      isSameGeneration &&
      next[0] === bytes.readUInt32BE(at + 16) &&
      next[1] === bytes.readUInt32BE(at + 20);
    if (!isIntact) {
      // SQLite stops here. Frames of an older generation (other salts) may follow, as may the
      // start of a transaction that never committed; a commit frame of this generation may not.
      const commitsLost = commitFrames(bytes, pageSize, frame, salts);
      const what = isSameGeneration ? 'fails its checksum' : 'has a damaged header';
      return commitsLost > 0
        ? { framesKept: frame, commitsLost, reason: `frame ${frame + 1} ${what}` }
        : null;
    }
    sum = next;
  }
  return null;
}
