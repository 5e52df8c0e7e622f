// The shell's folded panels, remembered (issue 35, item 7): a presenter on a 1280–1440 px laptop
// folds the terminal or the left panel to give the shop room, and it stays folded across reloads
// and visits. Stored like the rest of the demo's state, {"version": 1, "data": …} under
// sjd:layout, validated on the way back.
import * as z from 'zod/mini';
import { readVersioned, writeVersioned, type StorageLike } from '../../lib/persistence';
import type { AppWrapperState } from './app-wrapper-slice';

const key = 'layout';
const version = 1;
const layoutSchema = z.object({
  isTerminalCollapsed: z.boolean(),
  isLeftPanelCollapsed: z.boolean(),
});
type Layout = z.infer<typeof layoutSchema>;

export function readLayout(storage: StorageLike | null): Layout | null {
  return (storage && readVersioned(storage, key, version, layoutSchema)) ?? null;
}

/** Writes the folded panels whenever one changes. */
export function persistLayoutOnChange(
  store: {
    getState(): { appWrapper: AppWrapperState };
    subscribe(listener: () => void): () => void;
  },
  storage: StorageLike | null,
): () => void {
  if (!storage) return () => {};
  let last = '';
  const write = () => {
    const { isTerminalCollapsed, isLeftPanelCollapsed } = store.getState().appWrapper;
    const layout = { isTerminalCollapsed, isLeftPanelCollapsed };
    const text = JSON.stringify(layout);
    if (text === last) return;
    last = text;
    writeVersioned(storage, key, version, layout);
  };
  write();
  return store.subscribe(write);
}
