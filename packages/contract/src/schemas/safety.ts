import { z } from 'zod/mini';
import { MSG } from '../messages';

export const REPORT_REASONS = [
  { value: 'fake_profile', label: 'Fake profile' },
  { value: 'inappropriate_photos', label: 'Inappropriate photos' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'asking_for_money', label: 'Asking for money' },
  { value: 'already_married', label: 'Already married' },
  { value: 'other', label: 'Other' },
] as const;
const reasonValues = REPORT_REASONS.map((r) => r.value) as unknown as readonly ['fake_profile', ...string[]];

export const reportSchema = z.object({
  reason: z.enum(reasonValues as readonly [string, ...string[]], { error: MSG.reportReasonRequired }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(1000, MSG.fieldTooLong))),
  /** A message the reported member sent to the reporter, attached to the report (Report under a chat warning). */
  messageId: z.optional(z.string().check(z.maxLength(64))),
});
export const adminReportsQuerySchema = z.object({ status: z._default(z.optional(z.enum(['open', 'dismissed', 'actioned'])), 'open') });
