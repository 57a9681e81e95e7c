import { purchasePreviewMessage, type PurchasePreview, type StartMode } from '@sakinah/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlanInForce {
  kind: 'paid' | 'trial' | 'complimentary';
  packageId: string;
  planName: string;
  startsAt: Date;
  endsAt: Date;
  pausedFrom?: Date | null;
  pausedUntil?: Date | null;
  awaitingApproval?: boolean;
}

export interface Placement {
  mode: PurchasePreview['mode'];
  startsAt: Date;
  endsAt: Date;
  after: { planName: string; endsAt: Date } | null;
  endsTrial: boolean;
  /** "Start now": the paid plan in force pauses while this one runs, and resumes when it ends. */
  pauses: { planName: string; resumesAt: Date; endsAt: Date } | null;
  /** The member's profile is not approved yet: the plan waits for the approval, and its days count from then. */
  startsOnApproval: boolean;
  /** A paid plan is in force now, so the member may choose "Start now" or "After my current plan". */
  canChoose: boolean;
}

/** Whether a bought plan is running at `now` (started, not ended, not paused, approved). */
const runsAt = (plan: PlanInForce, now: Date) =>
  !plan.awaitingApproval && plan.startsAt <= now && plan.endsAt > now && !(plan.pausedFrom && plan.pausedUntil && plan.pausedFrom <= now && plan.pausedUntil > now);

/**
 * The stacking rule, one function for the preview and the activation (docs/decisions.md, "Buying while a plan is
 * in force"): paid time is never lost. With a paid plan in force the member chooses before paying:
 * - "after" (the default): the purchase starts when the paid or complimentary plans already bought end (the same
 *   plan: an extension; another plan: queued after it);
 * - "now": it starts at once; the plan in force pauses and resumes when it ends, with all its remaining days, and
 *   plans queued after it move later by as much (plan-shifts in payments.repo apply it).
 * A free trial gives way at once, since nobody paid for it. A member not yet approved gets no choice: her plans wait
 * for the approval, in the order bought. `inForce`: her active plans whose end is still ahead, queued ones included.
 */
export function placePurchase(input: {
  now: Date;
  packageId: string;
  durationDays: number;
  inForce: readonly PlanInForce[];
  start: StartMode;
  awaitingApproval: boolean;
}): Placement {
  const lengthMs = input.durationDays * DAY_MS;
  const bought = input.inForce.filter((plan) => plan.kind !== 'trial' && plan.endsAt > input.now);
  const last = bought.reduce<PlanInForce | undefined>((latest, plan) => (!latest || plan.endsAt > latest.endsAt ? plan : latest), undefined);
  const trialNow = input.inForce.some((plan) => plan.kind === 'trial' && plan.startsAt <= input.now && plan.endsAt > input.now);
  const running = input.awaitingApproval ? undefined : bought.find((plan) => runsAt(plan, input.now));
  const base = { endsTrial: false, pauses: null, startsOnApproval: input.awaitingApproval, canChoose: running !== undefined };
  if (running && input.start === 'now') {
    const endsAt = new Date(input.now.getTime() + lengthMs);
    return {
      ...base,
      mode: 'pauses',
      startsAt: input.now,
      endsAt,
      after: null,
      pauses: { planName: running.planName, resumesAt: endsAt, endsAt: new Date(running.endsAt.getTime() + lengthMs) },
    };
  }
  const startsAt = last ? last.endsAt : input.now;
  return {
    ...base,
    mode: !last ? 'now' : last.packageId === input.packageId ? 'extends' : 'queued',
    startsAt,
    endsAt: new Date(startsAt.getTime() + lengthMs),
    after: last ? { planName: last.planName, endsAt: last.endsAt } : null,
    endsTrial: !last && trialNow && !input.awaitingApproval,
  };
}

export function presentPlacement(
  placement: Placement,
  plan: { packageId: string; planName: string; amountRupees: number; duration: string; start: StartMode; reviewTime: string },
): PurchasePreview {
  const preview = {
    packageId: plan.packageId,
    planName: plan.planName,
    duration: plan.duration,
    mode: placement.mode,
    start: plan.start,
    canChoose: placement.canChoose,
    startsAt: placement.startsAt.toISOString(),
    endsAt: placement.endsAt.toISOString(),
    after: placement.after ? { planName: placement.after.planName, endsAt: placement.after.endsAt.toISOString() } : null,
    pauses: placement.pauses
      ? { planName: placement.pauses.planName, resumesAt: placement.pauses.resumesAt.toISOString(), endsAt: placement.pauses.endsAt.toISOString() }
      : null,
    startsOnApproval: placement.startsOnApproval,
    reviewTime: plan.reviewTime,
    endsTrial: placement.endsTrial,
    amount: plan.amountRupees,
  };
  return { ...preview, message: purchasePreviewMessage(preview) };
}
