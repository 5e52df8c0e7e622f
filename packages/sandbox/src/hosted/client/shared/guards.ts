// Small readers for data that crosses a boundary (postMessage, the page's JSON data block,
// fetch answers): they check shapes at run time instead of trusting a cast.

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringAt(value: Json, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}

export function booleanAt(value: Json, key: string): boolean | undefined {
  const field = value[key];
  return typeof field === 'boolean' ? field : undefined;
}

export function numberAt(value: Json, key: string): number | undefined {
  const field = value[key];
  return typeof field === 'number' && Number.isFinite(field) ? field : undefined;
}

export function recordAt(value: Json, key: string): Json | undefined {
  const field = value[key];
  return isRecord(field) ? field : undefined;
}

export function stringsAt(value: Json, key: string): string[] | undefined {
  const field = value[key];
  return Array.isArray(field) && field.every((item) => typeof item === 'string')
    ? field.filter((item): item is string => typeof item === 'string')
    : undefined;
}

/** The page's data block (#sjd-data), written by the server as JSON. */
export function pageData(): Json {
  const text = document.getElementById('sjd-data')?.textContent ?? '';
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
