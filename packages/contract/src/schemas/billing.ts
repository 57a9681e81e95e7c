import { z } from 'zod/mini';
import { MSG } from '../messages';
import { INDIA_TIME_ZONE } from '../constants';

/**
 * What a plan may promise: a fixed set of capabilities, each enforced on the server.
 * `offered: false` keys exist in the product plan but are not built yet; the admin editor
 * cannot pick them and no plan shows them (docs/decisions.md, "Plan features are capabilities").
 */
export const PLAN_FEATURES = {
  contactDetails: { text: 'See contact details of connections (when both agree)', offered: true },
  readReceipts: { text: 'Read receipts in chat', offered: true },
  prioritySupport: { text: 'Priority support: your messages and reports are answered first', offered: true },
  dailySuggestions: { text: 'Daily match suggestions', offered: true },
  whoIsInterested: { text: 'See who is interested in you', offered: true },
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

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The lines a plan card and the checkout show for a plan: its capabilities, then its limits. */
export function planFeatureLines(plan: {
  features: readonly string[];
  maxProfileViews: number | null;
  maxPhotosViews: number | null;
  messagingDailyCap: number | null;
}): string[] {
  const capabilities = PLAN_FEATURE_KEYS.filter((key) => PLAN_FEATURES[key].offered && plan.features.includes(key)).map(
    (key) => PLAN_FEATURES[key].text,
  );
  return [
    plan.maxProfileViews === null ? 'Unlimited profile views' : `View up to ${plural(plan.maxProfileViews, 'profile')}`,
    plan.maxPhotosViews === null ? 'Unlimited photo views' : `See the photos of up to ${plural(plan.maxPhotosViews, 'member')}`,
    plan.messagingDailyCap === null ? 'Unlimited new conversations' : `Start up to ${plural(plan.messagingDailyCap, 'new conversation')} a day`,
    ...capabilities,
  ];
}

/** Renewal reminder moments: days before the end (0 = the day it ends). */
export const RENEWAL_REMINDER_DAYS = [7, 1, 0] as const;

/**
 * The stacking rule (docs/decisions.md, "Buying while a plan is in force"): a paid plan never
 * replaces paid time. A purchase starts when the paid plans already bought end (for the same
 * plan that is an extension); a free trial gives way at once.
 */
export const purchasePreviewSchema = z.object({
  packageId: z.string(),
  planName: z.string(),
  /** 'now': starts at payment; 'extends': the same plan, added after the current end; 'queued': another plan, after the current end. */
  mode: z.enum(['now', 'extends', 'queued']),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The paid plan in force or bought last, when the new one waits for it. */
  after: z.nullable(z.object({ planName: z.string(), endsAt: z.string() })),
  /** A trial in force that this purchase ends. */
  endsTrial: z.boolean(),
  /** Amount to pay in whole rupees: the plan's price after discount, computed on the server. */
  amount: z.number(),
  message: z.string(),
});
export type PurchasePreview = z.infer<typeof purchasePreviewSchema>;

/** "3 March 2027", in India's time zone, as the receipts, reminders and previews write dates. */
export function formatPlanDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }).format(date);
}

/** The sentence pricing and checkout show before paying; the server sends it, the web only shows it. */
export function purchasePreviewMessage(preview: Omit<PurchasePreview, 'message'>): string {
  const end = formatPlanDate(preview.endsAt);
  if (preview.mode === 'extends' && preview.after) {
    return `Your ${preview.planName} plan will be extended: it now ends on ${formatPlanDate(preview.after.endsAt)} and will end on ${end}.`;
  }
  if (preview.mode === 'queued' && preview.after) {
    return `Your ${preview.planName} plan will start on ${formatPlanDate(preview.startsAt)}, when your ${preview.after.planName} plan ends, and run until ${end}.`;
  }
  if (preview.endsTrial) return `Your free trial ends when you pay, and your ${preview.planName} plan starts at once and runs until ${end}.`;
  return `Your ${preview.planName} plan starts as soon as you pay and runs until ${end}.`;
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
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** "SKN-000042": the receipt number as printed. */
export function receiptNumberText(n: number): string {
  return `SKN-${String(n).padStart(6, '0')}`;
}

/** Status of a payment's period in the history and overview (Refunded: the payment came back, the plan ended). */
export const PLAN_PERIOD_STATUSES = ['Active', 'Scheduled', 'Expired', 'Refunded'] as const;
export type PlanPeriodStatus = (typeof PLAN_PERIOD_STATUSES)[number];

/** PATCH /api/notification-settings. */
export const notificationSettingsSchema = z
  .object({
    renewalReminders: z.optional(z.boolean({ error: MSG.invalidNotificationSetting })),
    /** The daily mail with the day's match suggestions (off by default). */
    dailySuggestionMail: z.optional(z.boolean({ error: MSG.invalidDailySuggestionMailSetting })),
  })
  .check(z.refine((body) => body.renewalReminders !== undefined || body.dailySuggestionMail !== undefined, { message: MSG.invalidNotificationSetting }));
