// The 3DS frames' public face for the processing screen (spec §4 "3DS frames";
// provider-api.md §3). The journeys (features/journeys) do the API calls and hold the frames'
// state (`selectDeviceDataFrame`, `selectChallengeFrame`); the screen renders these frames and
// reports back with the journeys' browser events:
// - Device data collection: while `selectDeviceDataFrame` returns {url, jwt, bin}, render a
//   hidden iframe and post a form into it (method POST, action `url`, hidden inputs `Bin` and
//   `JWT`). Listen to window 'message'; `sessionIdFromDeviceDataMessage(event,
//   config.secureOrigin3ds)` gives the SessionId (origin checked, JSON string parsed,
//   'profile.completed' + Status true) → dispatch `deviceDataCollected({ sessionId })`. Without
//   one within 10 s the flow goes on by itself.
// - Challenge: while `selectChallengeFrame` returns {url, jwt, reference, windowSize}, show an
//   iframe of `windowSize` (fade it in on load) and post a form into it (action `url`, hidden
//   input `JWT`, optional `MD`). The provider's page returns to config.challengeReturnUrl in
//   the same frame; that page posts 'Challenge received' to the parent →
//   `readChallengeReturnMessage(event, location.origin)` (also check `event.source` is the
//   frame's window) → dispatch `challengeReceived()`. The frame unmounts as the step moves on.
export { ChallengeFrame } from './ChallengeFrame';
export { DeviceDataFrame } from './DeviceDataFrame';
export { readChallengeReturnMessage, sessionIdFromDeviceDataMessage } from './frame-messages';
