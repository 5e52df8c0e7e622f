// The provider's published OpenAPI documents, read when they are present (they are never
// committed: only facts taken from them are, in @sjd/contracts' published-operations.ts). Gives
// each claimed API's operations, their request and answer schemas as Ajv validators, and the
// documents' own examples. Where a document's schema cannot be read as written (regular
// expressions in Java's dialect, `nullable`), it is read the way the provider's validator
// evidently does; see fixPattern.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { publishedApiFiles, type PublishedApiKey } from '@sjd/contracts';
import { readAsClientsDo } from './errata';

export const documentsDirVariable = 'PROVIDER_OPENAPI_DIR';

type Json = unknown;
type JsonObject = Record<string, Json>;
const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface PublishedExample {
  name: string;
  value: Json;
}
export interface PublishedContent {
  mediaType: string;
  /** The schema as clients read it (errata.ts applied). */
  validate: ValidateFunction | null;
  /** The schema exactly as published, to count the examples that break it. */
  validateAsPublished: ValidateFunction | null;
  examples: PublishedExample[];
}
export interface PublishedOperation {
  api: PublishedApiKey;
  method: string;
  /** As published, `{name}` for parameters. */
  path: string;
  operationId: string | undefined;
  request: PublishedContent[];
  responses: Record<string, PublishedContent[]>;
}
export interface PublishedDocument {
  api: PublishedApiKey;
  version: string;
  document: JsonObject;
  operations: PublishedOperation[];
}

const methods = ['get', 'post', 'put', 'delete', 'patch'];

/** The folder holding the documents: the variable, else `.openapi/` at the repository root. */
export function documentsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env[documentsDirVariable] ?? new URL('../../../../.openapi/', import.meta.url).pathname;
}

/**
 * A pattern as the provider's (Java) validator reads it: inside a character class a `[` is a
 * literal, as is a `]` straight after it (`[]`), and an escaped non-syntax character (`\_`,
 * `\"`) is that character. JavaScript refuses all three, so they are rewritten.
 */
export function fixPattern(pattern: string): string {
  const syntax = new Set([...'^$\\.*+?()[]{}|/-']);
  let out = '';
  let inClass = false;
  let previous = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      i += 1;
      out += /[A-Za-z0-9]/.test(next) || syntax.has(next) ? `\\${next}` : next;
      previous = next;
      continue;
    }
    if (inClass && (char === '[' || (char === ']' && previous === '['))) {
      out += `\\${char}`;
      previous = char;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    out += char;
    previous = char;
  }
  return out;
}

/** `#/components/...` → `doc#/components/...`, so a schema taken out of its document still resolves. */
const documentId = 'published';

/**
 * One schema of a document, ready for Ajv: references point into the document, patterns are
 * read as the provider reads them (fixPattern), `oneOf` is read as `anyOf` (several documents'
 * alternatives overlap, and their own examples match two), and a discriminator with a mapping
 * picks its alternative by the property's value, as OpenAPI says it does.
 */
export function toJsonSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) {
      out[key] = `${documentId}${value}`;
    } else if (key === 'pattern' && typeof value === 'string') {
      out[key] = fixPattern(value);
    } else if (key === 'example' || key === 'examples' || key === 'discriminator') {
      // Not validation keywords (the discriminator is applied below).
    } else if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, toJsonSchema(property)]),
      );
    } else {
      out[key === 'oneOf' ? 'anyOf' : key] = toJsonSchema(value);
    }
  }
  const discriminator = schema.discriminator;
  const alternatives = out.anyOf;
  if (isObject(discriminator) && isObject(discriminator.mapping) && Array.isArray(alternatives)) {
    const property = String(discriminator.propertyName);
    const mapping = Object.entries(discriminator.mapping).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    delete out.anyOf;
    out.if = {
      required: [property],
      properties: { [property]: { enum: mapping.map(([name]) => name) } },
    };
    out.then = {
      anyOf: mapping.map(([name, ref]) => ({
        allOf: [{ properties: { [property]: { const: name } } }, { $ref: toRef(ref) }],
      })),
    };
    out.else = { anyOf: alternatives };
  }
  return out;
}

const toRef = (ref: string) => (ref.startsWith('#') ? `${documentId}${ref}` : ref);

function resolve(document: JsonObject, value: Json): Json {
  let current = value;
  for (
    let depth = 0;
    depth < 10 && isObject(current) && typeof current.$ref === 'string';
    depth++
  ) {
    let target: Json = document;
    for (const part of current.$ref.replace(/^#\//, '').split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    current = target;
  }
  return current;
}

function compile(ajv: Ajv, document: JsonObject, schema: Json): ValidateFunction | null {
  if (schema === undefined) return null;
  try {
    return ajv.compile({ allOf: [toJsonSchema(resolve(document, schema))] });
  } catch {
    return null;
  }
}

interface Reading {
  ajv: Ajv;
  document: JsonObject;
}

/** The contents of a request body or answer, read both as clients do and as published. */
function contents(clients: Reading, published: Reading, at: readonly string[]): PublishedContent[] {
  const contentAt = (reading: Reading) => {
    let node: Json = reading.document;
    for (const part of at)
      node = isObject(node) ? resolve(reading.document, node[part]) : undefined;
    const content = isObject(node) ? resolve(reading.document, node.content) : undefined;
    return isObject(content) ? content : {};
  };
  const asPublished = contentAt(published);
  return Object.entries(contentAt(clients)).map(([mediaType, raw]) => {
    const entry = isObject(raw) ? raw : {};
    const original = asPublished[mediaType];
    const examples: PublishedExample[] = [];
    if (isObject(entry.examples)) {
      for (const [name, example] of Object.entries(entry.examples)) {
        const found = resolve(clients.document, example);
        if (isObject(found) && 'value' in found) examples.push({ name, value: found.value });
      }
    }
    if ('example' in entry) examples.push({ name: 'example', value: entry.example });
    return {
      mediaType,
      validate: compile(clients.ajv, clients.document, entry.schema),
      validateAsPublished: isObject(original)
        ? compile(published.ajv, published.document, original.schema)
        : null,
      examples,
    };
  });
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** Reads one document; null when its file is absent. */
export function loadDocument(dir: string, api: PublishedApiKey): PublishedDocument | null {
  const file = join(dir, publishedApiFiles[api]);
  if (!existsSync(file)) return null;
  const parsed: Json = parse(readFileSync(file, 'utf8'));
  if (!isObject(parsed) || !isObject(parsed.paths)) return null;
  const reading = (document: JsonObject): Reading => {
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false, unicodeRegExp: false });
    addFormats(ajv);
    ajv.addSchema(toJsonSchema(document) as object, documentId);
    return { ajv, document };
  };
  const published = reading(parsed);
  const clients = reading(readAsClientsDo(api, parsed));
  const document = clients.document;
  const operations: PublishedOperation[] = [];
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, raw] of Object.entries(item)) {
      if (!methods.includes(method) || !isObject(raw)) continue;
      const at = ['paths', path, method];
      const responses: Record<string, PublishedContent[]> = {};
      for (const status of Object.keys(isObject(raw.responses) ? raw.responses : {}))
        responses[status] = contents(clients, published, [...at, 'responses', status]);
      operations.push({
        api,
        method: method.toUpperCase(),
        path,
        operationId: typeof raw.operationId === 'string' ? raw.operationId : undefined,
        request: contents(clients, published, [...at, 'requestBody']),
        responses,
      });
    }
  }
  const info = isObject(document.info) ? document.info : {};
  return { api, version: String(info.version ?? ''), document, operations };
}

/** Every claimed API's document that is present. */
export function loadDocuments(dir = documentsDir()): PublishedDocument[] {
  return (Object.keys(publishedApiFiles) as PublishedApiKey[])
    .map((api) => loadDocument(dir, api))
    .filter((doc): doc is PublishedDocument => doc !== null);
}
