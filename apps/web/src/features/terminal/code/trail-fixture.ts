// A recorded 3DS journey (Orchestrated, card 4000000000001091, challenge passed), as the terminal
// kept it — card number and CVC masked —, recorded once by the flow tests' provider stack with
// the sandbox at http://127.0.0.1:8081. The Code, HAR, share and diagram tests read it.
import { triggerSchema, type Trigger } from '../../event-log';
import * as z from 'zod/mini';
import recorded from './fixtures/three-ds-trail.json';

export const fixtureSandboxUrl = 'http://127.0.0.1:8081';

export const threeDsTrail: Trigger[] = z.array(triggerSchema).parse(recorded);
