import { z } from 'zod/mini';
import { MSG } from '../messages';

/** What a report's status means to the member who made it (never who else reported). */
export const MY_REPORT_OUTCOMES = {
  open: MSG.myReportUnderReview,
  dismissed: MSG.myReportNoAction,
  actioned: MSG.myReportActionTaken,
} as const;

export const myReportSchema = z.object({
  id: z.string(),
  /** The reported member as the app shows blocked members; a neutral name once her account is deleted. */
  member: z.object({ id: z.nullable(z.string()), firstName: z.string(), lastName: z.string(), avatar: z.nullable(z.string()) }),
  reason: z.string(),
  reasonLabel: z.string(),
  note: z.nullable(z.string()),
  createdAt: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  outcome: z.string(),
});
export type MyReport = z.infer<typeof myReportSchema>;

export const myReportsResponseSchema = z.object({ success: z.literal(true), reports: z.array(myReportSchema) });
