// A journey a reload stopped (issue 35, item 2), on the screen that was showing it — processing
// for a payment or a card, withdrawing for a payout: once the reload has found nothing running,
// the screen says so (the restored trail's words, features/event-log/trail-storage.ts) with a way
// on, instead of leaving silently. A new journey replaces the message.
import { useEffect } from 'react';
import {
  interruptionAcknowledged,
  selectInterruption,
  type Interruption,
} from '../../../features/event-log';
import { InterruptedScreen } from '../../../features/processing/InterruptedScreen';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';

/** What the interrupted screen is titled, per kind of journey. */
export const interruptedTitles = {
  payment: 'Payment interrupted',
  card: 'Adding the card was interrupted',
  payout: 'Withdrawal interrupted',
} as const;

/**
 * The interruption this screen is to tell of: none while a journey runs (a new one acknowledges
 * the old message) or once the running one has an outcome to go to.
 */
export function useInterruptedJourney(
  isRunning: boolean,
  hasOutcome: boolean,
): Interruption | null {
  const dispatch = useAppDispatch();
  const interruption = useAppSelector(selectInterruption);
  const isStale = Boolean(interruption) && isRunning;
  useEffect(() => {
    if (isStale) dispatch(interruptionAcknowledged());
  }, [isStale, dispatch]);
  return interruption && !isRunning && !hasOutcome ? interruption : null;
}

export function InterruptedJourneyScreen(props: {
  interruption: Interruption;
  continueTo: string;
}) {
  const dispatch = useAppDispatch();
  return (
    <InterruptedScreen
      title={interruptedTitles[props.interruption.kind]}
      text={props.interruption.text}
      continueTo={props.continueTo}
      continueLabel="Continue"
      onContinue={() => dispatch(interruptionAcknowledged())}
    />
  );
}
