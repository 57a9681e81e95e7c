import { DAY_MS, startOfIndiaDay } from '../../lib/india-day';

/** A plan's allowances (profile views, photo views) renew every 30 days of the plan, from its first India day. */
export const PLAN_MONTH_DAYS = 30;

interface PlanPeriod {
  startsAt: Date;
  endsAt: Date;
  pausedFrom: Date | null;
  pausedUntil: Date | null;
}

/**
 * Which month of the plan `at` falls in (0: the first), counted in India's days from the day the plan started,
 * leaving out the days it was paused for a plan bought with "Start now". The last month takes the few days a
 * plan's length has beyond whole months (a year is 12 months, the last one 35 days), so no month is a stub.
 */
export function planMonthAt(plan: PlanPeriod, at: Date): number {
  const start = startOfIndiaDay(plan.startsAt).getTime();
  let elapsed = startOfIndiaDay(at).getTime() - start;
  if (plan.pausedFrom && plan.pausedUntil) {
    const pauseStart = Math.max(plan.pausedFrom.getTime(), plan.startsAt.getTime());
    const pauseEnd = Math.min(plan.pausedUntil.getTime(), at.getTime());
    if (pauseEnd > pauseStart) elapsed -= Math.round((pauseEnd - pauseStart) / DAY_MS) * DAY_MS;
  }
  const pausedMs = plan.pausedFrom && plan.pausedUntil ? plan.pausedUntil.getTime() - plan.pausedFrom.getTime() : 0;
  const lengthDays = Math.round((plan.endsAt.getTime() - plan.startsAt.getTime() - pausedMs) / DAY_MS);
  const months = Math.max(1, Math.floor(lengthDays / PLAN_MONTH_DAYS));
  return Math.min(Math.max(0, Math.floor(elapsed / (PLAN_MONTH_DAYS * DAY_MS))), months - 1);
}
