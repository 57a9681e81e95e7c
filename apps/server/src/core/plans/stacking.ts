import { purchasePreviewMessage, type PurchasePreview } from '@sakinah/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlanInForce {
  kind: 'paid' | 'trial' | 'complimentary';
  packageId: string;
  planName: string;
  startsAt: Date;
  endsAt: Date;
}

export interface Placement {
  mode: PurchasePreview['mode'];
  startsAt: Date;
  endsAt: Date;
  after: { planName: string; endsAt: Date } | null;
  endsTrial: boolean;
}

/**
 * The stacking rule, one function for the preview and the activation (docs/decisions.md,
 * "Buying while a plan is in force"): paid time is never replaced. A purchase starts when the
 * paid or complimentary plans already bought end (the same plan: an extension; another plan:
 * queued after it). A free trial gives way at once, since nobody paid for it.
 * `inForce`: the member's active plans whose end is still ahead, queued ones included.
 */
export function placePurchase(input: { now: Date; packageId: string; durationDays: number; inForce: readonly PlanInForce[] }): Placement {
  const bought = input.inForce.filter((plan) => plan.kind !== 'trial' && plan.endsAt > input.now);
  const last = bought.reduce<PlanInForce | undefined>((latest, plan) => (!latest || plan.endsAt > latest.endsAt ? plan : latest), undefined);
  const trialNow = input.inForce.some((plan) => plan.kind === 'trial' && plan.startsAt <= input.now && plan.endsAt > input.now);
  const startsAt = last ? last.endsAt : input.now;
  return {
    mode: !last ? 'now' : last.packageId === input.packageId ? 'extends' : 'queued',
    startsAt,
    endsAt: new Date(startsAt.getTime() + input.durationDays * DAY_MS),
    after: last ? { planName: last.planName, endsAt: last.endsAt } : null,
    endsTrial: !last && trialNow,
  };
}

export function presentPlacement(placement: Placement, plan: { packageId: string; planName: string; amountRupees: number }): PurchasePreview {
  const preview = {
    packageId: plan.packageId,
    planName: plan.planName,
    mode: placement.mode,
    startsAt: placement.startsAt.toISOString(),
    endsAt: placement.endsAt.toISOString(),
    after: placement.after ? { planName: placement.after.planName, endsAt: placement.after.endsAt.toISOString() } : null,
    endsTrial: placement.endsTrial,
    amount: plan.amountRupees,
  };
  return { ...preview, message: purchasePreviewMessage(preview) };
}
