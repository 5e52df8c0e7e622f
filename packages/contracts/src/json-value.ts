// Any JSON value, as a schema: the bodies the demo server hands on unchanged (a provider's event
// in the event stream, the receiver's answer to it) are JSON by construction, and the browser
// keeps them in its trail as JSON values.
import * as z from 'zod/mini';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const jsonValueSchema: z.ZodMiniType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema),
    z.record(z.string(), jsonValueSchema),
  ]),
);
