// The Code view's languages, and the visitor's choice of one: kept in localStorage across entries
// and reloads, validated on the way back (anything else reads as curl).
import * as z from 'zod/mini';
import { readVersioned, writeVersioned, type StorageLike } from '../../../lib/persistence';

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
