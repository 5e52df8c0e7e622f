// Whether the 'Test Cards' panel is open: the route's default (spec §2: open by default on
// checkout, account, add-card, replace-card and order-summary) until the shopper opens or closes
// it themselves; from then on their choice, kept across routes and reloads (issue 14: once
// closed it stays closed until they open it again). Stored like the rest of the demo's state, as
// {"version": 1, "data": "open" | "closed"} under sjd:testCards.
import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, readVersioned, writeVersioned, type Parser } from '../../lib/persistence';

export type TestCardsChoice = 'open' | 'closed';

const storageKey = 'testCards';
const version = 1;

const choiceParser: Parser<TestCardsChoice> = {
  safeParse: (value) =>
    value === 'open' || value === 'closed' ? { success: true, data: value } : { success: false },
};

let choice: TestCardsChoice | null | undefined;
const listeners = new Set<() => void>();

function current(): TestCardsChoice | null {
  if (choice === undefined) {
    const storage = browserStorage();
    choice = (storage && readVersioned(storage, storageKey, version, choiceParser)) ?? null;
  }
  return choice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shopper opened or closed the panel: remembered until they change it again. */
export function testCardsChosen(next: TestCardsChoice): void {
  choice = next;
  const storage = browserStorage();
  if (storage) writeVersioned(storage, storageKey, version, next);
  for (const listener of listeners) listener();
}

/** Forgets the in-memory copy (tests start from what storage holds). */
export function resetTestCardsChoiceForTests(): void {
  choice = undefined;
}

/** [isOpen, setOpen]: the shopper's choice if they made one, else the route's default. */
export function useTestCardsOpen(defaultOpen: boolean): [boolean, (open: boolean) => void] {
  const chosen = useSyncExternalStore(subscribe, current, () => null);
  const setOpen = useCallback((open: boolean) => testCardsChosen(open ? 'open' : 'closed'), []);
  return [chosen === null ? defaultOpen : chosen === 'open', setOpen];
}
