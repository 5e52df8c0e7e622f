// {base}/processing (spec §2 "{base}/processing", §4 "Payment status", "Tokens"): shows the
// journey while it runs, hosts the 3DS frames and reports their messages, and leaves exactly once
// when the journey is over, to where the shop's rules send it (shared/destinations.ts). Opened
// with nothing running (a reload mid-payment loses the journey, not the basket), it goes to the
// shop's idle screen.
import { Navigate } from 'react-router';
import { selectEnvironmentConfig } from '../../../features/environment/environment-slice';
import {
  selectIsProcessing,
  selectProcessingDestination,
  selectProcessingText,
} from '../../../features/payment';
import { selectLatestStep } from '../../../features/processing/latest-step';
import { ProcessingScreen } from '../../../features/processing/ProcessingScreen';
import {
  challengeReceived,
  deviceDataCollected,
  selectChallengeFrame,
  selectDeviceDataFrame,
} from '../../../features/three-ds';
import { ChallengeFrame } from '../../../features/three-ds/ChallengeFrame';
import { DeviceDataFrame } from '../../../features/three-ds/DeviceDataFrame';
import { selectSavedTokens } from '../../../features/tokens';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { shopScreen } from '../shop-screen';
import { idleDestination, processingDestination } from './destinations';

export const ProcessingRoute = shopScreen(function ProcessingRoute({ shop }) {
  const dispatch = useAppDispatch();
  const destination = useAppSelector(selectProcessingDestination);
  const isProcessing = useAppSelector(selectIsProcessing);
  const savedTokens = useAppSelector(selectSavedTokens);
  const text = useAppSelector(selectProcessingText);
  const latestStep = useAppSelector(selectLatestStep);
  const config = useAppSelector(selectEnvironmentConfig);
  const deviceData = useAppSelector(selectDeviceDataFrame);
  const challenge = useAppSelector(selectChallengeFrame);
  if (destination) {
    // Replace: Back from the result screen must not land on a finished processing screen.
    const next = processingDestination(shop, destination, savedTokens);
    return <Navigate to={next.to} state={next.state} replace />;
  }
  if (!isProcessing) return <Navigate to={idleDestination(shop).to} replace />;

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
});
