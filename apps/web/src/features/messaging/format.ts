import { INTL_LOCALES, ROUTES, type Language } from '@sakinah/contract';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The formats of one language, made once: message times are drawn often. */
function formatsOf(language: Language) {
  const locale = INTL_LOCALES[language];
  return {
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
    shortDate: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
    longDate: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
    // "today", "yesterday", "now" in the language's own words (आज, कल / آج، گزشتہ کل).
    relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    minutes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'narrow' }),
    hours: new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }),
  };
}
const FORMATS = new Map<Language, ReturnType<typeof formatsOf>>();
function formats(language: Language) {
  let found = FORMATS.get(language);
  if (!found) FORMATS.set(language, (found = formatsOf(language)));
  return found;
}

/** "today" → "Today" (a label starts with a capital in English; Devanagari and Urdu have none). */
const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** "4:05 pm": the time of a message. */
export function formatTime(iso: string, language: Language = 'en'): string {
  return formats(language).time.format(new Date(iso));
}

/** A key that is the same for every message of one local calendar day. */
export function dayKey(iso: string): string {
  return String(startOfDay(new Date(iso).getTime()));
}

/** "Today", "Yesterday" or "Monday, 3 November 2026": the divider between days. */
export function formatDay(iso: string, now: number, language: Language = 'en'): string {
  const diff = Math.round((startOfDay(now) - startOfDay(new Date(iso).getTime())) / DAY);
  const f = formats(language);
  if (diff === 0 || diff === 1) return capital(f.relative.format(-diff, 'day'));
  return f.longDate.format(new Date(iso));
}

/** "now", "5m", "3h", "Yesterday", "Mon" or "3 Nov": short times for the conversation list. */
export function formatRelative(iso: string, now: number, language: Language = 'en'): string {
  const f = formats(language);
  const time = new Date(iso).getTime();
  const diff = now - time;
  if (diff < MINUTE) return f.relative.format(0, 'second');
  if (diff < 60 * MINUTE) return f.minutes.format(Math.floor(diff / MINUTE));
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY);
  if (days === 0) return f.hours.format(Math.floor(diff / (60 * MINUTE)));
  if (days === 1) return capital(f.relative.format(-1, 'day'));
  if (days < 7) return f.weekday.format(new Date(time));
  return f.shortDate.format(new Date(time));
}

/** The full date and time, for a tooltip and `<time dateTime>`. */
export function formatFull(iso: string, language: Language = 'en'): string {
  return `${formats(language).longDate.format(new Date(iso))}, ${formatTime(iso, language)}`;
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
