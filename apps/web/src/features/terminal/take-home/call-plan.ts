// The part of a replay plan one call needs (Copy as curl, the Code view): the call and every step
// it needs, transitively — the card session its token was made from, the token, the 3DS steps
// before it — renumbered, with only the fresh values they use. A payment's follow-up thus runs
// as-is: it first makes a payment of its own to follow up.
import type { PlanStep, ReplayPlan, UrlPart, ValueSource } from './plan-types';

function sourcesOf(step: PlanStep): ValueSource[] {
  if (step.kind !== 'request') return [];
  return [
    ...step.url.flatMap((part) => ('source' in part ? [part.source] : [])),
    ...step.replacements.map((replacement) => replacement.source),
  ];
}

/** The plan of the call at `trailStep` (the terminal's step number), or null when none is there. */
export function planForCall(plan: ReplayPlan, trailStep: number): ReplayPlan | null {
  const target = plan.steps.findIndex(
    (step) => step.kind === 'request' && step.trailStep === trailStep,
  );
  if (target < 0) return null;
  const kept = new Set<number>();
  const visit = (index: number) => {
    if (kept.has(index)) return;
    kept.add(index);
    for (const need of plan.steps[index]?.needs ?? []) visit(need);
  };
  visit(target);
  const order = [...kept].sort((a, b) => a - b);
  const stepIndex = new Map(order.map((old, index) => [old, index]));
  const usedFresh = [
    ...new Set(
      order.flatMap((old) => {
        const step = plan.steps[old];
        return step
          ? sourcesOf(step).flatMap((source) => (source.kind === 'fresh' ? [source.fresh] : []))
          : [];
      }),
    ),
  ].sort((a, b) => a - b);
  const freshIndex = new Map(usedFresh.map((old, index) => [old, index]));
  const step = (old: number) => stepIndex.get(old) ?? old;
  const source = (value: ValueSource): ValueSource =>
    value.kind === 'fresh'
      ? { kind: 'fresh', fresh: freshIndex.get(value.fresh) ?? value.fresh }
      : { ...value, step: step(value.step) };
  const steps = order.flatMap((old): PlanStep[] => {
    const original = plan.steps[old];
    if (!original) return [];
    const needs = original.needs.map(step);
    switch (original.kind) {
      case 'request':
        return [
          {
            ...original,
            needs,
            url: original.url.map((part): UrlPart =>
              'source' in part ? { source: source(part.source) } : part,
            ),
            replacements: original.replacements.map((r) => ({ ...r, source: source(r.source) })),
          },
        ];
      case 'deviceData':
      case 'challenge':
      case 'hostedPage':
        return [{ ...original, needs, from: { ...original.from, step: step(original.from.step) } }];
      default:
        return [{ ...original, needs }];
    }
  });
  return {
    steps,
    fresh: usedFresh.flatMap((old) => {
      const value = plan.fresh[old];
      return value ? [value] : [];
    }),
  };
}
