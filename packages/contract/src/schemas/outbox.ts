import { z } from 'zod';

export const OUTBOX_CHANNELS = ['email', 'whatsapp', 'sms'] as const;

export const outboxMessageSchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({ to: z.string().trim().max(254).optional() });
export const outboxResponseSchema = z.object({ success: z.literal(true), messages: z.array(outboxMessageSchema) });
