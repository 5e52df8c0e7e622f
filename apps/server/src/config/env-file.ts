// `.env` support: before the environment is validated, the server reads KEY=value lines from
// `.env` in the folder it starts in (the repository root with the npm scripts, /app in the
// container) with Node's own parser, process.loadEnvFile. Variables already set in the
// environment win over the file, so a host's real settings are never overridden by a stray file.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const envFileName = '.env';

/** Loads `<dir>/.env` into process.env when it exists; returns its path, or null when absent. */
export function loadEnvFile(dir: string): string | null {
  const path = join(dir, envFileName);
  if (!existsSync(path)) return null;
  // loadEnvFile reports a folder as "should be a valid string", which helps nobody.
  if (!statSync(path).isFile()) throw new Error(`${path} is not a file`);
  process.loadEnvFile(path);
  return path;
}

/**
 * The environment without empty values: `KEY=` (an uncommented line of .env.example, or
 * compose's `${KEY:-}`) means "use the default", not "set to nothing".
 */
export function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}
