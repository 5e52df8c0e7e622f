// The trail as a HAR 1.2 file (issue 32): what a browser's network panel, a proxy or a HAR viewer
// opens. Each provider call of the trail is one entry (its request with the headers the provider
// expects — credentials left out —, its response with status and body, its time); what HAR has
// no field for goes in fields of our own, prefixed `_` as the format allows: the trigger, the API,
// the step's title and icons, a simulated exchange, and the steps that are not HTTP calls (device
// data collected, a webhook's delivery, a journey's result) in `log._notes`. So the file carries
// the whole trail and opening it in the terminal (trail-import.ts) gives the same trail back.
import type { Entry, Har } from 'har-format';
import type { ApiEvent, Trigger } from '../../event-log';
import { providerHeaders } from '../code/provider-request';
import { cutMark, cutMarkInUri, exportCuts, scrubbedTrail } from '../export-scrub';

export const harCreator = { name: 'Smart Journey Demo', version: '1' } as const;

/** Our fields on an entry: where the call sits in the trail and what HAR cannot say. */
export interface EntryExtras {
  _trigger: string;
  _triggerId: number;
  /** Index of the call's first event among its trigger's events. */
  _position: number;
  _api: string;
  _title: string;
  _simulated?: true;
  _requestIcon?: ApiEvent['icon'];
  _responseIcon?: ApiEvent['icon'];
  /** The request event, when the trail has one (a hosted page's callback has only an answer). */
  _hasRequest: boolean;
  /** The response event, when the call was answered. */
  _hasResponse: boolean;
  _requestAt?: number;
  _responseAt?: number;
}

export interface HarNote {
  trigger: string;
  triggerId: number;
  position: number;
  event: ApiEvent;
}

export interface TrailHar extends Har {
  log: Har['log'] & {
    entries: (Entry & EntryExtras)[];
    _theme: string;
    _triggers: { id: number; name: string }[];
    _notes: HarNote[];
    /** What the export cut (export-scrub.ts). */
    _cut: string;
  };
}

const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** HAR's URLs are URIs (ASCII): a cut id's '…' is written percent-encoded. */
const harUrl = (url: string) => url.replaceAll(cutMark, cutMarkInUri);

const bodyText = (event: ApiEvent | undefined) =>
  event?.body === undefined ? undefined : JSON.stringify(event.body);

const headerValue = (event: ApiEvent, name: string) =>
  providerHeaders(event).find((header) => header.name === name)?.value;

function entryOf(
  trigger: Trigger,
  position: number,
  request: ApiEvent | undefined,
  response: ApiEvent | undefined,
  exportedAt: Date,
): Entry & EntryExtras {
  const head = request ?? response;
  if (!head) throw new Error('A call has a request or a response');
  const requestText = bodyText(request);
  const responseText = bodyText(response);
  const contentType = headerValue(head, 'Content-Type') ?? 'application/json';
  const accept = headerValue(head, 'Accept') ?? 'application/json';
  // HAR says -1 for a time it does not know: a call with no answer, or one not timed.
  const wait = response?.responseTime ?? -1;
  const started = new Date(request?.at ?? response?.at ?? exportedAt.getTime());
  const status = response?.status ?? 0;
  return {
    startedDateTime: started.toISOString(),
    time: Math.max(wait, 0),
    request: {
      method: head.method ?? 'GET',
      url: harUrl(head.url ?? ''),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: request ? providerHeaders(request) : [],
      queryString: [],
      ...(requestText !== undefined
        ? { postData: { mimeType: contentType, text: requestText } }
        : {}),
      headersSize: -1,
      bodySize: requestText?.length ?? 0,
    },
    response: {
      status,
      statusText: statusTexts[status] ?? '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: response ? [{ name: 'Content-Type', value: accept }] : [],
      content: {
        size: responseText?.length ?? 0,
        mimeType: accept,
        ...(responseText !== undefined ? { text: responseText } : {}),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: responseText?.length ?? -1,
    },
    cache: {},
    timings: { send: 0, wait, receive: 0 },
    _trigger: trigger.name,
    _triggerId: trigger.id,
    _position: position,
    _api: head.api,
    _title: head.title,
    ...(request?.simulated || response?.simulated ? { _simulated: true as const } : {}),
    ...(request?.icon ? { _requestIcon: request.icon } : {}),
    ...(response?.icon ? { _responseIcon: response.icon } : {}),
    _hasRequest: request !== undefined,
    _hasResponse: response !== undefined,
    ...(request?.at !== undefined ? { _requestAt: request.at } : {}),
    ...(response?.at !== undefined ? { _responseAt: response.at } : {}),
  };
}

/** True when `response` answers `request` (the provider client records them in pairs). */
function answers(request: ApiEvent, response: ApiEvent | undefined): response is ApiEvent {
  return (
    response !== undefined &&
    response.type === 'response' &&
    response.plainText === undefined &&
    response.title === request.title &&
    response.api === request.api
  );
}

/** An event HAR can hold as (half of) an entry: an HTTP exchange with an absolute URL. */
const isHttp = (event: ApiEvent) =>
  event.plainText === undefined && event.url !== undefined && /^https?:\/\//.test(event.url);

export function trailHar(recorded: readonly Trigger[], theme: string, exportedAt: Date): TrailHar {
  // A HAR leaves the browser as a share link does: cut the same way (issue 42, item 3).
  const triggers = scrubbedTrail(recorded);
  const entries: (Entry & EntryExtras)[] = [];
  const notes: HarNote[] = [];
  for (const trigger of triggers) {
    const { events } = trigger;
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index];
      if (!event) continue;
      if (!isHttp(event)) {
        notes.push({ trigger: trigger.name, triggerId: trigger.id, position: index, event });
      } else if (event.type === 'request') {
        const next = events[index + 1];
        const response = answers(event, next) && isHttp(next) ? next : undefined;
        entries.push(entryOf(trigger, index, event, response, exportedAt));
        if (response) index += 1;
      } else {
        entries.push(entryOf(trigger, index, undefined, event, exportedAt));
      }
    }
  }
  return {
    log: {
      version: '1.2',
      creator: { ...harCreator },
      pages: [],
      entries,
      comment: `The API trail of Smart Journey Demo (${theme}), exported ${exportedAt.toISOString()}. ${exportCuts}`,
      _theme: theme,
      _triggers: triggers.map(({ id, name }) => ({ id, name })),
      _notes: notes,
      _cut: exportCuts,
    },
  };
}
