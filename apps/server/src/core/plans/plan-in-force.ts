import type { PlanFeatureKey } from '@sakinah/contract';
import type { AppContext } from '../../context';
import type { MemberRow, SubscriptionRow } from '../../db/member-row';
import { findActiveSubscription } from './subscriptions.repo';

/** The plan in force: active, started, not ended; of several, the one ending last (subscriptions.repo.ts, planInForceSql). */
export type PlanInForce = SubscriptionRow;

/** A member's plan in force (null: none): the one read with her session when there was one, else asked now. */
export async function planInForceOf(ctx: AppContext, member: MemberRow): Promise<PlanInForce | null> {
  if (member.planAtSessionRead !== undefined) return member.planAtSessionRead;
  return (await findActiveSubscription(ctx.db, member.id, ctx.now())) ?? null;
}

/** Whether the member's plan in force includes this capability key (a signed-in member's came with her session). */
export async function planHas(ctx: AppContext, member: MemberRow, key: PlanFeatureKey): Promise<boolean> {
  const subscription = await planInForceOf(ctx, member);
  return Boolean(subscription?.features.includes(key));
}
