import { planCapabilities } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { findActiveSubscription } from './subscriptions.repo';

/**
 * Priority support (PLAN_FEATURES.prioritySupport): the member's plan in force now has the key, so
 * what they send the team (contact messages, reports) is marked and listed first in the admin console.
 */
export async function hasPrioritySupport(ctx: AppContext, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const subscription = await findActiveSubscription(ctx.db, userId, ctx.now());
  return subscription ? planCapabilities(subscription.features).prioritySupport : false;
}
