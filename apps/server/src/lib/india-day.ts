/** India Standard Time has no daylight saving: +05:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the India calendar day that contains `at`, as an instant. */
export function startOfIndiaDay(at: Date): Date {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - IST_OFFSET_MS);
}

/** The India calendar day of `at`, as YYYY-MM-DD. */
export const indiaDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
