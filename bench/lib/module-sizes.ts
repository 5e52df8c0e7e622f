// Which source modules the bytes of built scripts come from, through their source maps: every
// generated segment is attributed to the source it maps to (unmapped bytes to the script
// itself), each module's share of a script is gzipped on its own, and the shares of all scripts
// are added per module. Gzipping a module alone slightly overstates it (it cannot borrow from
// its neighbours), which is the usual convention of bundle analysers; the ranking is what the
// bench prints, so a regression names its cause.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface RawSourceMap {
  sources: string[];
  mappings: string;
  sourceRoot?: string;
}

function isRawSourceMap(value: unknown): value is RawSourceMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sources' in value &&
    Array.isArray(value.sources) &&
    'mappings' in value &&
    typeof value.mappings === 'string'
  );
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((char, index) => [char, index]));

/** Decodes one mappings segment (base64 VLQs) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = digitOf.get(char);
    if (digit === undefined) throw new Error(`Bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The generated text of `code` split by the source each stretch maps to. */
function textBySource(code: string, map: RawSourceMap, ownName: string): Map<string, string> {
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (text === '') return;
    const list = parts.get(source) ?? [];
    list.push(text);
    parts.set(source, list);
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    let cursor = 0;
    let current: string = ownName;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(current, line.slice(cursor, column));
      cursor = column;
      if (sourceDelta === undefined) {
        current = ownName;
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? ownName;
      }
    }
    add(current, `${line.slice(cursor)}\n`);
  });
  return new Map([...parts].map(([source, texts]) => [source, texts.join('')]));
}

/** `../../node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`; `../src/a.ts` → `src/a.ts`. */
export function shortModuleName(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) return source.slice(modules + 'node_modules/'.length);
  return source.replace(/^(\.\.\/)+/, '').replace(/^\/?/, '');
}

/** Gzip bytes per source module over `scripts` (files with a `.map` beside them). */
export function gzipBytesByModule(scripts: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const script of scripts) {
    const code = readFileSync(script, 'utf8');
    const mapFile = `${script}.map`;
    const ownName = `(${script.split('/').pop() ?? script}, unmapped)`;
    const parsed: unknown = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : null;
    const parts = isRawSourceMap(parsed)
      ? textBySource(code, parsed, ownName)
      : new Map([[ownName, code]]);
    for (const [source, text] of parts) {
      const name = source === ownName ? source : shortModuleName(source);
      sizes.set(name, (sizes.get(name) ?? 0) + gzipSync(text, { level: 9 }).length);
    }
  }
  return sizes;
}
