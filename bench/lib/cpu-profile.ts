// Reads a V8 .cpuprofile (node --cpu-prof) and sums self time per function and per area (an npm
// package, one of our source files, node's internals), so the bench can print where a server's
// time goes. Frames of a bundled file are mapped back to their sources through its source map.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  /** Share of all samples, 0..1. */
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Share of the samples in which the process did not run JavaScript or native code of its own. */
  idleShare: number;
  functions: ProfileEntry[];
  areas: ProfileEntry[];
}

function isCpuProfile(value: unknown): value is CpuProfile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'nodes' in value &&
    Array.isArray(value.nodes) &&
    'samples' in value &&
    Array.isArray(value.samples) &&
    'timeDeltas' in value &&
    Array.isArray(value.timeDeltas)
  );
}

const sourceMaps = new Map<string, SourceMap | null>();

function sourceMapFor(url: string): SourceMap | null {
  let map = sourceMaps.get(url);
  if (map !== undefined) return map;
  map = null;
  if (url.startsWith('file://')) {
    const mapFile = `${fileURLToPath(url)}.map`;
    if (existsSync(mapFile)) map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
  }
  sourceMaps.set(url, map);
  return map;
}

/** "fastify/lib/route.js" → "fastify"; "../../packages/sandbox/src/api/http.ts" stays a file. */
function areaOf(file: string): string {
  const modules = file.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = file.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? file);
  }
  if (file.startsWith('node:')) return 'node (internal)';
  const ours = file.match(/(?:apps|packages)\/.*$/);
  return ours ? ours[0] : file;
}

function describe(frame: CallFrame): { name: string; area: string } {
  const name = frame.functionName || '(anonymous)';
  if (frame.url === '') {
    // (program), (garbage collector), (idle) and native builtins.
    return { name, area: name.startsWith('(') ? name : 'native' };
  }
  const map = sourceMapFor(frame.url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  const file =
    entry && 'originalSource' in entry ? entry.originalSource : frame.url.replace(/^file:\/\//, '');
  const line = entry && 'originalLine' in entry ? entry.originalLine : frame.lineNumber;
  const area = areaOf(file);
  const short = file.split('/').slice(-2).join('/');
  return { name: `${name} (${short}:${line + 1})`, area };
}

function top(counts: Map<string, number>, total: number, limit: number): ProfileEntry[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => ({ name, share: ms / total }));
}

/**
 * A time window on the monotonic clock, in µs (`process.hrtime.bigint() / 1000n` in any process
 * of this machine: V8 stamps profile samples with the same clock).
 */
export interface ProfileWindow {
  startUs: number;
  endUs: number;
}

export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time per function and per area. With `window`, only the samples taken inside it count
 * (the load, not the process's start-up); when none does (a clock that does not match), all do.
 */
export function summariseCpuProfile(
  file: string,
  limit = 15,
  window?: ProfileWindow,
): ProfileSummary {
  const profile: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isCpuProfile(profile)) throw new Error(`${file} is not a V8 CPU profile`);
  const byId = new Map(profile.nodes.map((node) => [node.id, describe(node.callFrame)]));
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let at = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (at += delta));
  const inWindow = (index: number) =>
    !window || ((times[index] ?? 0) >= window.startUs && (times[index] ?? 0) <= window.endUs);
  const counted = profile.samples.some((_id, index) => inWindow(index)) ? inWindow : () => true;
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = byId.get(id);
    if (!frame || !counted(index)) return;
    total += ms;
    if (frame.area === '(idle)') {
      idle += ms;
      return;
    }
    functions.set(frame.name, (functions.get(frame.name) ?? 0) + ms);
    areas.set(frame.area, (areas.get(frame.area) ?? 0) + ms);
  });
  const busy = total - idle;
  return {
    totalMs: total,
    idleShare: total > 0 ? idle / total : 0,
    functions: top(functions, busy, limit),
    areas: top(areas, busy, limit),
  };
}
