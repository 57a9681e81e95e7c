import { AGE_RANGE_PREFERENCES, ANY_OPTION, SET_PREFERENCES, type PartnerPreferences } from '@sakinah/contract';

/**
 * The match score, written once (docs/matching.md explains every part). The listing's SQL
 * (`scoreSql` in discovery.repo.ts) takes its weights from here, and the ranking test holds the
 * SQL to `matchScore` below over thousands of generated members.
 *
 * The score is a sum of matches in both directions: the candidate's attributes against the
 * viewer's partner preferences, and the viewer's attributes against the candidate's.
 */
export const MATCH_WEIGHTS = {
  /** The other member's age lies in the preferred age range. */
  ageInRange: 3,
  /** Height, education or occupation equals the stated preference. */
  preferenceMet: 2,
  /** The preference is 'Any': a small plus, less than a real match. */
  preferenceAny: 1,
  /** The preferred location is part of the other member's state or city. */
  locationMet: 2,
  /** Both state the same sect (issue 41: faith is part of the score). */
  sameSect: 2,
  /** Both state the same school or movement. */
  sameSchool: 1,
  /** Both state the same prayer. */
  samePrayer: 1,
  /** Each nice-to-have wish (partnerPreferences, must false) of one that the other meets. */
  niceToHave: 1,
} as const;

/** The faith fields and wishes the score reads of each side (issue 41); absent reads as none. */
export interface FaithSide {
  sect?: string | null;
  school?: string | null;
  community?: string | null;
  prayer?: string | null;
  islamicEducation?: string | null;
  motherTongue?: string | null;
  partnerPreferences?: PartnerPreferences;
}

/** The three preferences that compare one attribute to one wish ('Any' or an exact value). */
export const EXACT_PREFERENCES = ['height', 'education', 'occupation'] as const;

/** The highest score two members can reach: every part, both ways. */
export const MAX_MATCH_SCORE =
  2 * (MATCH_WEIGHTS.ageInRange + EXACT_PREFERENCES.length * MATCH_WEIGHTS.preferenceMet + MATCH_WEIGHTS.locationMet) +
  MATCH_WEIGHTS.sameSect + MATCH_WEIGHTS.sameSchool + MATCH_WEIGHTS.samePrayer + 2 * SET_PREFERENCES.length * MATCH_WEIGHTS.niceToHave;

/** What the score needs to know about the viewer (a subset of the listing's viewer). */
export interface MatchViewer extends FaithSide {
  /** Whole years on the listing's day; null without a date of birth. */
  age: number | null;
  height: string | null;
  education: string | null;
  occupation: string | null;
  state: string | null;
  city: string | null;
  /** The viewer's age-range preference in whole years (parseAgeRange), or null. */
  ageRange: readonly [number, number] | null;
  heightPreference: string | null;
  educationPreference: string | null;
  occupationPreference: string | null;
  locationPreference: string | null;
}

/** What the score needs to know about a candidate (columns of `users`). */
export interface MatchCandidate extends FaithSide {
  /** YYYY-MM-DD or null. */
  dob: string | null;
  height: string | null;
  education: string | null;
  occupation: string | null;
  state: string | null;
  city: string | null;
  ageRangePreference: string | null;
  heightPreference: string | null;
  educationPreference: string | null;
  occupationPreference: string | null;
  locationPreference: string | null;
}

/** Parses an age-range preference ('26-30', 'Above 50') into whole years. */
export function parseAgeRange(value: string | null | undefined): [number, number] | null {
  if (!value) return null;
  const range = /^(\d+)-(\d+)$/.exec(value);
  if (range) return [Number(range[1]), Number(range[2])];
  const above = /^Above (\d+)$/.exec(value);
  return above ? [Number(above[1]) + 1, 200] : null;
}

/** The viewer's location preference as the listing's ILIKE needle: LIKE's special characters are dropped. */
export const locationNeedle = (preference: string) => preference.replace(/[%_\\]/g, '');

/** PostgreSQL's `extract(year from age(today, dob))` for two YYYY-MM-DD dates. */
export function yearsBetween(dob: string, today: string): number {
  const whole = (from: string, to: string) => {
    const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
    const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
    return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
  };
  // age() of a later date counts backwards: minus the years from today to that date.
  return dob <= today ? whole(dob, today) : -whole(today, dob);
}

const contains = (haystack: string | null, needle: string) => haystack !== null && haystack.toLowerCase().includes(needle.toLowerCase());

/** A one-way preference ('Any' or an exact value) against an attribute. */
function preferenceScore(preference: string | null, value: string | null): number {
  if (preference === ANY_OPTION) return MATCH_WEIGHTS.preferenceAny;
  return preference !== null && value === preference ? MATCH_WEIGHTS.preferenceMet : 0;
}

/** The parts of the score, each named as in docs/matching.md (their sum is `matchScore`). */
export function matchScoreParts(viewer: MatchViewer, candidate: MatchCandidate, today: string): Record<string, number> {
  const parts: Record<string, number> = {};
  // The candidate against the viewer's preferences.
  const candidateAge = candidate.dob === null ? null : yearsBetween(candidate.dob, today);
  parts.candidateAge =
    viewer.ageRange && candidateAge !== null && candidateAge >= viewer.ageRange[0] && candidateAge <= viewer.ageRange[1] ? MATCH_WEIGHTS.ageInRange : 0;
  // An empty preference counts as none.
  parts.candidateHeight = viewer.heightPreference ? preferenceScore(viewer.heightPreference, candidate.height) : 0;
  parts.candidateEducation = viewer.educationPreference ? preferenceScore(viewer.educationPreference, candidate.education) : 0;
  parts.candidateOccupation = viewer.occupationPreference ? preferenceScore(viewer.occupationPreference, candidate.occupation) : 0;
  const needle = viewer.locationPreference ? locationNeedle(viewer.locationPreference) : null;
  parts.candidateLocation = needle !== null && (contains(candidate.state, needle) || contains(candidate.city, needle)) ? MATCH_WEIGHTS.locationMet : 0;
  // The viewer against the candidate's preferences.
  const range = (AGE_RANGE_PREFERENCES as readonly string[]).includes(candidate.ageRangePreference ?? '') ? parseAgeRange(candidate.ageRangePreference) : null;
  parts.viewerAge = viewer.age !== null && range && viewer.age >= range[0] && viewer.age <= range[1] ? MATCH_WEIGHTS.ageInRange : 0;
  // A candidate's empty preference equals a viewer's missing attribute ('' = ''), as in the SQL.
  parts.viewerHeight = preferenceScore(candidate.heightPreference, viewer.height ?? '');
  parts.viewerEducation = preferenceScore(candidate.educationPreference, viewer.education ?? '');
  parts.viewerOccupation = preferenceScore(candidate.occupationPreference, viewer.occupation ?? '');
  const wish = candidate.locationPreference;
  parts.viewerLocation =
    (viewer.state || viewer.city) && wish !== null && wish !== '' && (contains(viewer.state ?? '', wish) || contains(viewer.city ?? '', wish))
      ? MATCH_WEIGHTS.locationMet
      : 0;
  // Faith (issue 41): the same sect, school or prayer, counted once for the pair.
  const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a) && a === b;
  parts.sameSect = same(viewer.sect, candidate.sect) ? MATCH_WEIGHTS.sameSect : 0;
  parts.sameSchool = same(viewer.school, candidate.school) ? MATCH_WEIGHTS.sameSchool : 0;
  parts.samePrayer = same(viewer.prayer, candidate.prayer) ? MATCH_WEIGHTS.samePrayer : 0;
  // Nice-to-haves, each way (musts are discovery rules, not points).
  parts.candidateWishes = niceToHavesMet(viewer.partnerPreferences, candidate) * MATCH_WEIGHTS.niceToHave;
  parts.viewerWishes = niceToHavesMet(candidate.partnerPreferences, viewer) * MATCH_WEIGHTS.niceToHave;
  return parts;
}

/** How many of `wishes`' nice-to-have sets `other` meets. */
export function niceToHavesMet(wishes: PartnerPreferences | undefined, other: FaithSide): number {
  if (!wishes) return 0;
  let met = 0;
  for (const key of SET_PREFERENCES) {
    const wish = wishes[key];
    const value = other[key];
    if (wish && !wish.must && value && wish.values.includes(value)) met += 1;
  }
  return met;
}

/** How well a candidate fits the viewer's preferences, and the viewer fits the candidate's. */
export function matchScore(viewer: MatchViewer, candidate: MatchCandidate, today: string): number {
  return Object.values(matchScoreParts(viewer, candidate, today)).reduce((sum, part) => sum + part, 0);
}
