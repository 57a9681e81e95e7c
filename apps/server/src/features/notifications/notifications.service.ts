import {
  MSG, NOTIFICATION_RETENTION_DAYS, languageOr, NOTIFICATIONS_PAGE_SIZE, type NotificationItem, type NotificationKind, type NotificationPreferences, type PushSubscriptionInput,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { MemberRow } from '../../db/member-row';
import { EndpointRefused, checkEndpoint, parseEndpoint } from '../../providers/push/endpoint-guard';
import { presentNotification } from './notification-text';
import { readUnsubscribeToken } from './notification-mail';
import {
  deleteNotificationsBefore, deleteSubscription, listNotifications, loadPreferenceRow, markRead, savePreferenceRow, saveSubscription, unreadCount,
} from './notifications.repo';
import { completePreferences } from './preferences';

export async function preferencesOf(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  const row = await loadPreferenceRow(ctx.db, userId);
  return completePreferences(row?.preferences ?? null, row?.renewalReminders ?? true);
}

export async function savePreferences(ctx: AppContext, member: MemberRow, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  // Stored made whole (channels not offered are put back to their defaults), so what she reads is what applies.
  const complete = completePreferences(preferences, preferences.kinds.planEnding.mail);
  await savePreferenceRow(ctx.db, member.id, complete, ctx.now());
  return complete;
}

export async function notificationPage(ctx: AppContext, member: MemberRow, before: string | undefined, limit = NOTIFICATIONS_PAGE_SIZE) {
  const prefs = await preferencesOf(ctx, member.id);
  // One more than asked: whether there is a next page.
  const rows = await listNotifications(ctx.db, member.id, before, limit + 1);
  const page = rows.slice(0, limit);
  const notifications: NotificationItem[] = page.map((row) => presentNotification(row, prefs.showNames, languageOr(member.language)));
  return {
    notifications,
    unread: await unreadCount(ctx.db, member.id),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function markNotificationsRead(ctx: AppContext, member: MemberRow, ids: string[] | 'all'): Promise<number> {
  await markRead(ctx.db, member.id, ids, ctx.now());
  const unread = await unreadCount(ctx.db, member.id);
  // Her other tabs and devices: the bell follows.
  ctx.events.emitToUser(member.id, 'notificationsChanged', { unread });
  return unread;
}

/** Subscribe calls a member may make an hour. */
export const SUBSCRIBES_PER_HOUR = 20;
const SUBSCRIBE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Saves a device's subscription. Its endpoint must be https; in production its host must resolve to public addresses
 * only (checked again at every send, where the request connects to the checked address).
 */
export async function subscribe(ctx: AppContext, member: MemberRow, subscription: PushSubscriptionInput): Promise<void> {
  if (ctx.push.publicKey === null) throw new AppError('CONFLICT', MSG.pushUnavailable);
  // Per member, whatever her address: a browser subscribes once per device and again when its subscription rotates.
  const { count, resetInMs } = await ctx.limiter.hit(`push-subscribe:${member.id}`, SUBSCRIBE_WINDOW_MS);
  if (count > SUBSCRIBES_PER_HOUR) throw new AppError('RATE_LIMITED', MSG.pushSubscribeTooOften, Math.ceil(resetInMs / 1000));
  try {
    if (ctx.config.isProduction) await checkEndpoint(subscription.endpoint, false);
    else parseEndpoint(subscription.endpoint);
    // A literal internal address is refused in every mode (loopback only outside production).
    const host = new URL(subscription.endpoint).hostname;
    if (/^[\d.]+$|^\[/.test(host)) await checkEndpoint(subscription.endpoint, !ctx.config.isProduction);
  } catch (error) {
    if (error instanceof EndpointRefused) throw new AppError('VALIDATION', MSG.pushEndpointRefused);
    throw error;
  }
  await saveSubscription(ctx.db, member.id, subscription, ctx.now());
}

export async function unsubscribe(ctx: AppContext, member: MemberRow, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(ctx.db, member.id, endpoint))) throw new AppError('NOT_FOUND', MSG.pushSubscriptionNotFound);
}

/** One-click unsubscribe from a mail: that kind's mail is turned off. Null when the token is not valid. */
export async function unsubscribeByToken(ctx: AppContext, token: string): Promise<NotificationKind | null> {
  const target = await readUnsubscribeToken(ctx, token);
  if (!target) return null;
  const prefs = await preferencesOf(ctx, target.userId);
  prefs.kinds[target.kind] = { ...prefs.kinds[target.kind], mail: false };
  await savePreferenceRow(ctx.db, target.userId, prefs, ctx.now());
  return target.kind;
}

/** Notifications are kept NOTIFICATION_RETENTION_DAYS days. */
export async function deleteOldNotifications(ctx: AppContext): Promise<number> {
  return deleteNotificationsBefore(ctx.db, new Date(ctx.now().getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 3600 * 1000));
}
