import { INTL_LOCALES, type Language } from '../i18n/languages';
import { z } from 'zod/mini';
import { MSG } from '../messages';
import { INDIA_TIME_ZONE } from '../constants';
import { englishPlansText, PLANS_TEXT, type PlansText } from '../i18n/texts/plans';

/**
 * What a plan may promise: a fixed set of capabilities, each enforced on the server.
 * `offered: false` keys exist in the product plan but are not built yet; the admin editor
 * cannot pick them and no plan shows them (docs/decisions.md, "Plan features are capabilities").
 */
export const PLAN_FEATURES = {
  contactDetails: { text: PLANS_TEXT['plans.feature.contactDetails'], offered: true },
  readReceipts: { text: PLANS_TEXT['plans.feature.readReceipts'], offered: true },
  prioritySupport: { text: PLANS_TEXT['plans.feature.prioritySupport'], offered: true },
  dailySuggestions: { text: PLANS_TEXT['plans.feature.dailySuggestions'], offered: true },
  whoIsInterested: { text: PLANS_TEXT['plans.feature.whoIsInterested'], offered: true },
  calls: { text: PLANS_TEXT['plans.feature.calls'], offered: true },
} as const satisfies Record<string, { text: string; offered: boolean }>;
export type PlanFeatureKey = keyof typeof PLAN_FEATURES;
export const PLAN_FEATURE_KEYS = Object.keys(PLAN_FEATURES) as PlanFeatureKey[];
export const OFFERED_PLAN_FEATURE_KEYS = PLAN_FEATURE_KEYS.filter((key) => PLAN_FEATURES[key].offered);
export const planFeatureKeySchema = z.enum(PLAN_FEATURE_KEYS as [PlanFeatureKey, ...PlanFeatureKey[]]);

export function isPlanFeatureKey(value: string): value is PlanFeatureKey {
  return Object.prototype.hasOwnProperty.call(PLAN_FEATURES, value);
}

/** The flags the server enforces, derived from a plan's keys (one source: the keys). */
export function planCapabilities(features: readonly string[]) {
  return {
    canSeeContactInfo: features.includes('contactDetails'),
    readReceipts: features.includes('readReceipts'),
    prioritySupport: features.includes('prioritySupport'),
  };
}

interface PlanLimits {
  features: readonly string[];
  maxProfileViews: number | null;
  maxPhotosViews: number | null;
  messagingDailyCap: number | null;
}

/** The lines a plan card and the checkout show for a plan, as keys: its limits, then its capabilities. */
export function planFeatureTexts(plan: PlanLimits): PlansText[] {
  const limit = (value: number | null, unlimited: PlansText['key'], limited: PlansText['key']): PlansText =>
    value === null ? { key: unlimited, values: {} } : { key: limited, values: { count: value } };
  const capabilities = PLAN_FEATURE_KEYS.filter((key) => PLAN_FEATURES[key].offered && plan.features.includes(key)).map(
    (key): PlansText => ({ key: `plans.feature.${key}`, values: {} }),
  );
  return [
    // Allowances renew each month of a plan (apps/server/src/core/plans/plan-month.ts), whatever its length.
    limit(plan.maxProfileViews, 'plans.feature.profileViewsUnlimited', 'plans.feature.profileViews'),
    limit(plan.maxPhotosViews, 'plans.feature.photoViewsUnlimited', 'plans.feature.photoViews'),
    limit(plan.messagingDailyCap, 'plans.feature.conversationsUnlimited', 'plans.feature.conversations'),
    ...capabilities,
  ];
}

/** The same lines in English, as the API's `featureLines` carries them. */
export function planFeatureLines(plan: PlanLimits): string[] {
  return planFeatureTexts(plan).map(englishPlansText);
}

/** Renewal reminder moments: days before the end (0 = the day it ends). */
export const RENEWAL_REMINDER_DAYS = [7, 1, 0] as const;

/**
 * When a plan bought while another is in force starts, as the member chooses before paying: 'now' (the plan in
 * force pauses and resumes afterwards with all its days) or 'after' (it waits for the plans already bought to end).
 */
export const START_MODES = ['now', 'after'] as const;
export type StartMode = (typeof START_MODES)[number];

/** GET /api/purchase-preview/:packageId?start=now|after. */
export const purchasePreviewQuerySchema = z.object({ start: z.optional(z.enum(START_MODES, { error: MSG.invalidStartMode })) });

/**
 * The stacking rule (docs/decisions.md, "Buying while a plan is in force"): paid time is never lost. A purchase
 * starts when the paid plans already bought end (for the same plan that is an extension), or at once with the
 * plan in force paused ("Start now"); a free trial gives way at once; a member not yet approved starts at approval.
 */
export const purchasePreviewSchema = z.object({
  packageId: z.string(),
  planName: z.string(),
  duration: z.string(),
  /**
   * 'now': starts at payment (or at approval); 'extends': the same plan, added after the current end; 'queued': another
   * plan, after the current end; 'pauses': starts at payment, the plan in force pauses and resumes after it.
   */
  mode: z.enum(['now', 'extends', 'queued', 'pauses']),
  /** What was asked: 'now' or 'after' (the default). */
  start: z.enum(START_MODES),
  /** A paid plan is in force, so the member may choose "Start now" or "After my current plan". */
  canChoose: z.boolean(),
  /** Before approval: what approval now would give (startsOnApproval). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The paid plan in force or bought last, when the new one waits for it. */
  after: z.nullable(z.object({ planName: z.string(), endsAt: z.string() })),
  /** "Start now": the plan in force pauses, resumes when the new one ends, and then ends this much later. */
  pauses: z.nullable(z.object({ planName: z.string(), resumesAt: z.string(), endsAt: z.string() })),
  /** Her profile is not approved yet: the plan starts at approval and its days count from then. */
  startsOnApproval: z.boolean(),
  /** How long a review usually takes ("usually within one working day"; REVIEW_TIME). */
  reviewTime: z.string(),
  /** A trial in force that this purchase ends. */
  endsTrial: z.boolean(),
  /** Amount to pay in whole rupees: the plan's price after discount, computed on the server. */
  amount: z.number(),
  message: z.string(),
});
export type PurchasePreview = z.infer<typeof purchasePreviewSchema>;

/** "3 March 2027", in India's time zone, as the receipts, reminders and previews write dates. */
export function formatPlanDate(iso: string | Date, language: Language = 'en'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }).format(date);
}

/** How a reader's language writes the values of a plans text (English: the contract's own formats). */
export interface PlanValueFormats {
  date(iso: string): string;
  duration(duration: string): string;
  /** A plan's name, the review time: set inside a sentence (isolated in right-to-left text). */
  text(value: string): string;
}

const ENGLISH_FORMATS: PlanValueFormats = { date: (iso) => formatPlanDate(iso), duration: (d) => d, text: (v) => v };

/** The sentence pricing and checkout show before paying, as a key and its values (the same rule the activation applies). */
export function purchasePreviewText(preview: Omit<PurchasePreview, 'message'>, formats: PlanValueFormats = ENGLISH_FORMATS): PlansText {
  const plan = formats.text(preview.planName);
  const end = formats.date(preview.endsAt);
  const reviewTime = formats.text(preview.reviewTime);
  if (preview.startsOnApproval) {
    if (preview.after) return { key: 'plans.preview.followsOnApproval', values: { plan, after: formats.text(preview.after.planName), reviewTime } };
    return { key: 'plans.preview.startsOnApproval', values: { plan, reviewTime, duration: formats.duration(preview.duration) } };
  }
  if (preview.mode === 'pauses' && preview.pauses) {
    return {
      key: 'plans.preview.pauses',
      values: { plan, end, paused: formats.text(preview.pauses.planName), resumes: formats.date(preview.pauses.resumesAt), pausedEnd: formats.date(preview.pauses.endsAt) },
    };
  }
  if (preview.mode === 'extends' && preview.after) return { key: 'plans.preview.extends', values: { plan, nowEnds: formats.date(preview.after.endsAt), end } };
  if (preview.mode === 'queued' && preview.after) {
    return { key: 'plans.preview.queued', values: { plan, start: formats.date(preview.startsAt), after: formats.text(preview.after.planName), end } };
  }
  if (preview.endsTrial) return { key: 'plans.preview.endsTrial', values: { plan, end } };
  return { key: 'plans.preview.now', values: { plan, end } };
}

/** The same sentence in English: the preview's `message`. */
export function purchasePreviewMessage(preview: Omit<PurchasePreview, 'message'>): string {
  return englishPlansText(purchasePreviewText(preview));
}

/**
 * The toast after a payment: "activated" only when the plan really is in force now; a queued plan says when it
 * starts, and a plan bought before approval says that it starts at approval.
 */
export function paymentSuccessMessage(paid: { planName: string; startDate: string; startsOnApproval: boolean; startsNow: boolean; reviewTime: string }): string {
  if (paid.startsOnApproval) return `Payment successful! Your ${paid.planName} plan starts when our team approves your profile (${paid.reviewTime}).`;
  if (!paid.startsNow) return `Payment successful! Your ${paid.planName} plan starts on ${formatPlanDate(paid.startDate)}, when your current plan ends.`;
  return MSG.paymentSuccess;
}

/** A receipt as the member, the mail and the admin see it. Amounts in paise, to the paisa. */
export const receiptViewSchema = z.object({
  number: z.string(),
  paymentId: z.string(),
  issuedAt: z.string(),
  member: z.object({ name: z.string(), email: z.string() }),
  planName: z.string(),
  duration: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amountPaise: z.number(),
  currency: z.string(),
  method: z.string(),
  seller: z.object({ name: z.string(), address: z.string(), gstin: z.nullable(z.string()) }),
  /** Tax included in the amount, when the seller has a GSTIN. */
  tax: z.nullable(z.object({ percent: z.number(), taxablePaise: z.number(), taxPaise: z.number() })),
  /** The payment was refunded in full afterwards: the receipt stays, marked as refunded. */
  refunded: z.boolean(),
  /** Bought before approval: the period starts at approval (the dates above are what approval on the day of payment gave). */
  startsOnApproval: z.boolean(),
  /** How the period reads on the receipt: the dates, or that it starts at approval. */
  periodText: z.string(),
  /** A sentence under the period, fixed at purchase (the review time, or the plan paused for this one), or null. */
  periodNote: z.nullable(z.string()),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** "SKN-000042": the receipt number as printed. */
export function receiptNumberText(n: number): string {
  return `SKN-${String(n).padStart(6, '0')}`;
}

/**
 * Status of a payment's period in the history and overview (Refunded: the payment came back, the plan ended; Paused:
 * a plan bought with "Start now" runs meanwhile; Awaiting Approval: bought before approval, starts at approval).
 */
export const PLAN_PERIOD_STATUSES = ['Active', 'Scheduled', 'Paused', 'Awaiting Approval', 'Expired', 'Refunded'] as const;
export type PlanPeriodStatus = (typeof PLAN_PERIOD_STATUSES)[number];

/** PATCH /api/notification-settings. */
export const notificationSettingsSchema = z
  .object({
    renewalReminders: z.optional(z.boolean({ error: MSG.invalidNotificationSetting })),
    /** The daily mail with the day's match suggestions (off by default). */
    dailySuggestionMail: z.optional(z.boolean({ error: MSG.invalidDailySuggestionMailSetting })),
  })
  .check(z.refine((body) => body.renewalReminders !== undefined || body.dailySuggestionMail !== undefined, { message: MSG.invalidNotificationSetting }));
