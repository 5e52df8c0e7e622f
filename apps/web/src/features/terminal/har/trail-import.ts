// Opening a trail file in the terminal (issue 32): a HAR — ours (har-export.ts) gives back the
// very trail it was made from; any other (a browser's network panel) becomes one trigger of its
// calls — or the demo's JSON export (../export-trail.ts). Everything is validated; a file that is
// none of these, too large, or not JSON gives a message saying so, and nothing else changes.
import * as z from 'zod/mini';
import {
  apiEventSchema as eventSchema,
  triggerSchema,
  type ApiEvent,
  type JsonValue,
  type Trigger,
} from '../../event-log';
import { cutMark, cutMarkInUri } from '../export-scrub';

/** Larger files are refused before they are read (a long demo's HAR is well under 1 MB). */
export const maxTrailFileBytes = 10 * 1024 * 1024;

export type TrailFileFormat = 'HAR' | 'JSON export';

export type TrailImport =
  | { ok: true; format: TrailFileFormat; theme: string | null; triggers: Trigger[] }
  | { ok: false; message: string };

const icon = z.optional(z.enum(['request', 'response', 'info', 'success', 'warning', 'error']));
const header = z.object({ name: z.string(), value: z.string() });

const entrySchema = z.object({
  startedDateTime: z.string(),
  request: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.optional(z.array(header)),
    postData: z.optional(
      z.object({ mimeType: z.optional(z.string()), text: z.optional(z.string()) }),
    ),
  }),
  response: z.object({
    status: z.number(),
    content: z.optional(z.object({ text: z.optional(z.string()) })),
  }),
  timings: z.optional(z.object({ wait: z.optional(z.number()) })),
  _trigger: z.optional(z.string()),
  _triggerId: z.optional(z.int()),
  _position: z.optional(z.int()),
  _api: z.optional(z.string()),
  _title: z.optional(z.string()),
  _simulated: z.optional(z.boolean()),
  _requestIcon: icon,
  _responseIcon: icon,
  _hasRequest: z.optional(z.boolean()),
  _hasResponse: z.optional(z.boolean()),
  _requestAt: z.optional(z.number()),
  _responseAt: z.optional(z.number()),
});
type HarEntry = z.infer<typeof entrySchema>;

const noteSchema = z.object({
  trigger: z.string(),
  triggerId: z.int(),
  position: z.int(),
  event: eventSchema,
});

const harSchema = z.object({
  log: z.object({
    version: z.string(),
    entries: z.array(entrySchema),
    _theme: z.optional(z.string()),
    _triggers: z.optional(z.array(z.object({ id: z.int(), name: z.string() }))),
    _notes: z.optional(z.array(noteSchema)),
  }),
});

const exportSchema = z.object({
  exportedAt: z.string(),
  theme: z.string(),
  triggers: z.array(z.object({ name: triggerSchema.shape.name, events: z.array(eventSchema) })),
});

const methods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const methodOf = (method: string) => methods.find((m) => m === method.toUpperCase());

/** A body as text back to JSON; text that is not JSON stays text. */
function bodyOf(text: string | undefined): JsonValue | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const checked = eventSchema.shape.body.safeParse(parsed);
    return checked.success ? checked.data : text;
  } catch {
    return text;
  }
}

/** The request and response events of one of our entries, as the trail had them. */
function eventsOf(entry: HarEntry, fallbackApi: string): ApiEvent[] {
  const method = methodOf(entry.request.method);
  const common = {
    title: entry._title ?? `${entry.request.method} ${entry.request.url}`,
    api: entry._api ?? fallbackApi,
    ...(method ? { method } : {}),
    // A cut id's '…' (written percent-encoded, as HAR's URIs are ASCII) reads as it was shown.
    url: entry.request.url.replaceAll(cutMarkInUri, cutMark),
    ...(entry._simulated ? { simulated: true } : {}),
  };
  const events: ApiEvent[] = [];
  if (entry._hasRequest ?? true) {
    const body = bodyOf(entry.request.postData?.text);
    events.push({
      ...common,
      type: 'request',
      ...(body !== undefined ? { body } : {}),
      ...(entry._requestIcon ? { icon: entry._requestIcon } : {}),
      ...(entry._requestAt !== undefined ? { at: entry._requestAt } : {}),
    });
  }
  if (entry._hasResponse ?? entry.response.status > 0) {
    const body = bodyOf(entry.response.content?.text);
    const wait = entry.timings?.wait;
    events.push({
      ...common,
      type: 'response',
      ...(entry.response.status > 0 ? { status: entry.response.status } : {}),
      ...(wait !== undefined && wait >= 0 ? { responseTime: wait } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(entry._responseIcon ? { icon: entry._responseIcon } : {}),
      ...(entry._responseAt !== undefined ? { at: entry._responseAt } : {}),
    });
  }
  return events;
}

/** Our HAR: each trigger's events put back in their places. */
function trailOfOurHar(log: z.infer<typeof harSchema>['log']): Trigger[] {
  const triggers = log._triggers ?? [];
  const placed = new Map<number, { position: number; events: ApiEvent[] }[]>();
  const place = (triggerId: number, position: number, events: ApiEvent[]) => {
    const list = placed.get(triggerId) ?? [];
    list.push({ position, events });
    placed.set(triggerId, list);
  };
  for (const entry of log.entries) {
    place(entry._triggerId ?? -1, entry._position ?? 0, eventsOf(entry, 'HAR'));
  }
  for (const note of log._notes ?? []) place(note.triggerId, note.position, [note.event]);
  return triggers.map(({ id, name }) => ({
    id,
    name,
    events: (placed.get(id) ?? [])
      .sort((a, b) => a.position - b.position)
      .flatMap((item) => item.events),
  }));
}

/** Any other HAR: its calls as one trigger, named after the file. */
function trailOfForeignHar(log: z.infer<typeof harSchema>['log'], fileName: string): Trigger[] {
  const events = log.entries.flatMap((entry) => {
    let host = 'HAR';
    try {
      host = new URL(entry.request.url).host;
    } catch {
      // Not a URL: the entry keeps the generic API name.
    }
    const at = Date.parse(entry.startedDateTime);
    const [request, response] = eventsOf(
      { ...entry, _hasRequest: true, ...(Number.isNaN(at) ? {} : { _requestAt: at }) },
      host,
    );
    return [request, response].filter((event): event is ApiEvent => event !== undefined);
  });
  return [{ id: 1, name: `Opened from ${fileName}`, events }];
}

const isOurs = (log: z.infer<typeof harSchema>['log']) =>
  log._triggers !== undefined && log.entries.every((entry) => entry._triggerId !== undefined);

/** The trail in a file's text; `fileName` names a foreign HAR's calls. */
export function importTrail(text: string, fileName: string): TrailImport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      ok: false,
      message: `${fileName} is not JSON: open a HAR file or a trail exported from this demo.`,
    };
  }
  const har = harSchema.safeParse(parsed);
  if (har.success) {
    const { log } = har.data;
    return {
      ok: true,
      format: 'HAR',
      theme: log._theme ?? null,
      triggers: isOurs(log) ? trailOfOurHar(log) : trailOfForeignHar(log, fileName),
    };
  }
  const exported = exportSchema.safeParse(parsed);
  if (exported.success) {
    return {
      ok: true,
      format: 'JSON export',
      theme: exported.data.theme,
      triggers: exported.data.triggers.map((trigger, index) => ({ id: index + 1, ...trigger })),
    };
  }
  return {
    ok: false,
    message: `${fileName} is neither a HAR file nor a trail exported from this demo (or it is damaged): nothing was opened.`,
  };
}

/** Reads a dropped or chosen file, refusing one too large before reading it. */
export async function importTrailFile(file: File): Promise<TrailImport> {
  if (file.size > maxTrailFileBytes) {
    return {
      ok: false,
      message: `${file.name} is ${Math.round(file.size / 1024 / 1024)} MB: trail files up to ${maxTrailFileBytes / 1024 / 1024} MB can be opened.`,
    };
  }
  return importTrail(await file.text(), file.name);
}
