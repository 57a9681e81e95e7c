import { z } from 'zod/mini';
import { DURATIONS, MEMBER_STATUSES } from '../constants';
import { MSG } from '../messages';
import { OFFERED_PLAN_FEATURE_KEYS, type PlanFeatureKey } from './billing';

export const adminMemberSearchSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(MEMBER_STATUSES)),
  limit: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))), 25),
  offset: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000))), 0),
});

export const rejectMemberSchema = z.object({
  reason: z.string({ error: MSG.reasonRequired }).check(z.trim(), z.minLength(3, MSG.reasonRequired), z.maxLength(500, MSG.fieldTooLong)),
});
export const suspendMemberSchema = z.object({ reason: z.optional(z.string().check(z.trim(), z.maxLength(500, MSG.fieldTooLong))) });

const limit = z.nullable(
  z.number({ error: MSG.invalidLimit }).check(z.int(MSG.invalidLimit), z.gte(0, MSG.invalidLimit), z.lte(1_000_000, MSG.invalidLimit)),
);

/** A feature an admin may give a plan: only the offered keys (features not built yet are refused). */
const offeredFeatureKey = z.enum(OFFERED_PLAN_FEATURE_KEYS as [PlanFeatureKey, ...PlanFeatureKey[]], { error: MSG.invalidPlanFeature });

/** A plan as an admin edits it; prices in whole rupees. */
export const packageInputSchema = z.object({
  name: z.string({ error: MSG.planNameRequired }).check(z.trim(), z.minLength(2, MSG.planNameRequired), z.maxLength(60, MSG.fieldTooLong)),
  description: z._default(z.optional(z.string().check(z.trim(), z.maxLength(300, MSG.fieldTooLong))), ''),
  price: z
    .number({ error: MSG.invalidPlanPrice })
    .check(z.int(MSG.invalidPlanPrice), z.gte(1, MSG.invalidPlanPrice), z.lte(1_000_000, MSG.invalidPlanPrice)),
  discount: z._default(
    z.optional(z.number({ error: MSG.invalidDiscount }).check(z.int(MSG.invalidDiscount), z.gte(0, MSG.invalidDiscount), z.lte(90, MSG.invalidDiscount))),
    0,
  ),
  duration: z.enum(DURATIONS, { error: MSG.invalidDuration }),
  /** Capability keys from the list (never free text); contact details and read receipts are keys too. */
  features: z._default(
    z.optional(
      z.array(offeredFeatureKey, { error: MSG.invalidPlanFeature }).check(z.maxLength(OFFERED_PLAN_FEATURE_KEYS.length, MSG.invalidPlanFeature)),
    ),
    [],
  ),
  highlighted: z._default(z.optional(z.boolean()), false),
  buttonText: z.optional(z.string().check(z.trim(), z.maxLength(40, MSG.fieldTooLong))),
  maxPhotosViews: z._default(z.optional(limit), null),
  maxProfileViews: z._default(z.optional(limit), null),
  messagingDailyCap: z._default(z.optional(limit), null),
  isActive: z._default(z.optional(z.boolean()), true),
});
export type PackageInput = z.input<typeof packageInputSchema>;

export const adminPaymentsQuerySchema = z.object({
  status: z.optional(z.enum(['captured', 'failed', 'refunded'])),
  from: z.optional(z.iso.date({ error: MSG.invalidFilter })),
  to: z.optional(z.iso.date({ error: MSG.invalidFilter })),
  member: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  limit: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))), 50),
});

export const contactHandledSchema = z.object({ handled: z.boolean({ error: MSG.invalidAction }) });
