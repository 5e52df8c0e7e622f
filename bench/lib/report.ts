// Collects figures and budget checks and prints them as one table at the end of the run.

export interface Figure {
  name: string;
  value: string;
}

export interface Budget {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Note {
  title: string;
  lines: string[];
}

export class Report {
  readonly figures: Figure[] = [];
  readonly budgets: Budget[] = [];
  readonly notes: Note[] = [];

  /** A block of lines printed as it is (a profile's top frames, a list of modules). */
  note(title: string, lines: string[]): void {
    this.notes.push({ title, lines });
    console.log(`  ${title}: printed at the end`);
  }

  figure(name: string, value: string): void {
    this.figures.push({ name, value });
    console.log(`  ${name}: ${value}`);
  }

  budget(name: string, ok: boolean, detail: string): void {
    this.budgets.push({ name, ok, detail });
  }

  print(): boolean {
    for (const n of this.notes) {
      console.log(`\n${n.title}`);
      for (const line of n.lines) console.log(`  ${line}`);
    }
    const width = Math.max(...this.figures.map((f) => f.name.length), 10);
    console.log('\nFigures');
    for (const f of this.figures) console.log(`  ${f.name.padEnd(width)}  ${f.value}`);
    if (this.budgets.length > 0) {
      console.log('\nBudgets');
      for (const b of this.budgets)
        console.log(`  ${b.ok ? 'ok  ' : 'FAIL'}  ${b.name}: ${b.detail}`);
    }
    return this.budgets.every((b) => b.ok);
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;
