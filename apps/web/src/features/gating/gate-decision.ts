import { ROUTES } from '@sakinah/contract';
import type { SessionUser } from '../session/public';

/** The admin area; not a member route, so it is not in ROUTES. */
export const ADMIN_HOME = '/admin';

export type GateUser = Pick<SessionUser, 'status' | 'paymentStatus'> & Partial<Pick<SessionUser, 'role' | 'rejectionReason'>> & { deactivated?: unknown };

export type GateDecision =
  | { kind: 'navigate'; to: string }
  | { kind: 'payment' }
  | { kind: 'review' }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'reactivate' };

/**
 * Where a member goes after signing in (spec section 8, gating check): admins to the admin area,
 * unpaid members to the payment popup, paid members awaiting approval to the review popup, members
 * the team did not approve to the reason and their profile (the spec is silent on them), and Active
 * paid members to the featured profiles. A deactivated member is first asked to reactivate.
 */
export function gateDecision(user: GateUser | null): GateDecision {
  if (!user) return { kind: 'navigate', to: ROUTES.login };
  // A paused account is offered reactivation before anything else.
  if (user.deactivated === true) return { kind: 'reactivate' };
  if (user.role === 'admin') return { kind: 'navigate', to: ADMIN_HOME };
  if (user.role === 'guardian') return { kind: 'navigate', to: ROUTES.guardianHome };
  if (user.paymentStatus !== 'paid') return { kind: 'payment' };
  if (user.status === 'Active') return { kind: 'navigate', to: ROUTES.featuredProfiles };
  if (user.status === 'Rejected') return { kind: 'rejected', reason: user.rejectionReason ?? null };
  return { kind: 'review' };
}
