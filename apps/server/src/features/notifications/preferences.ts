import {
  defaultNotificationPreferences, NOTIFICATION_CHANNELS_OF, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind, type NotificationPreferences,
} from '@sakinah/contract';
import { minuteOfIndiaDay } from '../../lib/india-day';

/**
 * Her preferences as stored, made whole: kinds added since she saved get their defaults, channels not offered for a
 * kind stay at the default (account decisions are always mailed by their own notice), and the plan-ending mail is
 * the renewal-reminder switch Settings → Account also sets.
 */
export function completePreferences(stored: NotificationPreferences | null, renewalReminders: boolean): NotificationPreferences {
  const defaults = defaultNotificationPreferences();
  const kinds = { ...defaults.kinds };
  for (const kind of NOTIFICATION_KINDS) {
    const saved = stored?.kinds[kind];
    const offered = NOTIFICATION_CHANNELS_OF[kind];
    kinds[kind] = {
      push: saved && offered.includes('push') ? saved.push : defaults.kinds[kind].push,
      mail: saved && offered.includes('mail') ? saved.mail : defaults.kinds[kind].mail,
    };
  }
  kinds.planEnding = { ...kinds.planEnding, mail: renewalReminders };
  return {
    kinds,
    showNames: stored?.showNames ?? defaults.showNames,
    quietHours: stored?.quietHours ?? defaults.quietHours,
  };
}

export function wants(preferences: NotificationPreferences, kind: NotificationKind, channel: NotificationChannel): boolean {
  return NOTIFICATION_CHANNELS_OF[kind].includes(channel) && preferences.kinds[kind][channel];
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * When her quiet hours end, if `now` falls in them (India time); null when they are off or not now. A period that
 * crosses midnight (22:00–07:00) is the usual case; start equal to end means none.
 */
export function quietUntil(quietHours: NotificationPreferences['quietHours'], now: Date): Date | null {
  if (!quietHours.enabled) return null;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return null;
  const nowMinutes = Math.floor(now.getTime() / 60_000);
  const minuteOfDay = minuteOfIndiaDay(now);
  const inside = start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
  if (!inside) return null;
  const minutesLeft = (end - minuteOfDay + 1440) % 1440;
  return new Date((nowMinutes + minutesLeft) * 60_000);
}
