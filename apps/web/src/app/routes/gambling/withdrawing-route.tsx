// {base}/withdrawing (spec §2 "Gambling": 'Processing Withdrawal' with a spinner; §4 "Payout and
// withdrawal"): shown while the payout runs; once it is over it leaves exactly once, to the
// shop's screen for the outcome's family (route table `payout`) with transaction type 'withdraw'.
// Opened with nothing running (a reload loses the journey, not the balance), to the account,
// unless a reload stopped a withdrawal: then it says so (issue 35; shared/interrupted-journey).
// Opened by a shared journey's replay (issue 44), it shows the replayed step and runs nothing.
import { useLocation } from 'react-router';
import { selectInterruption } from '../../../features/event-log';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { selectIsWithdrawing, selectPayoutDestination } from '../../../features/journeys';
import { selectLatestStep } from '../../../features/processing/latest-step';
import { ProcessingScreen } from '../../../features/processing/ProcessingScreen';
import { useAppSelector } from '../../../lib/hooks';
import { replayFromNavigationState } from '../../../lib/navigation-state';
import { payoutDestination } from '../shared/destinations';
import { InterruptedJourneyScreen, useInterruptedJourney } from '../shared/interrupted-journey';
import { shopScreen, type ShopScreenProps } from '../shop-screen';

export const withdrawingText = 'Processing Withdrawal';

export const WithdrawingRoute = shopScreen(function WithdrawingRoute({ shop }) {
  const replayed = replayFromNavigationState(useLocation().state);
  if (replayed) {
    return (
      <ProcessingScreen
        text={withdrawingText}
        latestStep={replayed.latestStep}
        challenge={null}
        hiddenFrames={null}
      />
    );
  }
  return <Withdrawing shop={shop} />;
});

function Withdrawing({ shop }: ShopScreenProps) {
  const family = useAppSelector(selectPayoutDestination);
  const isWithdrawing = useAppSelector(selectIsWithdrawing);
  const latestStep = useAppSelector(selectLatestStep);
  const interruption = useAppSelector(selectInterruption);
  // The spinner stays until the next screen can paint. Replace: Back from the result screen must
  // not land on a finished withdrawing screen.
  useLeaveTo(
    family
      ? { ...payoutDestination(shop, family), replace: true }
      : isWithdrawing || interruption
        ? null
        : { to: shop.path('account'), replace: true },
  );
  const interrupted = useInterruptedJourney(isWithdrawing, Boolean(family));
  if (interrupted)
    return (
      <InterruptedJourneyScreen interruption={interrupted} continueTo={shop.path('account')} />
    );
  return (
    <ProcessingScreen
      text={withdrawingText}
      latestStep={latestStep}
      challenge={null}
      hiddenFrames={null}
    />
  );
}
