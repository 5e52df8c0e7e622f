// The path of the page on screen, for what sits above the router (AppServices: a page view per
// page). The landing renders before the router exists (main.tsx): until the router is there the
// path is the landing's, then the router's location.
import { useSyncExternalStore } from 'react';

export interface ShownPath {
  get(): string;
  set(path: string): void;
  subscribe(listener: () => void): () => void;
}

export function shownPath(initial: string): ShownPath {
  let path = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => path,
    set(next) {
      if (next === path) return;
      path = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useShownPath(source: ShownPath): string {
  return useSyncExternalStore(source.subscribe, source.get);
}
