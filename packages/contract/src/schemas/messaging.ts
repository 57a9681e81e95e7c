import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from '../constants';
import { MSG } from '../messages';
import { SCAM_CATEGORIES } from '../trust';

export const sendMessageSchema = z.object({
  clientId: z.string({ error: MSG.messageClientId }).trim().min(8, MSG.messageClientId).max(64, MSG.messageClientId).regex(/^[A-Za-z0-9_-]+$/, MSG.messageClientId),
  text: z
    .string({ error: MSG.messageEmpty })
    .refine((t) => t.trim().length > 0, MSG.messageEmpty)
    .refine((t) => t.length <= MESSAGE_MAX_CHARS, MSG.messageTooLong),
});
export const messagesQuerySchema = z.object({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(30),
});
export const contactExchangeResponseSchema = z.object({
  action: z.enum(['accepted', 'declined'], { error: MSG.invalidAction }),
});
/**
 * Shown to the RECEIVER of a message the server found scam-like (never to its sender): what kind of
 * pattern it was, for a calm warning under the message. The message itself is always shown.
 */
export const messageWarningSchema = z.object({ categories: z.array(z.enum(SCAM_CATEGORIES)) });
export type MessageWarning = z.infer<typeof messageWarningSchema>;
