// How each language's snippet runs on this machine (test support for the snippet runs): the file
// it is written to, the command that runs it, and a probe that says whether the toolchain is here.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CodeLanguage } from './code-language';

const run = promisify(execFile);

/** How each language runs a file, and the command that says whether it can here. */
export const toolchains: Record<
  CodeLanguage,
  { file: string; probe: string[]; command: string[] }
> = {
  curl: { file: 'call.sh', probe: ['curl', '--version'], command: ['bash'] },
  node: { file: 'call.mjs', probe: [process.execPath, '--version'], command: [process.execPath] },
  python: {
    file: 'call.py',
    probe: ['python3', '-c', 'import requests'],
    command: ['python3'],
  },
  java: { file: 'Main.java', probe: ['java', '-version'], command: ['java'] },
  csharp: { file: 'call.csx', probe: ['dotnet', '--version'], command: ['dotnet', 'script'] },
  php: { file: 'call.php', probe: ['php', '--version'], command: ['php'] },
  go: { file: 'main.go', probe: ['go', 'version'], command: ['go', 'run'] },
};

export async function hasToolchain(language: CodeLanguage): Promise<boolean> {
  const [command = '', ...args] = toolchains[language].probe;
  try {
    await run(command, args, { timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}
