// The 3DS feature's public face for the processing screen's frames: what to render (the hidden
// DDC form, the challenge form), the two browser events the frames dispatch, and the message
// readers that check where a postMessage came from.
export { readBrowserData, type BrowserData } from './browser-data';
export { readChallengeReturnMessage, sessionIdFromDeviceDataMessage } from './frame-messages';
export {
  challengeReceived,
  deviceDataCollected,
  selectAuthData,
  selectChallengeFrame,
  selectDeviceData,
  selectDeviceDataFrame,
  selectThreeDsStep,
  selectVerifyData,
  type ChallengeData,
  type DeviceDataCollection,
  type ThreeDsStep,
} from './three-ds-slice';
