import { ANY_OPTION, HEIGHT_OPTIONS, INDIA_TIME_ZONE, MARITAL_STATUSES, MSG } from '@sakinah/contract';

/**
 * Turning stored profile values into English (the admin console's language). The server sends '' for an empty
 * field, so every helper falls back to the spec's 'Not specified' rather than showing a blank. Members read them in
 * their language through useProfileLabels (use-profile-labels.ts).
 */

const LOCALE = 'en-IN';

export function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

export function orNotSpecified(value: string | null | undefined): string {
  return hasText(value) ? value.trim() : MSG.notSpecified;
}

function capitalize(value: string): string {
  const text = value.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'single' → 'Never Married'. */
export function maritalStatusLabel(value: string | null | undefined): string {
  if (!hasText(value)) return MSG.notSpecified;
  return MARITAL_STATUSES.find((status) => status.value === value)?.label ?? capitalize(value);
}

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

export function genderLabel(value: string | null | undefined): string {
  if (!hasText(value)) return MSG.notSpecified;
  return GENDER_LABELS[value] ?? capitalize(value);
}

/** "5'4" → 5'4" (163 cm); 'Any' stays 'Any' (a preference). */
export function heightLabel(value: string | null | undefined): string {
  if (!hasText(value)) return MSG.notSpecified;
  if (value === ANY_OPTION) return ANY_OPTION;
  return HEIGHT_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** Weight is stored as whole kilograms. */
export function weightLabel(value: string | null | undefined): string {
  if (!hasText(value)) return MSG.notSpecified;
  return /^\d+$/.test(value.trim()) ? `${value.trim()} kg` : value.trim();
}

/** City and state on one line, whichever are known. */
export function placeLabel(city: string | null | undefined, state: string | null | undefined): string {
  const parts = [city, state].filter(hasText).map((part) => part.trim());
  return parts.length > 0 ? parts.join(', ') : MSG.notSpecified;
}

export function listLabel(values: readonly string[] | null | undefined): string {
  const items = (values ?? []).filter(hasText);
  return items.length > 0 ? items.join(', ') : MSG.notSpecified;
}

/** An instant (ISO timestamp) as its India day, e.g. 22 Nov 2027: the same date on every page, wherever she reads it. */
export function formatDate(iso: string | null | undefined): string {
  if (!hasText(iso)) return MSG.notSpecified;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return MSG.notSpecified;
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });
}

/** A calendar day (YYYY-MM-DD, e.g. a birth date): formatted in UTC so no time zone moves it. */
export function formatDay(day: string | null | undefined): string {
  if (!hasText(day) || !/^\d{4}-\d{2}-\d{2}/.test(day)) return MSG.notSpecified;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return MSG.notSpecified;
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function ageLabel(age: number | null | undefined): string {
  return typeof age === 'number' && age > 0 ? `${age} years` : MSG.notSpecified;
}

/** Who the profile was created for, as the owner reads it. */
export function profileForLabel(profileFor: string | null | undefined, customRelation?: string | null): string {
  switch (profileFor) {
    case 'self':
      return 'Self';
    case 'daughter':
      return 'Daughter';
    case 'son':
      return 'Son';
    case 'other':
      return hasText(customRelation) ? `Other (${customRelation.trim()})` : 'Other';
    default:
      return hasText(profileFor) ? capitalize(profileFor) : MSG.notSpecified;
  }
}

export interface ManagedBy {
  title: string;
  text: string;
  /** "Profile created for their daughter", when we know the relation. */
  createdFor: string | null;
}

export type StatusTone = 'green' | 'yellow' | 'red';

/** Account status badge: Active green, Pending yellow, anything else red. */
export function statusBadge(status: string | null | undefined): { label: string; tone: StatusTone } {
  if (!hasText(status)) return { label: 'Unknown Status', tone: 'red' };
  if (status === 'Active') return { label: 'Active', tone: 'green' };
  if (status === 'Pending') return { label: 'Pending', tone: 'yellow' };
  return { label: capitalize(status), tone: 'red' };
}

export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  green: 'border-brand-200 bg-brand-50 text-brand-700',
  yellow: 'border-gold-200 bg-gold-50 text-gold-700',
  red: 'border-red-200 bg-red-50 text-red-700',
};
