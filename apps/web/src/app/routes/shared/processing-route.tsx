// {base}/processing (spec §2 "{base}/processing", §4 "Payment status", "Tokens"): shows the
// journey while it runs, hosts the 3DS frames and reports their messages, and leaves exactly once
// when the journey is over, to where the shop's rules send it (shared/destinations.ts). Opened
// with nothing running (a reload mid-payment loses the journey, not the basket), it goes to the
// shop's idle screen, unless a reload stopped a journey: then it says so (issue 35; the trail's
// restore found it, features/event-log/trail-storage.ts). A hosted payment the provider reported
// pending (spec §4 "Hosted payment": pending → {base}/processing) has no journey left: the
// screen says the payment is with the provider, shows its reference and offers the shop's
// success way on (route table) and 'View order' (issue 29: the order, as the provider has it).
// Opened by a shared journey's replay (issue 44), it shows the replayed step and runs nothing.
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { selectEnvironmentConfig } from '../../../features/environment/environment-slice';
import {
  paymentOutcomeAcknowledged,
  selectIsPaymentPending,
  selectIsProcessing,
  selectPaymentAuth,
  selectProcessingDestination,
  selectProcessingText,
} from '../../../features/journeys';
import { apmLeft, apmReturned, selectApmStep, selectApmWaiting } from '../../../features/journeys';
import { LocalMethodScreen, WaitingForBank } from '../../../features/local-methods';
import { selectLatestStep } from '../../../features/processing/latest-step';
import { ProcessingScreen } from '../../../features/processing/ProcessingScreen';
import { selectInterruption } from '../../../features/event-log';
import { OrderWayOn } from '../../../features/result/SuccessPanel';
import { ViewOrderButton } from '../../../features/orders/ViewOrderButton';
import {
  challengeReceived,
  deviceDataCollected,
  selectChallengeFrame,
  selectDeviceDataFrame,
} from '../../../features/journeys';
import { ChallengeFrame } from '../../../features/three-ds/ChallengeFrame';
import { DeviceDataFrame } from '../../../features/three-ds/DeviceDataFrame';
import { addCardTrigger, selectSavedTokens } from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { replayFromNavigationState, type ReplayedStep } from '../../../lib/navigation-state';
import { shopScreen, type ShopScreenProps } from '../shop-screen';
import { idleDestination, processingDestination } from './destinations';
import { InterruptedJourneyScreen, useInterruptedJourney } from './interrupted-journey';

/** ours: spec §4 sends a pending hosted payment here without words for it. */
export const pendingText =
  'Your payment is with the payment provider and will be confirmed shortly. There is no need to pay again.';

export const ProcessingRoute = shopScreen(function ProcessingRoute({ shop }) {
  const replayed = replayFromNavigationState(useLocation().state);
  // Kept from the moment the screen opened: acknowledging clears the status from the store.
  const isPendingNow = useAppSelector(selectIsPaymentPending);
  const [isPending, setIsPending] = useState(isPendingNow);
  // A local method's payment ends pending while this screen shows it (issue 45): from then on
  // it is the pending screen, though acknowledging it clears the status.
  if (isPendingNow && !isPending) setIsPending(true);
  if (replayed) return <ReplayedProcessing step={replayed} />;
  return isPending ? <PendingPayment shop={shop} /> : <Processing shop={shop} />;
});

/** The screen as the shopper saw it at a replayed step: the spinner and that step, nothing run. */
function ReplayedProcessing({ step }: { step: ReplayedStep }) {
  const isAddingCard = step.latestStep?.startsWith(`${addCardTrigger} ·`) === true;
  return (
    <ProcessingScreen
      text={isAddingCard ? 'Adding card' : 'Processing payment'}
      latestStep={step.latestStep}
      challenge={null}
      hiddenFrames={null}
    />
  );
}

/** A payment the provider has not settled yet: nothing runs any more; the shop's way on. */
function PendingPayment({ shop }: ShopScreenProps) {
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectProcessingText);
  const auth = useAppSelector(selectPaymentAuth);
  const [reference] = useState(auth?.transactionReference ?? null);
  const waiting = useAppSelector(selectApmWaiting);
  const isWaitingForBank = waiting !== null && waiting.transactionReference === reference;
  const [acknowledgeOnLeave] = useState(isWaitingForBank);
  useEffect(() => {
    // A local method's payment that ended on this screen keeps its status while the shopper is
    // here: the journey's summary card is written just after, from that status (issue 45).
    if (acknowledgeOnLeave) return () => void dispatch(paymentOutcomeAcknowledged());
    dispatch(paymentOutcomeAcknowledged());
  }, [dispatch, acknowledgeOnLeave]);
  const { continueTo, continueLabel } = shop.rules.success;
  const wayOn = (
    <>
      <OrderWayOn
        reference={reference}
        referenceLabel={shop.rules.messages.referenceLabel}
        continueTo={shop.path(continueTo)}
        continueLabel={continueLabel}
      />
      <ViewOrderButton reference={reference} />
    </>
  );
  // Issue 45: a local method's payment waits for the bank, and the provider's events move it on.
  if (waiting && isWaitingForBank) {
    return <WaitingForBank waiting={waiting} wayOn={wayOn} />;
  }
  return (
    <ProcessingScreen
      text={text}
      latestStep={null}
      challenge={null}
      hiddenFrames={null}
      details={
        <>
          <Typography sx={{ maxWidth: 390 }}>{pendingText}</Typography>
          <OrderWayOn
            reference={reference}
            referenceLabel={shop.rules.messages.referenceLabel}
            continueTo={shop.path(continueTo)}
            continueLabel={continueLabel}
          />
          <ViewOrderButton reference={reference} />
        </>
      }
    />
  );
}

function Processing({ shop }: ShopScreenProps) {
  const dispatch = useAppDispatch();
  const interruption = useAppSelector(selectInterruption);
  const destination = useAppSelector(selectProcessingDestination);
  const isProcessing = useAppSelector(selectIsProcessing);
  const savedTokens = useAppSelector(selectSavedTokens);
  const text = useAppSelector(selectProcessingText);
  const latestStep = useAppSelector(selectLatestStep);
  const config = useAppSelector(selectEnvironmentConfig);
  const deviceData = useAppSelector(selectDeviceDataFrame);
  const challenge = useAppSelector(selectChallengeFrame);
  const apmStep = useAppSelector(selectApmStep);
  const onApmReturned = useCallback(
    (message: { kind: string; ref: string; error: string | null }) =>
      dispatch(apmReturned(message)),
    [dispatch],
  );
  // The spinner stays until the result screen can paint (issue 35). Replace: Back from the
  // result screen must not land on a finished processing screen.
  useLeaveTo(
    destination
      ? { ...processingDestination(shop, destination, savedTokens), replace: true }
      : isProcessing || interruption
        ? null
        : { to: idleDestination(shop).to, replace: true },
  );
  const interrupted = useInterruptedJourney(isProcessing, Boolean(destination));
  if (interrupted)
    return (
      <InterruptedJourneyScreen interruption={interrupted} continueTo={idleDestination(shop).to} />
    );

  // Issue 45: the shopper at the provider (its page framed, or a QR code).
  if (apmStep.name === 'atProvider') {
    return (
      <LocalMethodScreen
        step={apmStep}
        onReturned={onApmReturned}
        onLeave={() => dispatch(apmLeft())}
      />
    );
  }

  return (
    <ProcessingScreen
      text={text}
      latestStep={latestStep}
      challenge={
        challenge && (
          <ChallengeFrame
            key={challenge.reference}
            challenge={challenge}
            appOrigin={window.location.origin}
            onReceived={(transactionId) =>
              dispatch(challengeReceived(transactionId ? { transactionId } : {}))
            }
          />
        )
      }
      hiddenFrames={
        deviceData &&
        config && (
          <DeviceDataFrame
            key={deviceData.jwt}
            collection={deviceData}
            secureOrigin3ds={config.secureOrigin3ds}
            onCollected={(sessionId) => dispatch(deviceDataCollected({ sessionId }))}
          />
        )
      }
    />
  );
}
