import { z } from 'zod';
import { DURATIONS, MEMBER_STATUSES } from '../constants';
import { MSG } from '../messages';
import { OFFERED_PLAN_FEATURE_KEYS, type PlanFeatureKey } from './billing';

export const adminMemberSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  offset: z.coerce.number().int().min(0).max(100_000).optional().default(0),
});

export const rejectMemberSchema = z.object({
  reason: z.string({ error: MSG.reasonRequired }).trim().min(3, MSG.reasonRequired).max(500, MSG.fieldTooLong),
});
export const suspendMemberSchema = z.object({ reason: z.string().trim().max(500, MSG.fieldTooLong).optional() });

const limit = z.number({ error: MSG.invalidLimit }).int(MSG.invalidLimit).min(0, MSG.invalidLimit).max(1_000_000, MSG.invalidLimit).nullable();

/** A feature an admin may give a plan: only the offered keys (features not built yet are refused). */
const offeredFeatureKey = z.enum(OFFERED_PLAN_FEATURE_KEYS as [PlanFeatureKey, ...PlanFeatureKey[]], { error: MSG.invalidPlanFeature });

/** A plan as an admin edits it; prices in whole rupees. */
export const packageInputSchema = z.object({
  name: z.string({ error: MSG.planNameRequired }).trim().min(2, MSG.planNameRequired).max(60, MSG.fieldTooLong),
  description: z.string().trim().max(300, MSG.fieldTooLong).optional().default(''),
  price: z.number({ error: MSG.invalidPlanPrice }).int(MSG.invalidPlanPrice).min(1, MSG.invalidPlanPrice).max(1_000_000, MSG.invalidPlanPrice),
  discount: z.number({ error: MSG.invalidDiscount }).int(MSG.invalidDiscount).min(0, MSG.invalidDiscount).max(90, MSG.invalidDiscount).optional().default(0),
  duration: z.enum(DURATIONS, { error: MSG.invalidDuration }),
  /** Capability keys from the list (never free text); contact details and read receipts are keys too. */
  features: z
    .array(offeredFeatureKey, { error: MSG.invalidPlanFeature })
    .max(OFFERED_PLAN_FEATURE_KEYS.length, MSG.invalidPlanFeature)
    .optional()
    .default([]),
  highlighted: z.boolean().optional().default(false),
  buttonText: z.string().trim().max(40, MSG.fieldTooLong).optional(),
  maxPhotosViews: limit.optional().default(null),
  maxProfileViews: limit.optional().default(null),
  messagingDailyCap: limit.optional().default(null),
  isActive: z.boolean().optional().default(true),
});
export type PackageInput = z.input<typeof packageInputSchema>;

export const adminPaymentsQuerySchema = z.object({
  status: z.enum(['captured', 'failed', 'refunded']).optional(),
  from: z.iso.date({ error: MSG.invalidFilter }).optional(),
  to: z.iso.date({ error: MSG.invalidFilter }).optional(),
  member: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});

export const contactHandledSchema = z.object({ handled: z.boolean({ error: MSG.invalidAction }) });
