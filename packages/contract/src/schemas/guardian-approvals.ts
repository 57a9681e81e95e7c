import { z } from 'zod/mini';
import { MSG } from '../messages';

/** Settings → Family: contact exchange needs my guardian's approval (own account only). */
export const guardianApprovalSettingSchema = z.object({ guardianApprovesContacts: z.boolean({ error: MSG.invalidGuardianApprovalSetting }) });

export const GUARDIAN_DECISIONS = ['approve', 'decline'] as const;
export type GuardianDecision = (typeof GUARDIAN_DECISIONS)[number];

export const guardianDecisionParamsSchema = z.object({
  memberId: z.string().check(z.maxLength(64)),
  otherUserId: z.string().check(z.maxLength(64)),
  decision: z.enum(GUARDIAN_DECISIONS, { error: MSG.invalidGuardianDecision }),
});

/** One contact exchange a guardian is asked about: her ward and the member she agreed with, names only. */
export const guardianApprovalSchema = z.object({
  memberId: z.string(),
  memberName: z.string(),
  otherUserId: z.string(),
  otherName: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type GuardianApproval = z.infer<typeof guardianApprovalSchema>;

export const guardianApprovalsResponseSchema = z.object({ success: z.literal(true), approvals: z.array(guardianApprovalSchema) });
