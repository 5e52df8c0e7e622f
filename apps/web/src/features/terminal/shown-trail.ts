// The trail the terminal shows (the live one, or a file or recording shown instead), for what a
// single step needs from the steps around it: a call's take-home code makes first what the call
// needs, from the answers before it (take-home/call-plan.ts).
import { createContext, useContext } from 'react';
import type { Trigger } from '../event-log';

export const ShownTrail = createContext<readonly Trigger[]>([]);

export const useShownTrail = () => useContext(ShownTrail);
