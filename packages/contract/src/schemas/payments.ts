import { z } from 'zod/mini';
import { DURATIONS } from '../constants';
import { MSG } from '../messages';
import { PLAN_PERIOD_STATUSES, START_MODES, planFeatureKeySchema } from './billing';

/** A plan as the API shows it: rupees for display, computed once here. */
export const packageViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price before discount, whole rupees. */
  price: z.number(),
  originalPrice: z.number(),
  /** Discount in percent. */
  discount: z.number(),
  /** Price after discount, whole rupees (spec section 9). */
  finalPrice: z.number(),
  duration: z.enum(DURATIONS),
  /** The plan's capability keys (PLAN_FEATURES); only offered keys, each enforced on the server. */
  features: z.array(planFeatureKeySchema),
  /** What every client shows for the plan, in order: its limits, then its capabilities (planFeatureLines). */
  featureLines: z.array(z.string()),
  highlighted: z.boolean(),
  buttonText: z.string(),
  /** Derived from the keys ('contactDetails'); named as in the spec. */
  canSeeContactInfo: z.boolean(),
  maxPhotosViews: z.nullable(z.number()),
  maxProfileViews: z.nullable(z.number()),
  /** New conversations a day; null = no cap. */
  messagingDailyCap: z.nullable(z.number()),
  /** Derived from the keys ('readReceipts'). */
  readReceipts: z.boolean(),
  isActive: z.boolean(),
});
export type PackageView = z.infer<typeof packageViewSchema>;

/** Price after discount in whole rupees: price − price × discount%, rounded (spec section 9). */
export function finalPriceRupees(priceRupees: number, discountPercent: number): number {
  return Math.round(priceRupees - (priceRupees * discountPercent) / 100);
}

export const createOrderSchema = z.object({
  package: z.string({ error: MSG.invalidPackage }).check(z.minLength(1, MSG.invalidPackage), z.maxLength(64)),
  /** 'card' from the checkout page (order for the widget); absent from pricing (hosted page URL). */
  paymentMethod: z.optional(z.enum(['card'])),
  /** With a paid plan in force: "Start now" (it pauses) or "After my current plan" (the default). */
  start: z.optional(z.enum(START_MODES, { error: MSG.invalidStartMode })),
});

/** GET /api/verify-payment: the provider's three fields, prefixed with its name (spec section 7). */
export const verifyPaymentQuerySchema = z.object({
  razorpay_order_id: z.string({ error: MSG.paymentVerifyFailed }).check(z.minLength(1, MSG.paymentVerifyFailed), z.maxLength(100)),
  razorpay_payment_id: z.string({ error: MSG.paymentVerifyFailed }).check(z.minLength(1, MSG.paymentVerifyFailed), z.maxLength(100)),
  razorpay_signature: z.string({ error: MSG.paymentVerifyFailed }).check(z.minLength(1, MSG.paymentVerifyFailed), z.maxLength(200)),
  packageId: z.optional(z.string().check(z.maxLength(64))),
  duration: z.optional(z.string().check(z.maxLength(20))),
  amount: z.optional(z.string().check(z.maxLength(20))),
});

export const paymentViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  paymentId: z.string(),
  orderId: z.string(),
  package: z.extend(z.pick(packageViewSchema, { id: true, name: true, duration: true }), { _id: z.string() }),
  amount: z.number(),
  currency: z.string(),
  paymentStatus: z.string(),
  isPaymentComplete: z.boolean(),
  createdAt: z.string(),
  expiryDate: z.string(),
  /** When the period paid for starts (later than createdAt when queued behind another plan). */
  startDate: z.string(),
  /** The period's state now: Active, Scheduled (queued), Expired, or Refunded (the payment came back). */
  planStatus: z.enum(PLAN_PERIOD_STATUSES),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const subscriptionViewSchema = z.object({
  planName: z.string(),
  duration: z.string(),
  kind: z.enum(['paid', 'trial', 'complimentary']),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  /** Bought before approval: starts at approval, and its dates are what approval now would give. */
  startsOnApproval: z.boolean(),
  /** How long a review usually takes (REVIEW_TIME), for the sentence that says so. */
  reviewTime: z.string(),
  /** Bought with "Start now": the plan that pauses meanwhile, when it resumes and when it now ends. */
  pauses: z.nullable(z.object({ planName: z.string(), resumesAt: z.string(), endsAt: z.string() })),
});
