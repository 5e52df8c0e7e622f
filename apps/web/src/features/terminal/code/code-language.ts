// The Code view's languages, and the visitor's choice of one: kept in localStorage across entries
// and reloads, validated on the way back (anything else reads as curl).
import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import {
  browserStorage,
  readVersioned,
  writeVersioned,
  type StorageLike,
} from '../../../lib/persistence';

export const codeLanguages = ['curl', 'node', 'python', 'java', 'csharp', 'php', 'go'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

export const codeLanguageLabels: Record<CodeLanguage, string> = {
  curl: 'curl',
  node: 'Node (fetch)',
  python: 'Python (requests)',
  java: 'Java (java.net.http)',
  csharp: 'C# (HttpClient)',
  php: 'PHP (cURL)',
  go: 'Go (net/http)',
};

const storageKey = 'codeLanguage';
const storageVersion = 1;
const languageSchema = z.enum(codeLanguages);

export function readCodeLanguage(storage: StorageLike | null): CodeLanguage {
  if (!storage) return 'curl';
  return readVersioned(storage, storageKey, storageVersion, languageSchema) ?? 'curl';
}

export function writeCodeLanguage(storage: StorageLike | null, language: CodeLanguage): void {
  if (storage) writeVersioned(storage, storageKey, storageVersion, language);
}

// One choice for every open Code view: a change in one shows in all, and in the next one opened.
let current: CodeLanguage | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): CodeLanguage {
  current ??= readCodeLanguage(browserStorage());
  return current;
}

/** The visitor's language and the function that changes it (and remembers it). */
export function useCodeLanguage(): [CodeLanguage, (language: CodeLanguage) => void] {
  const language = useSyncExternalStore(subscribe, snapshot);
  const choose = useCallback((next: CodeLanguage) => {
    current = next;
    writeCodeLanguage(browserStorage(), next);
    for (const listener of listeners) listener();
  }, []);
  return [language, choose];
}

/** For tests: forget the choice held in memory, as a reload would. */
export function forgetCodeLanguage(): void {
  current = null;
}

export function isCodeLanguage(value: string): value is CodeLanguage {
  return (codeLanguages as readonly string[]).includes(value);
}
