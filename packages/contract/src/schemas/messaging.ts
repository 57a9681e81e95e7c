import { z } from 'zod/mini';
import { MESSAGE_MAX_CHARS } from '../constants';
import { MSG } from '../messages';
import { SCAM_CATEGORIES } from '../trust';

export const sendMessageSchema = z.object({
  clientId: z
    .string({ error: MSG.messageClientId })
    .check(z.trim(), z.minLength(8, MSG.messageClientId), z.maxLength(64, MSG.messageClientId), z.regex(/^[A-Za-z0-9_-]+$/, MSG.messageClientId)),
  text: z
    .string({ error: MSG.messageEmpty })
    .check(z.refine((t) => t.trim().length > 0, MSG.messageEmpty), z.refine((t) => t.length <= MESSAGE_MAX_CHARS, MSG.messageTooLong)),
});
export const messagesQuerySchema = z.object({
  before: z.optional(z.string().check(z.maxLength(64))),
  limit: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))), 30),
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
