// The visitor's webhook delivery faults (issue 30), read once and shared by what shows them
// (issue 44): the switches in a webhook's inspector and in the terminal's own faults panel, and
// the badge that says while any is on (they are kept on the demo server for this visitor, so
// they stay on across shops and reloads). Each change is saved there and recorded in the trail.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { recordServerCall, timed } from './record-server-call';
import {
  faultNames,
  faultsPath,
  fetchFaults,
  saveFaults,
  type FaultName,
  type Faults,
} from './webhook-inspector-api';

export interface WebhookFaultsState {
  /** Null until read (or when the server could not be read: `note` says why). */
  faults: Faults | null;
  /** With a real provider only the receiver's own fault (first500) can be set. */
  isSimulator: boolean;
  /** Why the faults could not be read, if they could not. */
  note: string;
  /**
   * Saves `wanted` for this visitor, recorded in the trail as `Webhook fault: <what>`; resolves
   * with what the visitor should read (the fault's new state, or why it did not change).
   */
  save(wanted: Faults, what: string): Promise<{ ok: boolean; message: string }>;
}

const FaultsContext = createContext<WebhookFaultsState | null>(null);

export { noVisitorFaults as allFaultsOff } from '@sjd/contracts';

/** The faults that are on, in the inspector's order. */
export const faultsOn = (faults: Faults | null): FaultName[] =>
  faults ? faultNames.filter((name) => faults[name]) : [];

export function WebhookFaultsProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [faults, setFaults] = useState<Faults | null>(null);
  const [isSimulator, setSimulator] = useState(true);
  const [note, setNote] = useState('');
  // The last saved (or read) faults, for a change that fails to go back to.
  const confirmed = useRef<Faults | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void fetchFaults().then((answer) => {
      if (!isCurrent) return;
      if (answer.ok) {
        confirmed.current = answer.value.faults;
        setFaults(answer.value.faults);
        setSimulator(answer.value.simulator);
      } else setNote(answer.message);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const save = useCallback(
    async (wanted: Faults, what: string) => {
      setFaults(wanted);
      const { answer, responseTime } = await timed(() => saveFaults(wanted));
      recordServerCall(
        dispatch,
        `Webhook fault: ${what}`,
        { method: 'PUT', url: faultsPath, body: { faults: wanted } },
        answer.ok
          ? { status: 200, body: { faults: answer.value.faults }, responseTime }
          : { status: answer.status, body: { message: answer.message }, responseTime },
      );
      if (!answer.ok) {
        setFaults(confirmed.current);
        return { ok: false, message: answer.message };
      }
      confirmed.current = answer.value.faults;
      setFaults(answer.value.faults);
      return { ok: true, message: `${what} for your payments.` };
    },
    [dispatch],
  );

  const value = useMemo(
    () => ({ faults, isSimulator, note, save }),
    [faults, isSimulator, note, save],
  );
  return <FaultsContext.Provider value={value}>{children}</FaultsContext.Provider>;
}

export function useWebhookFaults(): WebhookFaultsState {
  const state = useContext(FaultsContext);
  if (!state) throw new Error('useWebhookFaults outside a WebhookFaultsProvider');
  return state;
}
