// Device data collection page (provider-api.md §3.1): tells the parent window the SessionId
// as the JSON *string* Cardinal sends, from the sandbox's origin, to the parent's origin only.
// A refused JWT sends Status false and no SessionId, so the merchant can go on without a
// collectionReference at once instead of waiting for its timeout.
import { booleanAt, pageData, stringAt, stringsAt } from '../shared/guards';
import { parentTargets, postToParent } from '../shared/origins';

const data = pageData();
const sessionId = stringAt(data, 'sessionId');
const ok = booleanAt(data, 'ok') === true && sessionId !== undefined;
const targets = parentTargets(
  stringsAt(data, 'allowedOrigins') ?? [],
  stringsAt(data, 'targets') ?? [],
);
const message = ok
  ? { MessageType: 'profile.completed', Status: true, SessionId: sessionId }
  : { MessageType: 'profile.completed', Status: false };
postToParent(JSON.stringify(message), targets);
