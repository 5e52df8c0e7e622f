// Quoting for a POSIX shell: every recorded value a shell snippet writes goes through it.

/** Wraps in single quotes, each single quote inside written as '\'' (nothing is special inside). */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
