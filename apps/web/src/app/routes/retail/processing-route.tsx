// {base}/processing for the fashion shops (spec §2 "{base}/processing", §4 "Payment status",
// "Tokens"): shows the journey while it runs, hosts the 3DS frames and reports their messages,
// and leaves exactly once when the journey is over — a payment status to {base}/{status}, an
// added card to {base}/account, a card that could not be added to {base}/addCardfailed. Opened
// with nothing running (a reload mid-payment loses the journey, not the basket), it returns to
// the basket.
import { Navigate } from 'react-router';
import { shopPath, type ShopTheme } from '../../../config/paths';
import { selectEnvironmentConfig } from '../../../features/environment/environment-slice';
import {
  selectIsProcessing,
  selectProcessingDestination,
  selectProcessingText,
  type ProcessingDestination,
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
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

function destinationPath(theme: ShopTheme, destination: ProcessingDestination): string {
  switch (destination.kind) {
    case 'payment':
      return shopPath(theme, destination.status);
    case 'cardAdded':
      return shopPath(theme, 'account');
    case 'cardAddFailed':
      return shopPath(theme, 'addCardFailed');
  }
}

export function ProcessingRoute() {
  const shop = useShopRoute();
  const dispatch = useAppDispatch();
  const destination = useAppSelector(selectProcessingDestination);
  const isProcessing = useAppSelector(selectIsProcessing);
  const text = useAppSelector(selectProcessingText);
  const latestStep = useAppSelector(selectLatestStep);
  const config = useAppSelector(selectEnvironmentConfig);
  const deviceData = useAppSelector(selectDeviceDataFrame);
  const challenge = useAppSelector(selectChallengeFrame);
  if (!shop) return null;
  // Replace: Back from the result screen must not land on a finished processing screen.
  if (destination) return <Navigate to={destinationPath(shop.theme, destination)} replace />;
  if (!isProcessing) return <Navigate to={shopPath(shop.theme, 'basket')} replace />;

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
