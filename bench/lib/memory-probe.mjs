// Loaded into the benched server process (node --expose-gc --import this file): on SIGUSR2 it
// runs a full garbage collection and writes process.memoryUsage() as JSON to the file named by
// SJD_MEMORY_PROBE_FILE, so the load bench compares what the server retains, not where the
// collector's sawtooth happened to be. Bench-only: the server itself knows nothing of it.
// Threads inherit the --import: only the main thread answers (signals reach it alone).
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.SJD_MEMORY_PROBE_FILE;
if (isMainThread && file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}
