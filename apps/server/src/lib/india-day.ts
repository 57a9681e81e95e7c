import { INDIA_TIME_ZONE } from '@sakinah/contract';

/**
 * India's calendar, in one place: the day a daily cap, a daily suggestion or a report counts in, and the month the
 * accounts are kept by. India Standard Time has no daylight saving: +05:30 all year. SQL reads the same zone by
 * name (INDIA_TIME_ZONE, 'Asia/Kolkata').
 */
export { INDIA_TIME_ZONE };
const IST_OFFSET_MS = 330 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the India calendar day that contains `at`, as an instant. */
export function startOfIndiaDay(at: Date): Date {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - IST_OFFSET_MS);
}

/** The India calendar day of `at`, as YYYY-MM-DD. */
export const indiaDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in India at the start of the calendar day `day` (YYYY-MM-DD), as an instant. */
export const startOfIndiaDate = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The minute of India's day that `at` falls in (0 at midnight, 1439 at 23:59), for times of day such as quiet hours. */
export const minuteOfIndiaDay = (at: Date): number => Math.floor((at.getTime() - startOfIndiaDay(at).getTime()) / 60_000);

/** Midnight in India on the first of the month that contains `at`, as an instant. */
export function startOfIndiaMonth(at: Date): Date {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - IST_OFFSET_MS);
}
