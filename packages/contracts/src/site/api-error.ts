// The JSON error body of our own /api/* routes (not the provider's envelope).
import * as z from 'zod/mini';

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.optional(z.unknown()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  service: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
