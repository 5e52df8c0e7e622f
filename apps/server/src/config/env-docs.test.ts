// The README's configuration table, .env.example and the env schemas (the server's and the
// built-in sandbox's) name the same variables, and .env.example's values are the defaults.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sandboxConfigFromEnv, sandboxEnvNames } from '@sjd/sandbox';
import { withoutEmptyValues } from './env-file';
import { loadConfig, serverEnvNames } from './env';

const repoFile = (name: string) =>
  readFileSync(new URL(`../../../../${name}`, import.meta.url), 'utf8');

const schemaNames = [...new Set([...serverEnvNames, ...sandboxEnvNames])].sort();

/** Names in the first column of the README's "Configuration" table; `X_*` stands for a family. */
function readmeNames(): string[] {
  const readme = repoFile('README.md');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration\n')) ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  const names = rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_*]+)`/g)]);
  return names
    .flatMap(([, name = '']) =>
      name.endsWith('*') ? schemaNames.filter((n) => n.startsWith(name.slice(0, -1))) : [name],
    )
    .sort();
}

const example = repoFile('.env.example');
const variableLine = /^# ([A-Z][A-Z0-9_]*)=/;

/** .env.example with every variable uncommented, read by Node's own .env parser. */
const exampleValues = () => parseEnv(example.replace(/^# (?=[A-Z][A-Z0-9_]*=)/gm, ''));

describe('configuration documents', () => {
  it('the README table, .env.example and the env schemas name the same variables', () => {
    expect(readmeNames()).toEqual(schemaNames);
    const exampleNames = example.split('\n').flatMap((line) => line.match(variableLine)?.[1] ?? []);
    expect(exampleNames.sort()).toEqual(schemaNames);
  });

  it('every value in .env.example is the default', () => {
    const env = withoutEmptyValues(exampleValues());
    const defaults = { webDist: '/srv/web' };
    expect(loadConfig(env, defaults)).toEqual(loadConfig({}, defaults));
    expect(sandboxConfigFromEnv(env)).toEqual(sandboxConfigFromEnv({}));
  });

  it('every group of variables in .env.example has a line saying what it is for', () => {
    const lines = example.split('\n');
    lines.forEach((line, i) => {
      if (!variableLine.test(line)) return;
      const previous = lines[i - 1] ?? '';
      expect(previous.startsWith('# '), `before ${line}`).toBe(true);
    });
  });
});
