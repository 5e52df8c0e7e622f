// Collects figures, budget checks and invariants and prints them as one table at the end of the
// run. Budgets are measured limits (a rate, a time, a size): asserted by `npm run bench`, printed
// only in a smoke run (lib/mode.ts). Invariants hold whatever the machine's load (no errors, the
// terminal's calls) and are asserted in both.
import { smoke } from './mode';

export interface Figure {
  name: string;
  value: string;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
  /** An invariant is asserted in a smoke run too; a budget is not. */
  invariant: boolean;
}

export interface Note {
  title: string;
  lines: string[];
}

export class Report {
  readonly figures: Figure[] = [];
  readonly checks: Check[] = [];
  readonly notes: Note[] = [];

  /** `label` prefixes the lines printed as they come (benches running side by side). */
  constructor(private readonly label = '') {}

  /** Takes in what another report collected (one bench's, run beside others). */
  absorb(other: Report): void {
    this.figures.push(...other.figures);
    this.checks.push(...other.checks);
    this.notes.push(...other.notes);
  }

  /** A block of lines printed as it is (a profile's top frames, a list of modules). */
  note(title: string, lines: string[]): void {
    this.notes.push({ title, lines });
    console.log(`  ${this.label}${title}: printed at the end`);
  }

  figure(name: string, value: string): void {
    this.figures.push({ name, value });
    console.log(`  ${this.label}${name}: ${value}`);
  }

  /** A limit on a measured time, rate or size: asserted by `npm run bench`, not by a smoke run. */
  budget(name: string, ok: boolean, detail: string): void {
    this.checks.push({ name, ok, detail, invariant: false });
  }

  /** Something that holds whatever the machine's load: asserted in every run. */
  invariant(name: string, ok: boolean, detail: string): void {
    this.checks.push({ name, ok, detail, invariant: true });
  }

  /** Whether a check fails this run (a budget does not in a smoke run). */
  static fails(check: Check): boolean {
    return !check.ok && (check.invariant || !smoke);
  }

  print(): void {
    for (const n of this.notes) {
      console.log(`\n${n.title}`);
      for (const line of n.lines) console.log(`  ${line}`);
    }
    const width = Math.max(...this.figures.map((f) => f.name.length), 10);
    console.log('\nFigures');
    for (const f of this.figures) console.log(`  ${f.name.padEnd(width)}  ${f.value}`);
    if (this.checks.length > 0) {
      console.log(
        smoke ? '\nBudgets and invariants (budgets not asserted: smoke run)' : '\nBudgets',
      );
      for (const c of this.checks) {
        const verdict = c.ok ? 'ok  ' : Report.fails(c) ? 'FAIL' : 'over';
        console.log(`  ${verdict}  ${c.name}: ${c.detail}`);
      }
    }
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;
