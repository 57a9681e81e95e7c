import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planUsage } from '../../db/schema';
import { withKeyLock } from '../../db/locks';
import type { SubscriptionRow } from '../../db/member-row';
import { planMonthAt } from './plan-month';

/** The plan whose allowance is used: its id, and its dates, which say which plan-month it is in. */
export type AllowancePlan = Pick<SubscriptionRow, 'id' | 'startsAt' | 'endsAt' | 'pausedFrom' | 'pausedUntil'>;

/** "profile:3": a kind counted in plan-month 3, as member-view.repo.ts reads the uses of a plan on one subject. */
export const countedUseKey = (kind: string, month: number) => `${kind}:${month}`;

/** Remembers that this subscription has used these kinds on this subject in this plan-month (once each; repeats change nothing). */
function rememberUses(db: Database, use: { subscriptionId: string; subjectId: string; month: number; now: Date }, kinds: ReadonlyArray<'profile' | 'photos'>) {
  return db
    .insert(planUsage)
    .values(kinds.map((kind) => ({ subscriptionId: use.subscriptionId, kind, subjectId: use.subjectId, month: use.month, firstAt: use.now })))
    .onConflictDoNothing();
}

/**
 * Counts one use of a plan limit (a distinct profile opened, or a distinct member's photos seen) in the plan-month
 * `now` falls in: allowances renew each month of a plan (plan-month.ts), whatever its length.
 * Returns false when the month's limit is reached and this subject was not counted this month. Check and count
 * are one locked step per subscription and kind, so parallel views cannot pass the limit together.
 */
export async function useAllowance(
  db: Database,
  input: { plan: AllowancePlan; kind: 'profile' | 'photos'; subjectId: string; limit: number | null; now: Date; alreadyCounted?: boolean },
): Promise<boolean> {
  const subscriptionId = input.plan.id;
  const month = planMonthAt(input.plan, input.now);
  const inMonth = and(eq(planUsage.subscriptionId, subscriptionId), eq(planUsage.kind, input.kind), eq(planUsage.month, month));
  const counted = and(inMonth, eq(planUsage.subjectId, input.subjectId));
  const record = (tx: Database) => rememberUses(tx, { subscriptionId, subjectId: input.subjectId, month, now: input.now }, [input.kind]);
  // Unlimited: nothing to count. A subscription's limits are fixed when it is bought, so uses of an unlimited
  // one would never be read; writing them cost every profile view a statement.
  if (input.limit === null) return true;
  // Counted before (the caller read it with its own statement): a use is never taken back within a period.
  if (input.alreadyCounted) return true;
  const [existing] = await db.select({ subjectId: planUsage.subjectId }).from(planUsage).where(counted).limit(1);
  if (existing) return true;
  const limit = input.limit;
  return withKeyLock(db, `plan-usage:${subscriptionId}:${input.kind}`, async (tx) => {
    const [again] = await tx.select({ subjectId: planUsage.subjectId }).from(planUsage).where(counted).limit(1);
    if (again) return true;
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(planUsage).where(inMonth);
    if ((row?.n ?? 0) >= limit) return false;
    await record(tx);
    return true;
  });
}

/**
 * A profile view's allowances: the profile, then (when the policy shows her photos) the photos.
 * With both unlimited (most plans) there is nothing to check or count, and no statement; otherwise each
 * is checked and counted under its lock (useAllowance). Photos are not counted when the profile is refused.
 */
export async function useViewAllowances(
  db: Database,
  input: {
    plan: AllowancePlan;
    subjectId: string;
    profileLimit: number | null;
    photosLimit: number | null;
    wantsPhotos: boolean;
    now: Date;
    /** This subscription's uses on this subject (countedUseKey), when the caller read them already. */
    countedUses?: readonly string[];
  },
): Promise<{ profile: boolean; photos: boolean }> {
  if (input.profileLimit === null && (!input.wantsPhotos || input.photosLimit === null)) {
    return { profile: true, photos: input.wantsPhotos };
  }
  const common = { plan: input.plan, subjectId: input.subjectId, now: input.now };
  const month = planMonthAt(input.plan, input.now);
  const alreadyCounted = (kind: 'profile' | 'photos') => input.countedUses?.includes(countedUseKey(kind, month)) ?? false;
  const profile = await useAllowance(db, { ...common, kind: 'profile', limit: input.profileLimit, alreadyCounted: alreadyCounted('profile') });
  if (!profile || !input.wantsPhotos) return { profile, photos: false };
  return { profile, photos: await useAllowance(db, { ...common, kind: 'photos', limit: input.photosLimit, alreadyCounted: alreadyCounted('photos') }) };
}
