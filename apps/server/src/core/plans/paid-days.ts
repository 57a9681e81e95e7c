import type { SubscriptionRow } from '../../db/member-row';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days of bought or granted time still ahead at `now` (a free trial is not counted): what deleting the account
 * loses. A plan waiting for approval counts all its days; a paused one the days it has left to run.
 */
export function paidDaysAhead(plans: readonly SubscriptionRow[], now: Date): number {
  let ms = 0;
  for (const plan of plans) {
    if (plan.kind === 'trial' || !plan.isActive || plan.endsAt <= now) continue;
    const from = plan.awaitingApproval ? plan.startsAt : new Date(Math.max(plan.startsAt.getTime(), now.getTime()));
    let left = plan.endsAt.getTime() - from.getTime();
    // Paused: the pause still ahead is not plan time.
    if (plan.pausedFrom && plan.pausedUntil && plan.pausedUntil > from) {
      left -= plan.pausedUntil.getTime() - Math.max(plan.pausedFrom.getTime(), from.getTime());
    }
    ms += Math.max(0, left);
  }
  return Math.floor(ms / DAY_MS);
}
