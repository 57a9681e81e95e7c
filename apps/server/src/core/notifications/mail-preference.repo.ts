import { eq } from 'drizzle-orm';
import { defaultNotificationPreferences, NOTIFICATION_CHANNELS_OF, type NotificationKind } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

/**
 * Whether she wants the mail of a kind whose mail a feature sends itself (the guardian's approval mail), from her
 * Settings → Notifications (no row, or a kind saved before it existed: the default). Not for the plan-ending mail,
 * which is the renewal-reminder switch of Settings → Account.
 */
export async function wantsOwnMail(db: Database, userId: string, kind: Exclude<NotificationKind, 'planEnding'>): Promise<boolean> {
  if (!NOTIFICATION_CHANNELS_OF[kind].includes('mail')) return false;
  const rows = await db.select({ preferences: notificationPreferences.preferences }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return rows[0]?.preferences?.kinds[kind]?.mail ?? defaultNotificationPreferences().kinds[kind].mail;
}
