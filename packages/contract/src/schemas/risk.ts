import { z } from 'zod/mini';
import { RISK_ACTIONS, RISK_KINDS, RISK_RESOLUTIONS } from '../trust';

const riskMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  /** The member's risk score now (sum of her open items). */
  riskScore: z.number().check(z.int()),
});

const riskPhotoSchema = z.object({ id: z.string(), url: z.string(), held: z.boolean() });

/** One item of the admin Risk queue. `details` carries the reason in numbers; its keys depend on the kind. */
export const riskItemSchema = z.object({
  id: z.string(),
  kind: z.enum(RISK_KINDS),
  status: z.enum(['open', 'dismissed', 'actioned']),
  resolution: z.nullable(z.enum(RISK_RESOLUTIONS)),
  score: z.number().check(z.int()),
  subject: riskMemberSchema,
  other: z.nullable(riskMemberSchema),
  photo: z.nullable(riskPhotoSchema),
  otherPhoto: z.nullable(riskPhotoSchema),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RiskItemView = z.infer<typeof riskItemSchema>;

export const adminRiskQuerySchema = z.object({ status: z._default(z.optional(z.enum(['open', 'dismissed', 'actioned'])), 'open') });
export const adminRiskResponseSchema = z.object({ success: z.literal(true), items: z.array(riskItemSchema) });
export const riskActionParamsSchema = z.object({ id: z.string().check(z.maxLength(64)), action: z.enum(RISK_ACTIONS) });
