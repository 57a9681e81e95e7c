import { z } from 'zod/mini';

/** `push`: development only, a push to a device whose push service is off this machine (to: its endpoint, text: the payload). */
export const OUTBOX_CHANNELS = ['email', 'whatsapp', 'sms', 'push'] as const;

export const outboxMessageSchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({ to: z.optional(z.string().check(z.trim(), z.maxLength(254))) });
export const outboxResponseSchema = z.object({ success: z.literal(true), messages: z.array(outboxMessageSchema) });
