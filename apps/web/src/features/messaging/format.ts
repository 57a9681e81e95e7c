import { ROUTES } from '@sakinah/contract';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const longDate = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** "4:05 pm": the time of a message. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** A key that is the same for every message of one local calendar day. */
export function dayKey(iso: string): string {
  return String(startOfDay(new Date(iso).getTime()));
}

/** "Today", "Yesterday" or "Monday, 3 November 2026": the divider between days. */
export function formatDay(iso: string, now: number): string {
  const diff = Math.round((startOfDay(now) - startOfDay(new Date(iso).getTime())) / DAY);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Yesterday';
  return longDate.format(new Date(iso));
}

/** "now", "5m", "3h", "Yesterday", "Mon" or "3 Nov": short times for the conversation list. */
export function formatRelative(iso: string, now: number): string {
  const time = new Date(iso).getTime();
  const diff = now - time;
  if (diff < MINUTE) return 'now';
  if (diff < 60 * MINUTE) return `${Math.floor(diff / MINUTE)}m`;
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY);
  if (days === 0) return `${Math.floor(diff / (60 * MINUTE))}h`;
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(new Date(time));
  return shortDate.format(new Date(time));
}

/** The full date and time, for a tooltip and `<time dateTime>`. */
export function formatFull(iso: string): string {
  return `${longDate.format(new Date(iso))}, ${formatTime(iso)}`;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** A fresh id per message, made before the first attempt so every retry carries the same one. */
export function newClientId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function conversationPath(userId: string): string {
  return ROUTES.conversation.replace(':userId', encodeURIComponent(userId));
}

export function profilePath(userId: string): string {
  return ROUTES.viewProfile.replace(':id', encodeURIComponent(userId));
}
