import { z } from 'zod/mini';
import { MSG } from '../messages';
import { emailSchema } from './auth';

/** Who a guardian is to the member (issue 41: the guardian is listed by name and relation, not by email). */
export const GUARDIAN_RELATIONS = ['father', 'mother', 'brother', 'sister', 'uncle', 'aunt', 'grandparent', 'other'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** POST /api/guardians: the address the invitation goes to, and (optional for older clients) the guardian's name and relation. */
export const guardianInviteSchema = z.object({
  email: emailSchema,
  name: z.optional(z.string({ error: MSG.fieldTooLong }).check(z.trim(), z.maxLength(60, MSG.fieldTooLong))),
  relation: z.optional(z.enum(GUARDIAN_RELATIONS, { error: MSG.guardianRelationInvalid })),
});
export type GuardianInviteInput = z.infer<typeof guardianInviteSchema>;
