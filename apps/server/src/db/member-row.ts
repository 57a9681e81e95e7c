import type { subscriptions, UserRow } from './schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A member as every layer passes her around: her users row with her avatar's storage key and, when she was read with
 * her session, her plan in force. Defined beside the schema so the guards (plugins) and the core share one type.
 */
export type MemberRow = UserRow & {
  avatarKey: string | null;
  /** Her avatar is held from other members (another member's photo, under review); unknown when not read. */
  avatarHeld?: boolean;
  /**
   * Her plan in force when the request began (null: none), read with the session
   * (findLiveSessionMember); undefined when the member was read another way (ask for it then).
   */
  planAtSessionRead?: SubscriptionRow | null;
};

/**
 * Who is an administrator: the one place that says so. The admin routes' guard (`requireAdmin`) and every rule that
 * lets the team see more than a member (the viewer, discovery, receipts, the profile view) ask here.
 */
export function isAdmin(member: Pick<UserRow, 'role'>): boolean {
  return member.role === 'admin';
}
